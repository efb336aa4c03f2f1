// SCADA registration (route scadaRegister): what registering a SCADA installation against the device cloud needs,
// and the checks both the form and the simulator run. The call is an extension of the API (docs/decisions.md).
import { checkMachineCode, isEmail, isMainlandPhone, type Check } from './validation';

export const SCADA_ACCOUNT_MAX = 40;
export const SCADA_TEXT_MAX = 40;
export const SCADA_DESCRIPTION_MAX = 200;
export const SCADA_MACHINES_MAX = 50;
export const SCADA_PHONE_MIN = 6;
export const SCADA_PHONE_MAX = 20;

export interface ScadaRegistrationInput {
  /** The cloud account (phone or e-mail) the installation reports under. */
  account: string;
  company: string;
  contactName: string;
  contactPhone: string;
  projectName: string;
  /** Machine codes of the installation's devices, one per line or comma separated. */
  machineCodes: string[];
  description: string;
}

export type ScadaField = keyof ScadaRegistrationInput;

const fail = (error: string): Check => ({ ok: false, error: `scada:rules.${error}` });
const OK: Check = { ok: true };
const length = (text: string) => [...text.trim()].length;

export function splitMachineCodes(text: string): string[] {
  // The pieces hold no blanks (blanks split); a run of separators leaves empty pieces, which go.
  // Stryker disable next-line Regex: equivalent, one separator or a run of them leaves the same non-empty pieces
  return text.split(/[\s,;，；]+/).filter((c) => c !== '');
}

function checkText(value: string, field: string, max: number): Check {
  if (value.trim() === '') return fail(`${field}Required`);
  return length(value) <= max ? OK : fail(`${field}Length`);
}

/** Digits, spaces and dashes, a leading + for other countries; SCADA_PHONE_MIN to SCADA_PHONE_MAX digits. */
function phoneOk(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d\s-]+$/.test(phone) && digits >= SCADA_PHONE_MIN && digits <= SCADA_PHONE_MAX;
}

function checkCodes(codes: string[]): Check {
  if (codes.length === 0) return fail('machineCodesRequired');
  if (codes.length > SCADA_MACHINES_MAX) return fail('machineCodesTooMany');
  if (codes.some((c) => !checkMachineCode(c).ok)) return fail('machineCodesFormat');
  // Stryker disable next-line MethodExpression: equivalent, the codes passed the format check above (ASCII letters, digits, hyphens), where upper and lower case fold alike
  if (new Set(codes.map((c) => c.toUpperCase())).size !== codes.length) return fail('machineCodesDuplicate');
  return OK;
}

/** Every field's verdict; the form shows them all at once and calls only when every one is ok. */
export function checkScadaRegistration(input: ScadaRegistrationInput): Record<ScadaField, Check> {
  const account = input.account.trim();
  return {
    account: account === '' ? fail('accountRequired') : isEmail(account) || isMainlandPhone(account) ? (length(account) <= SCADA_ACCOUNT_MAX ? OK : fail('accountFormat')) : fail('accountFormat'),
    company: checkText(input.company, 'company', SCADA_TEXT_MAX),
    contactName: checkText(input.contactName, 'contactName', SCADA_TEXT_MAX),
    contactPhone: input.contactPhone.trim() === '' ? fail('contactPhoneRequired') : phoneOk(input.contactPhone.trim()) ? OK : fail('contactPhoneFormat'),
    projectName: checkText(input.projectName, 'projectName', SCADA_TEXT_MAX),
    machineCodes: checkCodes(input.machineCodes),
    description: length(input.description) <= SCADA_DESCRIPTION_MAX ? OK : fail('descriptionLength'),
  };
}
