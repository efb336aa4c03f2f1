// The idempotency key of an irreversible call (docs/decisions.md, "Console"). One intent, one key: a
// call sent again with the same method, path and body while the first is still unanswered carries the first one's
// key, so the cloud answers the repeat with the first result instead of doing it twice; once the first is answered,
// the same call again is a new intent with a new key. The console's mutation guard (src/ui/data/mutation.ts) already
// drops such repeats from one screen; the key is what the cloud can check whatever the client.

export const IDEMPOTENCY_HEADER = 'idempotency-key';

type Held = { key: string; calls: number };
const unanswered = new Map<string, Held>();

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The key for this call and the function to run once it is answered. */
export function holdIntent(method: string, path: string, body: unknown): { key: string; release(): void } {
  const signature = `${method} ${path} ${JSON.stringify(body ?? null)}`;
  const held = unanswered.get(signature) ?? { key: newKey(), calls: 0 };
  held.calls += 1;
  unanswered.set(signature, held);
  return {
    key: held.key,
    release() {
      held.calls -= 1;
      if (held.calls === 0 && unanswered.get(signature) === held) unanswered.delete(signature);
    },
  };
}
