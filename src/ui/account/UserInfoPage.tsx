// /userInfo (login layout, signed in): personal info opened from the user name in the header (product.md
// sections 2 and 3): profile, name, phone and e-mail with their verification, the hide-map switch, the password
// change and the people the user shares devices with.
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_KEY } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { homePath } from '../common/homePath';
import { outcomeOf } from '../data/callQuery';
import { userInfoQuery } from '../layout/queries';
import { FriendsSection } from './FriendsSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import '../auth/auth.css';
import './account.css';

export default function UserInfoPage() {
  const { t } = useTranslation(['account', 'auth']);
  const { http, lang } = useConsole();
  const info = useQuery(userInfoQuery(http));
  const personal = homePath() === '/index/?listType=list';

  return (
    <div className="account-page" data-testid="userinfo-page">
      <div className="account-head">
        <h1>{t('info.title')}</h1>
        <Link to={withLang(homePath(), lang)} data-testid="userinfo-back">{t('backToConsole')}</Link>
      </div>
      {info.isPending ? (
        <PageLoading />
      ) : info.isError ? (
        <LoadError
          title={t('info.loadFailed')}
          outcome={outcomeOf(info.error) ?? { kind: 'network', messageKey: NETWORK_ERROR_KEY }}
          onRetry={() => void info.refetch()}
          testId="userinfo-error"
        />
      ) : (
        <>
          <ProfileSection info={info.data} />
          <PasswordSection info={info.data} />
          <FriendsSection />
          {personal ? (
            <section className="account-section" aria-labelledby="userinfo-security">
              <h2 id="userinfo-security">{t('security.title')}</h2>
              <p className="account-muted">{t('security.hint')}</p>
              <Link to={withLang('/safety/', lang)} data-testid="userinfo-safety">{t('security.open')}</Link>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
