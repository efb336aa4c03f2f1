// Behind CLOUD_URL the server knows no accounts of its own: it learns them from the sign-ins that pass through it
// (the login's name, and the token, user id, phone and e-mail of the answer). Faults scoped to an account and the
// journal's account filter use these. An account named before its sign-in gets an id at once, so a fault can wait
// for it. Bounded: the oldest names and tokens go first.
import { fieldsOf } from '../narrow';

const MAX_NAMES = 10_000;
const MAX_TOKENS = 10_000;

export type ProxyAccounts = {
  /** A successful login: `loginName` as typed, the answer's hwdata. */
  learn(loginName: string, hwdata: unknown): void;
  /** The id of an account name (a new one when never seen). */
  accountId(name: string): number;
  userOfToken(token: string | null | undefined): number | undefined;
  /** The names a token's account is known by. */
  namesOf(token: string | null | undefined): string[] | undefined;
};

export function createProxyAccounts(): ProxyAccounts {
  const ids = new Map<string, number>();
  const names = new Map<number, Set<string>>();
  const tokens = new Map<string, number>();
  let next = 1;
  const norm = (name: string) => name.trim().toLowerCase();
  const accountId = (name: string) => {
    const key = norm(name);
    let id = ids.get(key);
    if (id === undefined) {
      if (ids.size >= MAX_NAMES) ids.delete(ids.keys().next().value!);
      id = next++;
      ids.set(key, id);
      names.set(id, new Set([name.trim()]));
    }
    return id;
  };
  return {
    learn(loginName, hwdata) {
      const data = fieldsOf(hwdata);
      if (typeof data.token !== 'string' || data.token === '') return;
      const id = accountId(loginName);
      const known = names.get(id)!;
      for (const other of [data.phone, data.email, data.userid]) {
        if ((typeof other === 'string' && other !== '') || typeof other === 'number') {
          const key = norm(String(other));
          if (!ids.has(key)) ids.set(key, id);
          known.add(String(other));
        }
      }
      if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value!);
      tokens.set(data.token, id);
    },
    accountId,
    userOfToken: (token) => (token ? tokens.get(token) : undefined),
    namesOf(token) {
      const id = token ? tokens.get(token) : undefined;
      return id === undefined ? undefined : [...(names.get(id) ?? [])];
    },
  };
}
