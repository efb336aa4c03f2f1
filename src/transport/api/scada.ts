// POST /api/common/scadaRegister: the SCADA registration (an API extension; docs/decisions.md). Public.
import type { Http, Result } from '../http';
import type { ScadaRegistrationInput } from '../../domain/scada';
import type { ScadaRegistration } from '../../domain/wire/scada';

export type { ScadaRegistration };

/** Refusals: InvalidInput, ScadaMachineUnknown (hwdata.machineCodes), ScadaProjectExists. */
export function registerScada(http: Http, input: ScadaRegistrationInput): Promise<Result<ScadaRegistration>> {
  return http.call<ScadaRegistration>({
    path: '/api/common/scadaRegister',
    body: { ...input, machineCodes: input.machineCodes.join(',') },
    auth: false,
    quiet: true,
  });
}
