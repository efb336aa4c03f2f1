import { http, HttpResponse } from 'msw';
import { CONTROL_LIMITS, checkNumber, checkText } from './control/limits';
import { messageFromJson } from './realtime/messageFromJson';
import { faultsOf } from './faults/faults';
import type { Sim } from './sim';
import { barePhone, findForControl } from './world/accounts';
import { confirmQr, scanQr } from './world/qr';
import { endSessionsOf, isLive } from './world/sessions';
import type { SimUser } from './world/types';
import { snapshotStoreOf } from './state/snapshots';
import { fieldsOf } from './narrow';

// The /__sim/ control API for QA and tests: plain JSON in and out (no envelope), HTTP statuses for mistakes.

async function body(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return fieldsOf(parsed);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const notFound = (what: string) => HttpResponse.json({ error: `${what} not found` }, { status: 404 });
const badRequest = (why: string) => HttpResponse.json({ error: why }, { status: 400 });

export function controlHandlers(sim: Sim) {
  const user = (account: unknown): SimUser | undefined => findForControl(sim.world, str(account));

  return [
    http.post('*/__sim/reset', async ({ request }) => {
      const b = await body(request);
      const seed = b.seed === undefined ? undefined : checkNumber('seed', b.seed, 0, CONTROL_LIMITS.seed, { integer: true });
      const devices = b.devices === undefined ? undefined : checkNumber('devices', b.devices, 0, CONTROL_LIMITS.worldDevices, { integer: true });
      for (const checked of [seed, devices]) if (checked && !checked.ok) return badRequest(checked.error);
      sim.reset({ seed: seed?.ok ? seed.value : undefined, devices: devices?.ok ? devices.value : undefined });
      // Snapshots held in memory go with the world they were taken of (files stay).
      snapshotStoreOf(sim).clear?.();
      return HttpResponse.json({ seed: sim.world.seed, devices: sim.world.devices.length });
    }),

    http.post('*/__sim/expire', async ({ request }) => {
      const target = user((await body(request)).account);
      if (!target) return notFound('account');
      const tokens = endSessionsOf(sim.world, target.id, sim.clock.now());
      const closed = sim.hub.closeTokens(tokens, 'token expired');
      sim.log.add('control', `expired ${tokens.length} tokens of user ${target.id}`);
      return HttpResponse.json({ userId: target.id, expired: tokens.length, socketsClosed: closed });
    }),

    http.post('*/__sim/drop', async ({ request }) => {
      const b = await body(request);
      if (b.account === undefined || b.account === '') return HttpResponse.json({ dropped: sim.hub.drop() });
      const target = user(b.account);
      if (!target) return notFound('account');
      return HttpResponse.json({ userId: target.id, dropped: sim.hub.drop(target.id) });
    }),

    http.post('*/__sim/push', async ({ request }) => {
      const b = await body(request);
      const target = user(b.account);
      if (!target) return notFound('account');
      const text = fieldsOf(b.message).content;
      const long = checkText('message.content', text);
      if (!long.ok) return badRequest(long.error);
      const message = messageFromJson(b.message, sim.clock.now());
      if (!message) return badRequest('message.type must be one of the realtime message types');
      const { delivered, dropped } = sim.hub.pushCounted(target.id, message);
      // A user-logout message ends the sessions it logs out, on the server too (their tokens answer 113 from now).
      let ended = 0;
      if (message.type === 'userLogout') {
        const tokens = endSessionsOf(sim.world, target.id, sim.clock.now());
        ended = tokens.length;
        sim.log.add('control', `user-logout pushed to user ${target.id}: ${ended} sessions ended`);
      }
      // The echo of a 5 MB text would cost as much as the text itself: say how long it was instead.
      const echoed = typeof text === 'string' && text.length > 1000 ? { ...message, content: `(${text.length} characters)` } : message;
      return HttpResponse.json({ userId: target.id, delivered, dropped, message: echoed, ...(message.type === 'userLogout' ? { sessionsEnded: ended } : {}) });
    }),

    http.get('*/__sim/codes', ({ request }) => {
      const account = new URL(request.url).searchParams.get('account')?.trim() ?? '';
      // Codes go to a phone or an e-mail; any name of a known account (account name, id) finds both of its own,
      // and an address nobody has yet (a registration) matches as typed.
      const known = account === '' ? undefined : findForControl(sim.world, account);
      const wanted = [account.toLowerCase(), barePhone(account), ...(known ? [known.phone, known.email.toLowerCase()].filter(Boolean) : [])];
      const codes = sim.world.codes.filter((c) => account === '' || wanted.includes(c.target));
      return HttpResponse.json({ codes });
    }),

    http.post('*/__sim/qr/confirm', async ({ request }) => {
      const b = await body(request);
      const target = user(b.account);
      if (!target) return notFound('account');
      const state = confirmQr(sim.world, str(b.qrToken), target.id, sim.clock.now());
      if (state === 'unknown') return notFound('qrToken');
      if (state === 'expired') return HttpResponse.json({ state }, { status: 409 });
      sim.log.add('control', `QR login confirmed for user ${target.id}`);
      return HttpResponse.json({ state, userId: target.id });
    }),

    http.post('*/__sim/qr/scan', async ({ request }) => {
      const state = scanQr(sim.world, str((await body(request)).qrToken), sim.clock.now());
      if (state === 'unknown') return notFound('qrToken');
      return HttpResponse.json({ state }, { status: state === 'scanned' ? 200 : 409 });
    }),

    // Moves the simulator's clock forward: code expiry, rate limits and token lifetimes without waiting.
    http.post('*/__sim/clock', async ({ request }) => {
      const advance = checkNumber('advanceMs', (await body(request)).advanceMs, 0, CONTROL_LIMITS.clockMs, { fallback: 0 });
      if (!advance.ok) return badRequest(advance.error);
      return HttpResponse.json({ now: sim.clock.advance(advance.value) });
    }),

    http.get('*/__sim/state', () => {
      const now = sim.clock.now();
      const w = sim.world;
      return HttpResponse.json({
        seed: w.seed,
        now,
        users: w.users.length,
        enterprises: w.enterprises.length,
        devices: w.devices.length,
        onlineDevices: w.devices.filter((d) => d.online).length,
        liveSessions: [...w.sessions.values()].filter((s) => isLive(s, now)).length,
        codesSent: w.codes.length,
        connections: sim.hub.size(),
        connectionsPerUser: sim.hub.connectionsPerUser(),
        faults: faultsOf(sim).list(),
      });
    }),

    http.get('*/__sim/user', ({ request }) => {
      const target = user(new URL(request.url).searchParams.get('account'));
      if (!target) return notFound('account');
      return HttpResponse.json({
        id: target.id,
        name: target.name,
        connections: sim.hub.connectionsPerUser()[String(target.id)] ?? 0,
      });
    }),

    http.get('*/__sim/log', () => HttpResponse.json({ entries: sim.log.entries() })),
  ];
}
