// Realtime faults: frames the hub sends are dropped or delayed as the faults say. A wrapper around the hub's
// `connect` (the hub itself stays fault-free): each socket's `send` asks the fault store first.
import type { HubSocket } from '../realtime/connectionIndex';
import type { Sim } from '../sim';
import { faultsOf } from './faults';

const installed = new WeakSet<Sim>();

export function installRealtimeFaults(sim: Sim): void {
  if (installed.has(sim)) return;
  installed.add(sim);
  const hub = sim.hub;
  const connect = hub.connect.bind(hub);
  hub.connect = (token, socket) => {
    // Known once the hub took the socket; frames sent before (none today) match no account.
    const owner: { userId?: number } = {};
    const faulty: HubSocket = {
      send(data) {
        const decision = faultsOf(sim).decideFrame(owner.userId);
        if (decision.drop) {
          sim.log.add('fault', `fault ${decision.faultIds.join(', ')} dropped a realtime frame`);
          return false;
        }
        if (decision.delayMs > 0) {
          sim.log.add('fault', `fault ${decision.faultIds.join(', ')} delayed a realtime frame ${decision.delayMs} ms`);
          setTimeout(() => socket.send(data), decision.delayMs);
          return true;
        }
        return socket.send(data);
      },
      close: (code, reason) => socket.close(code, reason),
    };
    const connection = connect(token, faulty);
    owner.userId = connection?.userId;
    return connection;
  };
}
