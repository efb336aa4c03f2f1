// The whole remote visit behind one button: the flow (useRemoteVisit in queries.ts), the device page in a new tab on
// success, and for every other end its own message and next step in a small dialog with a retry.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Machine } from '../../domain/wire/machine';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { Dialog } from '../kit/Dialog';
import { useRemoteVisit, type VisitEnd, type VisitMode } from './queries';
import './visit.css';

export type VisitButtonProps = {
  machine: Pick<Machine, 'machine_id' | 'machine_name' | 'limit_authority' | 'cloudState' | 'eid'> & { emq_project_id?: number | null };
  /** Personal lists go through the audit gate; enterprise and maintenance lists through the enterprise's link;
   *  project devices through their project's (machine.emq_project_id). */
  mode?: VisitMode;
  /** A compact icon-only button for table rows. */
  compact?: boolean;
};

type Shown = { end: VisitEnd; blocked: boolean };

export function VisitButton({ machine, mode = 'personal', compact = false }: VisitButtonProps) {
  const { t } = useTranslation('visit');
  const { http, brand } = useConsole();
  const [shown, setShown] = useState<Shown | null>(null);
  const { step, start: visit } = useRemoteVisit(http, brand);

  function start() {
    setShown(null);
    visit({ machine, mode, protocol: window.location.protocol }, (end) => {
      let blocked = false;
      if (end.type === 'access' && end.url) {
        const tab = window.open(end.url, '_blank');
        if (tab) tab.opener = null;
        else blocked = true;
      }
      setShown({ end, blocked });
    });
  }

  return (
    <>
      <ActionButton
        data-testid={`visit-${machine.machine_id}`}
        className={compact ? 'visit-button compact' : 'visit-button'}
        icon="pi pi-external-link"
        label={step ? t(`steps.${step}`) : t('button')}
        aria-label={t('buttonLabel', { name: machine.machine_name })}
        busy={step !== null}
        outlined={compact}
        onClick={start}
      />
      {/* Mounted only while open: a hidden dialog in every list row cost more than the row itself. */}
      {shown ? <VisitResultDialog name={machine.machine_name} shown={shown} onRetry={start} onClose={() => setShown(null)} /> : null}
    </>
  );
}

function VisitResultDialog({ name, shown, onRetry, onClose }: { name: string; shown: Shown; onRetry(): void; onClose(): void }) {
  const { t } = useTranslation('visit');
  const { t: tAny } = useTranslation();
  const { end, blocked } = shown;
  const kind = end.type === 'access' ? end.result.kind : end.type === 'local' ? 'local' : 'call';
  const title = end.type === 'access' ? tAny(end.result.messageKey)
    : end.type === 'local' ? tAny(end.messageKey)
    : tAny(end.message.key, end.message.values ?? {});
  const next = end.type === 'access' ? (blocked ? t('popupBlocked') : tAny(end.result.nextStepKey))
    : end.type === 'local' ? tAny(end.nextStepKey)
    : t('next.failed');
  const url = end.type === 'access' ? end.url : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('dialogTitle', { name })}
      width="min(32rem, 95vw)"
      testId="visit-dialog"
      footer={
        <div className="visit-actions">
          {url ? (
            <a className="p-button p-component" href={url} target="_blank" rel="noopener noreferrer" data-testid="visit-open-link">
              {t('openAgain')}
            </a>
          ) : (
            <ActionButton data-testid="visit-retry" icon="pi pi-refresh" label={t('retry')} onClick={onRetry} />
          )}
          <ActionButton data-testid="visit-close" outlined label={tAny('common:actions.close')} onClick={onClose} />
        </div>
      }
    >
      <div data-testid="visit-result" data-kind={kind} role={kind === 'success' ? 'status' : 'alert'}>
        <p className="visit-message">{title}</p>
        <p className="visit-next">{next}</p>
      </div>
    </Dialog>
  );
}
