// Identical calls waiting for their turn together share one answer (simulator/server/sharedCalls.ts): the answer is
// made once for the group, never for a call that came after the group's turn began, and only when it may be shared.
import { describe, expect, it } from 'vitest';
import { createSharedCalls } from '../../simulator/server/sharedCalls';
import { createTurns } from '../../simulator/server/turns';

function setup() {
  const calls = createSharedCalls(createTurns());
  let made = 0;
  /** An answer that says which making it is, made once `held` settles (at once without it). */
  const ask = (key: string | undefined, shareable = true, held?: Promise<void>) =>
    calls.answer(key, async () => {
      made += 1;
      const mine = made;
      await held;
      return new Response(String(mine));
    }, () => shareable);
  return { ask, made: () => made };
}

const text = (response: Response | undefined) => response!.clone().text();

describe('createSharedCalls', () => {
  it('makes one answer for identical calls that came together, and a new one for a call after it', async () => {
    const { ask, made } = setup();
    const together = await Promise.all([ask('k'), ask('k'), ask('k'), ask('k')]);
    expect(made()).toBe(1);
    expect(await Promise.all(together.map(text))).toEqual(['1', '1', '1', '1']);
    expect(await text(await ask('k'))).toBe('2');
    expect(made()).toBe(2);
  });

  it('never shares between different keys or calls without a key', async () => {
    const { ask, made } = setup();
    const answers = await Promise.all([ask('a'), ask('b'), ask(undefined), ask(undefined), ask('a')]);
    expect(made()).toBe(4);
    expect(await Promise.all(answers.map(text))).toEqual(['1', '2', '3', '4', '1']);
  });

  it('gives a call that comes once the turn began, while the answer is being made, a turn of its own', async () => {
    const { ask, made } = setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = ask('k', true, held);
    await new Promise((resolve) => setImmediate(resolve));
    expect(made()).toBe(1);
    const later = ask('k');
    release();
    expect(await text(await first)).toBe('1');
    expect(await text(await later)).toBe('2');
  });

  it('sends every waiting call through its own turn when the answer may not be shared', async () => {
    const { ask, made } = setup();
    const answers = await Promise.all([ask('k', false), ask('k', false), ask('k', false)]);
    // The first answer is not shared: the two calls that waited for it each take a turn of their own.
    expect(made()).toBe(3);
    expect(new Set(await Promise.all(answers.map(text))).size).toBe(3);
  });
});
