// The port a listening Node server was given (port 0 picks a free one): `address()` answers a string only for a
// pipe or socket file, and null before listening, neither of which a TCP server that has listened gives.
import type { AddressInfo } from 'node:net';

export function boundPort(server: { address(): AddressInfo | string | null }): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error(`the server is not listening on a TCP port (${String(address)})`);
  return address.port;
}
