// scadaRegister: registering a SCADA installation with the device cloud (exempt from the mobile redirect). Every
// field is checked in the user's language before any call; the cloud's refusals land under the field they concern.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessCode, outcomeMessage } from '../../domain/resultCodes';
import { checkScadaRegistration, SCADA_ACCOUNT_MAX, SCADA_DESCRIPTION_MAX, SCADA_MACHINES_MAX, SCADA_PHONE_MAX, SCADA_PHONE_MIN, SCADA_TEXT_MAX, splitMachineCodes, type ScadaField, type ScadaRegistrationInput } from '../../domain/scada';
import { MACHINE_CODE_MAX, MACHINE_CODE_MIN } from '../../domain/validation';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { failureOf } from '../data/callQuery';
import { PublicData } from '../landing/PublicData';
import { useRegisterScada } from './queries';
import './scada.css';

type Draft = Record<Exclude<ScadaField, 'machineCodes'>, string> & { machineCodes: string };
const EMPTY: Draft = { account: '', company: '', contactName: '', contactPhone: '', projectName: '', machineCodes: '', description: '' };
const FIELDS: ScadaField[] = ['account', 'company', 'contactName', 'contactPhone', 'projectName', 'machineCodes', 'description'];
const LIMITS = { max: SCADA_TEXT_MAX, accountMax: SCADA_ACCOUNT_MAX, descriptionMax: SCADA_DESCRIPTION_MAX, machinesMax: SCADA_MACHINES_MAX,
  phoneMin: SCADA_PHONE_MIN, phoneMax: SCADA_PHONE_MAX, codeMin: MACHINE_CODE_MIN, codeMax: MACHINE_CODE_MAX };

const inputOf = (draft: Draft): ScadaRegistrationInput => ({
  account: draft.account.trim(),
  company: draft.company.trim(),
  contactName: draft.contactName.trim(),
  contactPhone: draft.contactPhone.trim(),
  projectName: draft.projectName.trim(),
  machineCodes: splitMachineCodes(draft.machineCodes),
  description: draft.description.trim(),
});

function ScadaForm() {
  const { t } = useTranslation(['scada', 'errors']);
  const { http, go } = useConsole();
  const id = useId();
  const register = useRegisterScada(http);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const checks = checkScadaRegistration(inputOf(draft));

  const outcome = register.error ? failureOf(register.error) : undefined;
  const refusal = outcome?.kind === 'business' ? outcome : undefined;
  const codesOf = (code: string) => (refusal?.code === code ? ((refusal.details as { machineCodes?: string[] } | undefined)?.machineCodes ?? []) : undefined);
  const unknownCodes = codesOf(BusinessCode.ScadaMachineUnknown);
  const notHeldCodes = codesOf(BusinessCode.ScadaMachineNotHeld);
  const serverError: Partial<Record<ScadaField, string>> = {};
  if (unknownCodes) serverError.machineCodes = t('rules.machineCodesUnknown', { codes: unknownCodes.join(', ') });
  if (notHeldCodes) serverError.machineCodes = t('rules.machineCodesNotHeld', { codes: notHeldCodes.join(', ') });
  if (refusal?.code === BusinessCode.ScadaProjectExists) serverError.projectName = t(refusal.messageKey);
  // Signed out, the cloud registers only an existing account's own devices.
  if (refusal?.code === BusinessCode.ScadaAccountUnknown) serverError.account = t(refusal.messageKey);
  const general = outcome && Object.keys(serverError).length === 0 ? outcomeMessage(outcome) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(checks).some((c) => !c.ok)) {
      const first = FIELDS.find((f) => !checks[f].ok);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    register.mutate(inputOf(draft));
  };

  if (register.data) {
    const done = register.data;
    return (
      <div className="scada-done" role="status" data-testid="scada-done">
        <h2>{t('done.title')}</h2>
        <p>{t('done.text', { id: done.registrationId, project: done.projectName, count: done.machineCount })}</p>
        <div className="scada-actions">
          <ActionButton outlined label={t('done.again')} onClick={() => { register.reset(); setDraft(EMPTY); setTried(false); }} />
          <ActionButton label={t('done.signIn')} onClick={() => go('/login')} />
        </div>
      </div>
    );
  }

  const field = (name: ScadaField, multiline = false) => {
    const check = checks[name];
    const error = serverError[name] ?? (tried && !check.ok ? t(check.error, LIMITS) : undefined);
    const common = {
      id: `${id}-${name}`,
      'data-testid': `scada-${name}`,
      value: draft[name],
      'aria-invalid': Boolean(error),
      'aria-describedby': `${id}-${name}-help`,
    };
    const onChange = (value: string) => {
      if (register.error) register.reset();
      setDraft((d) => ({ ...d, [name]: value }));
    };
    return (
      <div className={`scada-field${multiline ? ' scada-wide' : ''}`}>
        <label htmlFor={common.id}>{t(`fields.${name}`)}{name === 'description' ? '' : ' *'}</label>
        {multiline ? (
          <textarea {...common} rows={3} className={`p-inputtext p-component ctl-input scada-textarea${error ? ' p-invalid' : ''}`} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <TextInput {...common} invalid={Boolean(error)} onChange={(e) => onChange(e.target.value)} />
        )}
        <small id={`${id}-${name}-help`} className={error ? 'p-error' : 'scada-help'} role={error ? 'alert' : undefined} data-testid={error ? `scada-${name}-error` : undefined}>
          {error ?? t(`help.${name}`, LIMITS)}
        </small>
      </div>
    );
  };

  return (
    <form className="scada-form" onSubmit={submit} noValidate data-testid="scada-form">
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
