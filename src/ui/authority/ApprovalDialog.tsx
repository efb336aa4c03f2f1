import { useRef, useState } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../data/queryClient';
import { useTranslation } from 'react-i18next';
import type { AuditAnswerEvent } from '../../domain/audit';
import type { Outcome } from '../../domain/resultCodes';
import type { ApplicationView } from '../../domain/wire/audit';
import type { VisitTimeChoice } from '../../transport/api/admin';
import { auditSnapshot } from '../../machines/audit.machine';
import { useConsole } from '../app/consoleContext';
import { ActionButton } from '../common/controls/ActionButton';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { Dialog } from '../kit/Dialog';
import { answerLines, applicantLine, sentAt } from './applicationText';
import './authority.css';
import { useVisitDuration, VisitDurationField } from './VisitDuration';
import { failureOf, outcomeOf } from '../data/callQuery';
import { applicationsQuery, useAnswerApplication } from './queries';

type Load = { status: 'loading' } | { status: 'failed'; outcome?: Outcome } | { status: 'ready'; view: ApplicationView };
type Verdict = 'pass' | 'refuse';

/** What the viewer's side may answer now, asked of the audit machine at the application's state. */
function answersFor(view: ApplicationView): { pass: boolean; refuse: boolean } {
  const side = view.viewerRole === 'akey' ? 'AKEY' : view.viewerRole === 'bkey' ? 'BKEY' : undefined;
  if (!side || !view.canAnswer) return { pass: false, refuse: false };
  const snapshot = auditSnapshot(view.state, { checkType: view.checkType, hasBkeys: view.hasBkeys });
  const can = (type: AuditAnswerEvent) => snapshot.can({ type });
  return { pass: can(`${side}_PASS`), refuse: can(`${side}_REFUSE`) };
}

/**
 * An Akey's or Bkey's answer to a bind, visit or Bkey application, opened from a message (messageId) or from
 * the authority centre (applicationId). `onClose(true)` once an answer was recorded.
 */
type ApprovalProps = { messageId?: number; applicationId?: number; onClose(done: boolean): void };

// Live notifications open this dialog outside the signed-in layouts' DataLayer: it brings the one client along.
export default function ApprovalDialog(props: ApprovalProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApprovalDialogBody {...props} />
    </QueryClientProvider>
  );
}

function ApprovalDialogBody(props: ApprovalProps) {
  const { messageId, applicationId, onClose } = props;
  const { t } = useTranslation('authority');
  const { t: tAny } = useTranslation();
  const { http, notify } = useConsole();
  const query = useQuery(applicationsQuery(http, applicationId !== undefined ? { applicationId } : { messageId }));
  const found = query.data?.[0];
  const load: Load = found
    ? { status: 'ready', view: found }
    : query.isPending || query.isFetching
      ? { status: 'loading' }
      : { status: 'failed', outcome: outcomeOf(query.error) };
  const duration = useVisitDuration();
  const [alsoBlacklist, setAlsoBlacklist] = useState(false);
  // Opened from a message, the answer goes through the message centre's verify call; opened from the
  // authority centre's applications, through the audit reply (api.md names both).
  const send = useAnswerApplication(http);
  const busy: Verdict | undefined = send.isPending ? send.variables.verdict : undefined;

  // One answer per opening: a double tap on Pass must not send a second answer that the cloud then refuses as
  // already settled, keeping the dialog open over an approval that went through (docs/decisions.md, "Console"). The buttons wait for
  // the promise (ActionButton holds itself busy), and a recorded answer closes the dialog for good.
  const answered = useRef(false);
  const answer = (verdict: Verdict, choice?: VisitTimeChoice): Promise<unknown> => {
    if (load.status !== 'ready' || answered.current) return Promise.resolve();
    const { view } = load;
    const minutes = choice === undefined ? undefined : 'forever' in choice ? -1 : choice.minutes;
    return send.mutateAsync(
      { via: messageId !== undefined ? 'message' : 'audit', kind: view.kind === 'visit' ? 'visit' : 'bind', applicationId: view.id, verdict, minutes, blacklist: alsoBlacklist },
    ).then(
      () => {
        answered.current = true;
        notify.success(verdict === 'pass' ? 'authority:approval.passDone' : 'authority:approval.refuseDone');
        onClose(true);
      },
      (error: unknown) => notify.error(failureOf(error)),
    );
  };
  // Passing grants a time, so the duration's rule is asked first; refusing grants nothing.
  const pass = duration.handleSubmit((choice) => answer('pass', choice));

  const view = load.status === 'ready' ? load.view : undefined;
  const allowed = view ? answersFor(view) : { pass: false, refuse: false };
  const canAnswer = allowed.pass || allowed.refuse;

  return (
    <Dialog open title={view ? t(`kind.${view.kind}`) : t('approval.title')} onClose={() => onClose(false)} width="min(32rem, 95vw)" testId="approval-dialog-box">
      <div className="auth-approval" data-testid="approval-dialog">
        {load.status === 'loading' ? <p role="status" className="auth-muted">{t('loading')}</p> : null}
        {load.status === 'failed' ? (
          <p role="alert">{load.outcome && load.outcome.kind !== 'ok' ? tAny(load.outcome.messageKey) : t('approval.missing')}</p>
        ) : null}
        {view ? (
          <>
            <dl className="auth-facts">
              <dt>{t('applications.applicant')}</dt>
              <dd data-testid="approval-applicant">{applicantLine(t, view)}</dd>
              <dt>{t('applications.device')}</dt>
              <dd>{view.machineName}</dd>
              {view.message !== '' ? (
                <>
                  <dt>{t('applications.message')}</dt>
                  <dd>{view.message}</dd>
                </>
              ) : null}
              {view.remarks !== '' ? (
                <>
                  <dt>{t('applications.remarks')}</dt>
                  <dd>{view.remarks}</dd>
                </>
              ) : null}
              <dt>{t('applications.time')}</dt>
              <dd>{sentAt(view)}</dd>
              <dt>{t('applications.state')}</dt>
              <dd data-testid="approval-state" data-state={view.state}>{t(`audit.${view.state}`)}</dd>
            </dl>
            {answerLines(t, view).map((line) => (
              <p key={line} className="auth-muted">{line}</p>
            ))}
            {canAnswer ? (
              <>
                <VisitDurationField form={duration} legend={t('approval.duration')} testId="approval" />
                <div className="auth-check">
                  <CheckboxInput
                    id="approval-blacklist"
                    checked={alsoBlacklist}
                    onChange={(e) => setAlsoBlacklist(e.target.checked)}
                    data-testid="approval-blacklist"
                  />
                  <label htmlFor="approval-blacklist">{t('approval.alsoBlacklist')}</label>
                </div>
                <div className="auth-dialog-footer">
                  <ActionButton label={t('applications.refuse')} icon="pi pi-times" outlined disabled={!allowed.refuse || busy === 'pass'} busy={busy === 'refuse'} onClick={() => answer('refuse')} data-testid="approval-refuse" />
                  <ActionButton label={t('applications.pass')} icon="pi pi-check" disabled={!allowed.pass || busy === 'refuse'} busy={busy === 'pass'} onClick={() => pass()} data-testid="approval-pass" />
                </div>
              </>
            ) : (
              <p className="auth-muted" data-testid="approval-not-yours">{t('approval.notYours')}</p>
            )}
          </>
        ) : null}
        {!canAnswer ? (
          <div className="auth-dialog-footer">
            <ActionButton label={t('approval.close')} outlined onClick={() => onClose(false)} />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
