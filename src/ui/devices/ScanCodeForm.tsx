import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeMessage, type Outcome } from '../../domain/resultCodes';
import type { ScanCodeResult } from '../../transport/api/machine';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { FieldRow } from './FieldRow';
import { useQuery } from '@tanstack/react-query';
import { failureOf } from '../data/callQuery';
import { scanCodeQuery } from './queries';

/**
 * A device nobody owns yet offers a binding code (on its screen and label). The console has no camera reader: the
 * user pastes the text a phone's scanner read, and the cloud resolves it to the device's code and password.
 */
export function ScanCodeForm({ onResolved }: { onResolved(result: ScanCodeResult): void }) {
  const { t } = useTranslation('devices');
  const { t: tAny } = useTranslation();
  const { http } = useConsole();
  const [text, setText] = useState('');
  const [required, setRequired] = useState(false);
  // The pasted text the user asked about: resolving it is a read (a query), asked again on every check.
  const [asked, setAsked] = useState<string>();
  const resolve = useQuery(scanCodeQuery(http, asked));
  const busy = resolve.isFetching;
  // Each answer is handed on once (the form below it then takes the code and password).
  const handed = useRef<ScanCodeResult>(undefined);
  useEffect(() => {
    if (!resolve.data || resolve.isFetching || handed.current === resolve.data) return;
    handed.current = resolve.data;
    onResolved(resolve.data);
  }, [resolve.data, resolve.isFetching, onResolved]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    setRequired(text.trim() === '');
    if (text.trim() === '') return;
    handed.current = undefined;
    if (asked === text.trim()) void resolve.refetch();
    else setAsked(text.trim());
  };

  const failure: Outcome | 'required' | undefined = required ? 'required' : resolve.isError && !busy ? failureOf(resolve.error) : undefined;
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
