// scadaRegister: registering a SCADA installation with the device cloud (exempt from the mobile redirect). Every
// field is checked in the user's language before any call; the cloud's refusals land under the field they concern.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BusinessCode, outcomeMessage } from '../../domain/resultCodes';
import { scadaRegistrationSchema } from '../../domain/forms/scada';
import { SCADA_ACCOUNT_MAX, SCADA_DESCRIPTION_MAX, SCADA_MACHINES_MAX, SCADA_PHONE_MAX, SCADA_PHONE_MIN, SCADA_TEXT_MAX, type ScadaField } from '../../domain/scada';
import { MACHINE_CODE_MAX, MACHINE_CODE_MIN } from '../../domain/validation';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { failureOf } from '../data/callQuery';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { PublicData } from '../landing/PublicData';
import { useRegisterScada } from './queries';
import './scada.css';

type Draft = z.input<typeof scadaRegistrationSchema>;
const EMPTY: Draft = { account: '', company: '', contactName: '', contactPhone: '', projectName: '', machineCodes: '', description: '' };
const LIMITS = { max: SCADA_TEXT_MAX, accountMax: SCADA_ACCOUNT_MAX, descriptionMax: SCADA_DESCRIPTION_MAX, machinesMax: SCADA_MACHINES_MAX,
  phoneMin: SCADA_PHONE_MIN, phoneMax: SCADA_PHONE_MAX, codeMin: MACHINE_CODE_MIN, codeMax: MACHINE_CODE_MAX };

type Refusal = { key: string; values?: Record<string, unknown> };

/** The devices a refusal names (its `details`); a refusal without them names none. */
const namedCodes = z.object({ machineCodes: z.array(z.string()) });

function ScadaForm() {
  const { t } = useTranslation(['scada', 'errors']);
  const { http, go } = useConsole();
  const id = useId();
  const register = useRegisterScada(http);
  const form = useKitForm(scadaRegistrationSchema, EMPTY);
  const { errors } = form.formState;

  const outcome = register.error ? failureOf(register.error) : undefined;
  const refusal = outcome?.kind === 'business' ? outcome : undefined;
  const codesOf = (code: string) => (refusal?.code === code ? (namedCodes.safeParse(refusal.details).data?.machineCodes ?? []) : undefined);
  const unknownCodes = codesOf(BusinessCode.ScadaMachineUnknown);
  const notHeldCodes = codesOf(BusinessCode.ScadaMachineNotHeld);
  // The cloud's refusals, under the field they concern.
  const serverError: Partial<Record<ScadaField, Refusal>> = {};
  if (unknownCodes) serverError.machineCodes = { key: 'scada:rules.machineCodesUnknown', values: { codes: unknownCodes.join(', ') } };
  if (notHeldCodes) serverError.machineCodes = { key: 'scada:rules.machineCodesNotHeld', values: { codes: notHeldCodes.join(', ') } };
  if (refusal?.code === BusinessCode.ScadaProjectExists) serverError.projectName = { key: refusal.messageKey };
  // Signed out, the cloud registers only an existing account's own devices.
  if (refusal?.code === BusinessCode.ScadaAccountUnknown) serverError.account = { key: refusal.messageKey };
  const general = outcome && Object.keys(serverError).length === 0 ? outcomeMessage(outcome) : undefined;

  const submit = form.handleSubmit((input) => register.mutate(input));

  if (register.data) {
    const done = register.data;
    return (
      <div className="scada-done" role="status" data-testid="scada-done">
        <h2>{t('done.title')}</h2>
        <p>{t('done.text', { id: done.registrationId, project: done.projectName, count: done.machineCount })}</p>
        <div className="scada-actions">
          <ActionButton outlined label={t('done.again')} onClick={() => { register.reset(); form.reset(EMPTY); }} />
          <ActionButton label={t('done.signIn')} onClick={() => go('/login')} />
        </div>
      </div>
    );
  }

  const field = (name: ScadaField, multiline = false) => {
    const server = serverError[name];
    // A change after the cloud's refusal asks again.
    const control = form.register(name, { onChange: () => register.error && register.reset() });
    return (
      <Field id={`${id}-${name}`} className={`scada-field${multiline ? ' scada-wide' : ''}`} label={`${t(`fields.${name}`)}${name === 'description' ? '' : ' *'}`}
        error={server?.key ?? errors[name]} values={server ? server.values : LIMITS} help={t(`help.${name}`, LIMITS)} helpClassName="scada-help"
        errorTestId={`scada-${name}-error`}>
        {({ invalid, ...aria }) => multiline ? (
          <textarea {...aria} data-testid={`scada-${name}`} rows={3} className={`p-inputtext p-component ctl-input scada-textarea${invalid ? ' p-invalid' : ''}`} {...control} />
        ) : (
          <TextInput {...aria} data-testid={`scada-${name}`} invalid={invalid} {...control} />
        )}
      </Field>
    );
  };

  return (
    <form className="scada-form" onSubmit={(e) => void submit(e)} noValidate data-testid="scada-form">
      {field('account')}
      {field('company')}
      {field('contactName')}
      {field('contactPhone')}
      {field('projectName')}
      {field('machineCodes', true)}
      {field('description', true)}
      {general ? <p className="p-error scada-wide" role="alert" data-testid="scada-error">{t(general.key, general.values ?? {})}</p> : null}
      <div className="scada-actions scada-wide">
        <ActionButton type="submit" icon="pi pi-check" label={t('submit')} busy={register.isPending} data-testid="scada-submit" />
      </div>
    </form>
  );
}

export default function ScadaRegisterPage() {
  const { t } = useTranslation('scada');
  return (
    <PublicData>
      <section className="scada-page" aria-labelledby="scada-title" data-testid="scada-page">
        <h1 id="scada-title">{t('title')}</h1>
        <p className="scada-intro">{t('intro')}</p>
        <ScadaForm />
      </section>
    </PublicData>
  );
}
