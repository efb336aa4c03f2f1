// SIM_REPLAY: a socket opened with a recorded session's token (`sid=rec-token-1`) gets that session's recorded
// frames on their recorded timeline, counted from the socket's opening; its heartbeats are answered as the hub
// answers them. Other sockets go to the simulated world's hub. A wrapper around the hub, as the realtime faults are.
import { decodeMessage, encodeMessage } from '../../src/domain/realtime/codec';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';
import type { HubConnection } from '../realtime/connectionIndex';
import type { Sim } from '../sim';
import { PLACEHOLDER } from './redact';
import type { Replay } from './replay';

export function installReplaySocket(sim: Sim, replay: Replay): void {
  const hub = sim.hub;
  const connect = hub.connect.bind(hub);
  const receive = hub.receive.bind(hub);
  const disconnect = hub.disconnect.bind(hub);
  const timers = new Map<HubConnection, NodeJS.Timeout[]>();
  let nextId = -1;
  hub.connect = (token, socket) => {
    if (!PLACEHOLDER.test(token)) return connect(token, socket);
    const connection: HubConnection = { id: nextId--, userId: -1, token, openedAt: sim.clock.now(), socket };
    const own: NodeJS.Timeout[] = [];
    for (const line of replay.framesOf(token)) {
      const message = line.message as RealtimeMessage | undefined;
      if (!message || typeof message !== 'object' || message.type === 'heartbeat') continue;
      let bytes: Uint8Array;
      try {
        bytes = encodeMessage(message);
      } catch {
        continue;
      }
      own.push(setTimeout(() => socket.send(bytes), line.t));
    }
    timers.set(connection, own);
    sim.log.add('realtime', `replaying ${own.length} recorded frames to ${token}`);
    return connection;
  };
  hub.receive = (connection, data) => {
    if (!timers.has(connection)) return receive(connection, data);
    try {
      if (decodeMessage(data).type === 'heartbeat') {
        const at = sim.clock.now();
        connection.socket.send(encodeMessage({ type: 'heartbeat', at, sentAt: at }));
      }
    } catch {
      // An undecodable frame is ignored, as the hub ignores it.
    }
    return undefined;
  };
  hub.disconnect = (connection) => {
    const own = timers.get(connection);
    if (!own) return disconnect(connection);
    for (const timer of own) clearTimeout(timer);
    timers.delete(connection);
    return undefined;
  };
}
