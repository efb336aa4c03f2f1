// The session machine of /login's own first page with the full console's sign-in effects (sessionEffects.ts):
// loaded on demand by deferredSession.ts, so that XState is not part of the first screen.
import { createActor } from 'xstate';
import { provideSession } from '../app/sessionEffects';

export function startSession(effects: Parameters<typeof provideSession>[0]) {
  return createActor(provideSession(effects), { input: {} }).start();
}
