// Loaded on demand by the runtime (see wiring.ts): keeps the socket and protobuf codec out of the login bundle.
import { createEchoSocket } from '../../transport/echoSocket';
import { echoUrl } from '../../transport/config';

export function makeEchoSocket() {
  return createEchoSocket({ url: echoUrl });
}
