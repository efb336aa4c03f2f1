// No AudioContext before the user's first gesture: one made earlier starts suspended and the browser logs "The
// AudioContext was not allowed to start" on every signed-in page. A voice alarm before any gesture is 'blocked'.
import { afterEach, describe, expect, it, vi } from 'vitest';

class FakeContext {
  static made = 0;
  state = 'running';
  currentTime = 0;
  destination = {};
  constructor() {
    FakeContext.made += 1;
  }
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    return { type: '', frequency: { value: 0 }, connect: (x: unknown) => x, start() {}, stop() {} };
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (x: unknown) => x };
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeContext.made = 0;
});

describe('the alarm sound', () => {
  it('makes no AudioContext before a gesture, and plays once the page has had one', async () => {
    vi.stubGlobal('AudioContext', FakeContext);
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: false } });
    const { playAlert } = await import('../../src/ui/notifications/audioAlert');
    expect(playAlert()).toBe('blocked');
    expect(FakeContext.made).toBe(0);
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: true } });
    expect(playAlert()).toBe('played');
    expect(FakeContext.made).toBe(1);
  });
});
