import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scanCodeSchema } from '../../domain/forms/devices';
import { outcomeMessage } from '../../domain/resultCodes';
import type { ScanCodeResult } from '../../transport/api/machine';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
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
  const form = useKitForm(scanCodeSchema, { text: '' });
  const refused = form.formState.errors.text;
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

  const check = form.handleSubmit(({ text }) => {
    handed.current = undefined;
    if (asked === text) void resolve.refetch();
    else setAsked(text);
  });

  // The cloud's refusal shows where the missing text's does, once the text is there.
  const failure = !refused && resolve.isError && !busy ? outcomeMessage(failureOf(resolve.error)) : undefined;
  return (
    <form className="device-form" onSubmit={(event) => void check(event)} noValidate data-testid="scan-form">
      <p className="device-hint">{t('scan.hint')}</p>
      <Field id="scan-code" className="device-field" label={t('scan.label')} error={refused} errorTestId="scan-failure">
        {({ invalid, ...control }) => (
          <textarea {...control} data-testid="scan-code" className={`p-inputtext p-component${invalid ? ' p-invalid' : ''}`} rows={2} {...form.register('text')} />
        )}
      </Field>
      {failure ? (
        <p className="p-error device-form-failure" role="alert" data-testid="scan-failure">
          {tAny(failure.key, failure.values)}
        </p>
      ) : null}
      <ActionButton type="submit" label={t('scan.check')} icon="pi pi-qrcode" busy={busy} data-testid="scan-check" />
    </form>
  );
}
