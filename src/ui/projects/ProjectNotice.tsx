// What a project screen shows when the cloud refused it: the no-permission notice (product.md section 6), the
// project gone, or the catalogue's reason with a retry.
import { useTranslation } from 'react-i18next';
import { BusinessCode, GENERIC_FAILURE_KEY, outcomeMessage, type Outcome } from '../../domain/resultCodes';
import { LoadError } from '../common/LoadError';
import { outcomeOf } from '../data/callQuery';
import type { TableError } from '../kit/DataTable';

type Props = { error: unknown; title: string; onRetry(): void; testId: string };

function isRefusal(outcome: Outcome | undefined, code: string): boolean {
  return outcome?.kind === 'business' && outcome.code === code;
}

export function ProjectNotice({ error, title, onRetry, testId }: Props) {
  const { t } = useTranslation('projects');
  const outcome = outcomeOf(error);
  if (isRefusal(outcome, BusinessCode.NoPermission)) {
    return <p className="projects-notice" role="alert" data-testid="projects-no-permission">{t('noPermission')}</p>;
  }
  if (isRefusal(outcome, BusinessCode.ProjectNotFound)) {
    return <p className="projects-notice" role="alert" data-testid="project-gone">{t('gone')}</p>;
  }
  if (!outcome) return <p className="projects-notice" role="alert" data-testid={testId}>{title}</p>;
  return <LoadError className="projects-error" title={title} outcome={outcome} onRetry={onRetry} testId={testId} />;
}

/** The message of a failed project mutation (errors: keys), for inline display. */
function failureOf(error: unknown): { key: string; values?: Record<string, unknown> } | undefined {
  if (!error) return undefined;
  const outcome = outcomeOf(error);
  return outcome ? outcomeMessage(outcome) : { key: GENERIC_FAILURE_KEY };
}

/** An inline failure line under the control that caused it. */
export function InlineFailure({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useTranslation('projects');
  const failure = failureOf(error);
  return failure ? <p className="p-error project-inline-error" role="alert" data-testid={testId}>{t(failure.key, failure.values ?? {})}</p> : null;
}

/** A project table's failure for the kit's table (its retry in the table), or undefined when the notice above says
 *  it instead: no permission, the project gone, or no outcome to word. */
export function tableErrorOf(error: unknown, title: string, onRetry: () => void, testId: string): TableError | undefined {
  const outcome = outcomeOf(error);
  if (!outcome || isRefusal(outcome, BusinessCode.NoPermission) || isRefusal(outcome, BusinessCode.ProjectNotFound)) return undefined;
  return { title, outcome, onRetry, testId };
}
