// The SCADA registration's checks (src/domain/scada.ts), which the form and the simulator both run: each field's
// verdict pinned at its edges, and how the machine-code text splits into codes.
import { describe, expect, it } from 'vitest';
import {
  checkScadaRegistration,
  SCADA_ACCOUNT_MAX,
  SCADA_DESCRIPTION_MAX,
  SCADA_MACHINES_MAX,
  SCADA_TEXT_MAX,
  splitMachineCodes,
  type ScadaRegistrationInput,
} from '../../src/domain/scada';

const error = (key: string) => ({ ok: false, error: `scada:rules.${key}` });
const OK = { ok: true };
const VALID: ScadaRegistrationInput = {
  account: 'ops@example.com',
  company: 'Acme',
  contactName: 'Li Lei',
  contactPhone: '13800138000',
  projectName: 'Line 9',
  machineCodes: ['ABC123', 'DEF456'],
  description: '',
};
const verdict = (change: Partial<ScadaRegistrationInput>) => checkScadaRegistration({ ...VALID, ...change });

describe('splitMachineCodes', () => {
  it('splits at blanks, commas and semicolons (full-width ones too) and drops empty pieces', () => {
    expect(splitMachineCodes(' ABC123,DEF456;GHI789，JKL012；MNO345\nPQR678\tSTU901  ')).toEqual(['ABC123', 'DEF456', 'GHI789', 'JKL012', 'MNO345', 'PQR678', 'STU901']);
    expect(splitMachineCodes('ABC123,,  ;DEF456')).toEqual(['ABC123', 'DEF456']);
    expect(splitMachineCodes('')).toEqual([]);
    expect(splitMachineCodes('A-B_C.D')).toEqual(['A-B_C.D']);
  });
});

describe('checkScadaRegistration', () => {
  it('takes a complete registration', () => {
    expect(checkScadaRegistration(VALID)).toEqual({ account: OK, company: OK, contactName: OK, contactPhone: OK, projectName: OK, machineCodes: OK, description: OK });
  });

  it('the account is a mainland mobile or an e-mail of up to 40 characters', () => {
    expect(verdict({ account: ' ' }).account).toEqual(error('accountRequired'));
    expect(verdict({ account: ' 13800138000 ' }).account).toEqual(OK);
    expect(verdict({ account: 'someone' }).account).toEqual(error('accountFormat'));
    const at40 = `${'a'.repeat(SCADA_ACCOUNT_MAX - 6)}@b.com`;
    expect(verdict({ account: at40 }).account).toEqual(OK);
    expect(verdict({ account: `a${at40}` }).account).toEqual(error('accountFormat'));
  });

  it.each(['company', 'contactName', 'projectName'] as const)('the %s is required and holds up to 40 characters', (field) => {
    expect(verdict({ [field]: '  ' })[field]).toEqual(error(`${field}Required`));
    expect(verdict({ [field]: ` ${'名'.repeat(SCADA_TEXT_MAX)} ` })[field]).toEqual(OK);
    expect(verdict({ [field]: '名'.repeat(SCADA_TEXT_MAX + 1) })[field]).toEqual(error(`${field}Length`));
  });

  it('the contact phone: digits, blanks and dashes with an optional leading +, 6 to 20 digits', () => {
    expect(verdict({ contactPhone: ' ' }).contactPhone).toEqual(error('contactPhoneRequired'));
    for (const phone of ['123456', ' +44 20-7946-0958 ', '1'.repeat(20), '+1 2 3 4 5 6']) expect(verdict({ contactPhone: phone }).contactPhone, phone).toEqual(OK);
    for (const phone of ['12345', '1'.repeat(21), '1234567x', '12+34567', '(010) 1234567', '++123456', '+ ', 'x123456'])
      expect(verdict({ contactPhone: phone }).contactPhone, phone).toEqual(error('contactPhoneFormat'));
  });

  it('the machine codes: 1 to 50 well-formed codes, none twice in any case', () => {
    expect(verdict({ machineCodes: [] }).machineCodes).toEqual(error('machineCodesRequired'));
    const codes = (n: number) => Array.from({ length: n }, (_, i) => `CODE${String(i).padStart(4, '0')}`);
    expect(verdict({ machineCodes: codes(SCADA_MACHINES_MAX) }).machineCodes).toEqual(OK);
    expect(verdict({ machineCodes: codes(SCADA_MACHINES_MAX + 1) }).machineCodes).toEqual(error('machineCodesTooMany'));
    expect(verdict({ machineCodes: ['ABC123', 'AB'] }).machineCodes).toEqual(error('machineCodesFormat'));
    expect(verdict({ machineCodes: ['ABC123', 'abc123'] }).machineCodes).toEqual(error('machineCodesDuplicate'));
    expect(verdict({ machineCodes: ['ABC123'] }).machineCodes).toEqual(OK);
  });

  it('the description may be empty and holds up to 200 characters, outer spaces aside', () => {
    expect(verdict({ description: ` ${'述'.repeat(SCADA_DESCRIPTION_MAX)} ` }).description).toEqual(OK);
    expect(verdict({ description: '述'.repeat(SCADA_DESCRIPTION_MAX + 1) }).description).toEqual(error('descriptionLength'));
  });
});
