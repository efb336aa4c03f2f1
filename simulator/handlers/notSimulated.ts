import { http } from 'msw';
import { fail, SimCode } from './envelope';

/**
 * Every call of calls.tsv the simulator does not play yet gets one honest answer instead of an invented one:
 * hwcode 501 ("not implemented" to the console) naming the call. It must be the last handler.
 */
export function notSimulatedHandlers() {
  const answer = ({ request }: { request: Request }) =>
    fail(SimCode.notSimulated, { message: 'not simulated', method: request.method, path: new URL(request.url).pathname });
  return [http.all('*/api/*', answer), http.all('*/eapi/*', answer)];
}
