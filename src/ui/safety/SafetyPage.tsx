// /safety (main layout, personal mode only): the security centre. The overview on top, two-factor sign-in, and
// the login terminals with their tokens.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_KEY } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
import { userInfoQuery } from '../layout/queries';
import { OverviewCard } from './OverviewCard';
import { TerminalsSection } from './TerminalsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { overviewQuery } from './queries';
import '../auth/auth.css';
import './safety.css';

export default function SafetyPage() {
  const { t } = useTranslation(['safety', 'auth']);
  const { http } = useConsole();
  const overview = useQuery(overviewQuery(http));
  const info = useQuery(userInfoQuery(http));
  const failed = overview.isError ? overview : info.isError ? info : undefined;

  return (
    <div className="safety-page" data-testid="safety-page">
      <h1>{t('title')}</h1>
      {overview.isPending || info.isPending ? (
        <PageLoading />
      ) : failed ? (
        <LoadError
          title={t('overview.loadFailed')}
          outcome={outcomeOf(failed.error) ?? { kind: 'network', messageKey: NETWORK_ERROR_KEY }}
          onRetry={() => void failed.refetch()}
          testId="safety-error"
        />
      ) : overview.data && info.data ? (
        <>
          <OverviewCard overview={overview.data} />
          <TwoFactorSection overview={overview.data} info={info.data} />
        </>
      ) : null}
      <TerminalsSection />
    </div>
  );
}
