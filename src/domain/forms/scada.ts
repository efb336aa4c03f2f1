// The SCADA registration form's schema, from the checks of scada.ts (the simulator runs the same ones): each field
// is checked on its own, the machine codes as the list the text splits into; the output is the call's input.
import { z } from 'zod';
import { ruled } from '../formSchemas';
import { checkScadaRegistration, splitMachineCodes, type ScadaField, type ScadaRegistrationInput } from '../scada';

const BLANK: ScadaRegistrationInput = { account: '', company: '', contactName: '', contactPhone: '', projectName: '', machineCodes: [], description: '' };

/** One field's verdict of checkScadaRegistration, the others blank (no field's rule reads another). */
const checkOne = (field: ScadaField) => (text: string) =>
  checkScadaRegistration({ ...BLANK, [field]: field === 'machineCodes' ? splitMachineCodes(text) : text })[field];

export const scadaRegistrationSchema = z
  .object({
    account: ruled(checkOne('account'), { trim: true }),
    company: ruled(checkOne('company'), { trim: true }),
    contactName: ruled(checkOne('contactName'), { trim: true }),
    contactPhone: ruled(checkOne('contactPhone'), { trim: true }),
    projectName: ruled(checkOne('projectName'), { trim: true }),
    machineCodes: ruled(checkOne('machineCodes')),
    description: ruled(checkOne('description'), { trim: true }),
  })
  .transform((values) => ({ ...values, machineCodes: splitMachineCodes(values.machineCodes) }));
