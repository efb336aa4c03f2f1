// Sign-in protection for QA and tests (plain JSON, no envelope):
// GET  /__sim/security/locks: live locks {locks: [{userId, name, lockedUntil, remainingMs}]}; locks that ran out
//      since they were noticed are logged as ended ('lockout' entries of GET /__sim/log).
// POST /__sim/security/unlock {account}: ends a lock at once.
// GET  /__sim/security/sessions?account=: the account's live sessions with their public ids (tokenInfo's).
// POST /__sim/security/unverify {account, channel: 'phone'|'email'}: marks an address as waiting for activation.
// POST /__sim/security/twoFactor {account, channel: 'sms'|'email'|''}: switches two-factor sign-in without a code.
// Verification codes are read with GET /__sim/codes?account= (simulator/control.ts).
import { http, HttpResponse } from 'msw';
import type { Sim } from '../sim';
import { findForControl } from '../world/accounts';
import { currentLocks } from '../handlers/security';
import { liveSessionsOf, securityOf, sessionId, unlock } from '../world/security';
import { fieldsOf } from '../narrow';

async function json(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await request.json();
    return fieldsOf(parsed);
  } catch {
    return {};
  }
}

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const notFound = () => HttpResponse.json({ error: 'account not found' }, { status: 404 });

export function securityControlHandlers(sim: Sim) {
  return [
    http.get('*/__sim/security/locks', () => {
      const locks = currentLocks(sim).map((lock) => ({ ...lock, name: sim.world.users.find((u) => u.id === lock.userId)?.name ?? '' }));
      return HttpResponse.json({ now: sim.clock.now(), locks });
    }),

    http.post('*/__sim/security/unlock', async ({ request }) => {
      const user = findForControl(sim.world, str((await json(request)).account));
      if (!user) return notFound();
      const was = unlock(sim.world, user.id);
      sim.log.add('lockout', `lock of user ${user.id} lifted by the control API`, { userId: user.id, ended: true });
      return HttpResponse.json({ userId: user.id, wasLocked: was });
    }),

    http.get('*/__sim/security/sessions', ({ request }) => {
      const user = findForControl(sim.world, new URL(request.url).searchParams.get('account') ?? '');
      if (!user) return notFound();
      const sessions = liveSessionsOf(sim.world, user.id, sim.clock.now()).map((s) => ({
        id: sessionId(sim.world, s),
        token: s.token,
        terminalName: s.terminalName,
        loginIp: s.loginIp,
        loginTime: s.loginTime,
      }));
      return HttpResponse.json({ userId: user.id, sessions });
    }),

    http.post('*/__sim/security/unverify', async ({ request }) => {
      const body = await json(request);
      const user = findForControl(sim.world, str(body.account));
      if (!user) return notFound();
      if (body.channel !== 'phone' && body.channel !== 'email') return HttpResponse.json({ error: "channel is 'phone' or 'email'" }, { status: 400 });
      securityOf(sim.world, user.id).unverified.add(body.channel);
      return HttpResponse.json({ userId: user.id, unverified: [...securityOf(sim.world, user.id).unverified] });
    }),

    http.post('*/__sim/security/twoFactor', async ({ request }) => {
      const body = await json(request);
      const user = findForControl(sim.world, str(body.account));
      if (!user) return notFound();
      if (body.channel !== 'sms' && body.channel !== 'email' && body.channel !== '') {
        return HttpResponse.json({ error: "channel is 'sms', 'email' or ''" }, { status: 400 });
      }
      securityOf(sim.world, user.id).twoFactor = body.channel === '' ? undefined : body.channel;
      sim.log.add('control', `two-factor sign-in of user ${user.id} ${body.channel === '' ? 'off' : `on (${body.channel})`}`);
      return HttpResponse.json({ userId: user.id, twoFactor: body.channel });
    }),
  ];
}
