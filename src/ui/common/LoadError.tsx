// What a screen (or a part of one) shows when its data could not be loaded: what failed, the catalogue's reason
// for it, and a way to try again.
import { useTranslation } from 'react-i18next';
import { outcomeMessage, type Outcome } from '../../domain/resultCodes';
import { ActionButton } from './controls/ActionButton';

type Props = {
  /** What failed, already translated (e.g. "The devices could not be loaded"). */
  title: string;
  outcome: Outcome;
  onRetry(): void;
  testId: string;
  retryTestId?: string;
  className?: string;
  outlined?: boolean;
};

export function LoadError({ title, outcome, onRetry, testId, retryTestId, className, outlined }: Props) {
  const { t } = useTranslation();
  const cause = outcomeMessage(outcome);
  return (
    <div className={className} role="alert" data-testid={testId}>
      <p>{title}</p>
      <p className="load-error-cause">{t(cause.key, cause.values ?? {})}</p>
      <ActionButton icon="pi pi-refresh" label={t('common:actions.retry')} data-testid={retryTestId} outlined={outlined} onClick={onRetry} />
    </div>
  );
}
