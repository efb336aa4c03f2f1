import { http, HttpResponse } from 'msw';
import { cameraState } from '../camera/state';
import { readFields } from '../handlers/envelope';
import type { Sim } from '../sim';
import { findForControl } from '../world/accounts';

// /__sim/ezviz/* for QA and tests: read the camera cloud, revoke an AppKey, expire the access tokens.

export function ezvizControlHandlers(sim: Sim) {
  return [
    // ?account= narrows to one user's accounts. Secrets are masked here too.
    http.get('*/__sim/ezviz', ({ request }) => {
      const state = cameraState(sim.world);
      const account = new URL(request.url).searchParams.get('account') ?? '';
      const user = account ? findForControl(sim.world, account) : undefined;
      if (account && !user) return HttpResponse.json({ error: 'account not found' }, { status: 404 });
      const accounts = state.accounts
        .filter((a) => !user || a.userId === user.id)
        .map(({ secret, ...rest }) => ({ ...rest, secretTail: secret.slice(-4) }));
      const tokens = [...state.tokens.values()].map((t) => ({ ...t, live: t.expiresAt > sim.clock.now() }));
      return HttpResponse.json({ accounts, revoked: [...state.revoked], tokens });
    }),
    // {appKey}: the camera cloud refuses it from now on (checks, saves and live pictures).
    http.post('*/__sim/ezviz/revoke', async ({ request }) => {
      const appKey = ((await readFields(request)).appKey ?? '').trim().toLowerCase();
      if (appKey === '') return HttpResponse.json({ error: 'appKey required' }, { status: 400 });
      cameraState(sim.world).revoked.add(appKey);
      return HttpResponse.json({ revoked: appKey });
    }),
    // {} expires every access token now; {ttlMs} sets the lifetime of tokens issued from now on.
    http.post('*/__sim/ezviz/expire', async ({ request }) => {
      const fields = await readFields(request);
      const state = cameraState(sim.world);
      const ttl = Number(fields.ttlMs);
      if (fields.ttlMs !== undefined && (!Number.isFinite(ttl) || ttl <= 0)) return HttpResponse.json({ error: 'ttlMs must be positive' }, { status: 400 });
      if (fields.ttlMs !== undefined) state.tokenTtlMs = ttl;
      let expired = 0;
      for (const t of state.tokens.values()) {
        if (t.expiresAt > sim.clock.now()) {
          t.expiresAt = sim.clock.now();
          expired++;
        }
      }
      return HttpResponse.json({ expired, tokenTtlMs: state.tokenTtlMs });
    }),
  ];
}
