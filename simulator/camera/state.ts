// The simulated camera cloud (Ezviz): the users' camera accounts as the device cloud stores them, the AppKeys the
// camera cloud has revoked, and the access tokens it issued. Kept per world, so a reset starts it afresh.
import { EZVIZ_TOKEN_TTL_MS } from '../../src/domain/ezviz';
import type { World } from '../world/types';

export type CameraAccount = {
  id: number;
  userId: number;
  name: string;
  appKey: string;
  /** Stored in full (the camera cloud needs it); it never leaves the simulator in full. */
  secret: string;
  remark: string;
  isDefault: boolean;
  createdAt: number;
};

export type AccessToken = { token: string; appKey: string; issuedAt: number; expiresAt: number };

export type CameraState = {
  accounts: CameraAccount[];
  revoked: Set<string>;
  tokens: Map<string, AccessToken>;
  nextId: number;
  tokenTtlMs: number;
};

const states = new WeakMap<World, CameraState>();

export function cameraState(world: World): CameraState {
  let state = states.get(world);
  if (!state) {
    state = { accounts: [], revoked: new Set(), tokens: new Map(), nextId: 1, tokenTtlMs: EZVIZ_TOKEN_TTL_MS };
    states.set(world, state);
  }
  return state;
}

/** The live token the camera cloud holds for an AppKey, or a new one (as the real token/get call does). */
export function accessTokenFor(state: CameraState, appKey: string, now: number): AccessToken {
  for (const t of state.tokens.values()) {
    if (t.appKey === appKey && t.expiresAt > now) return t;
  }
  const token = `at.${appKey.slice(0, 8)}.${now.toString(36)}.${state.tokens.size.toString(36)}`;
  const issued = { token, appKey, issuedAt: now, expiresAt: now + state.tokenTtlMs };
  state.tokens.set(token, issued);
  return issued;
}

export type TokenVerdict = { ok: true; token: AccessToken } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

export function checkAccessToken(state: CameraState, token: string, now: number): TokenVerdict {
  const found = state.tokens.get(token);
  if (!found) return { ok: false, reason: 'unknown' };
  if (state.revoked.has(found.appKey)) return { ok: false, reason: 'revoked' };
  if (found.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, token: found };
}
