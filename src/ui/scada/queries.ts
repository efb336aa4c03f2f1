// Server state of the SCADA registration: one mutation (nothing to list; the registrations live in the cloud).
import { useMutation } from '../data/mutation';
import type { ScadaRegistrationInput } from '../../domain/scada';
import { registerScada } from '../../transport/api/scada';
import type { Http } from '../../transport/http';
import { unwrap } from '../data/callQuery';

const scadaKeys = { all: ['scada'] as const };

export function useRegisterScada(http: Http) {
  return useMutation({ mutationKey: scadaKeys.all, mutationFn: (input: ScadaRegistrationInput) => unwrap(registerScada(http, input)) });
}
