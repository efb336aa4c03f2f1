import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeMessage, type Outcome } from '../../domain/resultCodes';
import { scanCodeCheck, type ScanCodeResult } from '../../transport/api/machine';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { FieldRow } from './FieldRow';
import { useMutation } from '@tanstack/react-query';
import { failureOf, unwrap } from '../data/callQuery';

/**
 * A device nobody owns yet offers a binding code (on its screen and label). The console has no camera reader: the
 * user pastes the text a phone's scanner read, and the cloud resolves it to the device's code and password.
 */
export function ScanCodeForm({ onResolved }: { onResolved(result: ScanCodeResult): void }) {
  const { t } = useTranslation('devices');
  const { t: tAny } = useTranslation();
  const { http } = useConsole();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<Outcome | 'required' | undefined>();
  const resolve = useMutation({ mutationFn: (scanned: string) => unwrap(scanCodeCheck(http, scanned)) });
  const busy = resolve.isPending;

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setFailure('required');
      return;
    }
    setFailure(undefined);
    resolve.mutate(text.trim(), { onSuccess: onResolved, onError: (error) => setFailure(failureOf(error)) });
  };

  const message = failure === undefined ? undefined : failure === 'required' ? { key: 'devices:scan.required' } : outcomeMessage(failure);
  return (
    <form className="device-form" onSubmit={check} noValidate data-testid="scan-form">
      <p className="device-hint">{t('scan.hint')}</p>
      <FieldRow id="scan-code" label={t('scan.label')}>
        <textarea id="scan-code" data-testid="scan-code" className="p-inputtext p-component" rows={2} value={text} onChange={(event) => setText(event.target.value)} />
      </FieldRow>
      {message ? (
        <p className="p-error device-form-failure" role="alert" data-testid="scan-failure">
          {tAny(message.key, message.values)}
        </p>
      ) : null}
      <ActionButton type="submit" label={t('scan.check')} icon="pi pi-qrcode" busy={busy} data-testid="scan-check" />
    </form>
  );
}
