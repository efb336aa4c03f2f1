// The audible alert of a voice alarm, made with the Web Audio API (no sound file to load). Browsers only let a
// page make sound after the user has interacted with it: the context is created (or resumed) on the first click
// or key press, and until then an alert reports that it was blocked so the screen can offer to enable sound.

let context: AudioContext | undefined;

function ensureContext(): AudioContext | undefined {
  if (context) return context;
  const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return undefined;
  context = new Ctor();
  return context;
}

/** Call during a user gesture: creates and resumes the context so later alerts may sound. */
export function unlockAudio(): Promise<boolean> {
  const ctx = ensureContext();
  if (!ctx) return Promise.resolve(false);
  if (ctx.state === 'running') return Promise.resolve(true);
  return ctx.resume().then(
    () => ctx.state === 'running',
    () => false,
  );
}

/** Unlocks the audio on the first click or key press of the page; returns the function that stops listening. */
export function unlockOnFirstGesture(): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const handler = () => {
    void unlockAudio().then((running) => {
      if (running) stop();
    });
  };
  const stop = () => events.forEach((e) => document.removeEventListener(e, handler, true));
  events.forEach((e) => document.addEventListener(e, handler, true));
  return stop;
}

/** Whether the user has interacted with the page yet (browsers allow sound only after that). */
function hadGesture(): boolean {
  return typeof navigator !== 'undefined' && navigator.userActivation.hasBeenActive;
}

/** Two short tones. 'blocked' when the browser does not allow sound yet (no gesture so far). */
export function playAlert(): 'played' | 'blocked' | 'unsupported' {
  if (!context) {
    // A context made before any gesture starts suspended and the browser logs a warning for it: wait for the
    // first gesture (unlockOnFirstGesture) instead.
    if (!hadGesture()) return globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: unknown }).webkitAudioContext ? 'blocked' : 'unsupported';
  }
  const ctx = context ?? ensureContext();
  if (!ctx) return 'unsupported';
  if (ctx.state !== 'running') {
    void ctx.resume().catch(() => undefined);
    return 'blocked';
  }
  const start = ctx.currentTime;
  [880, 660].forEach((frequency, i) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  });
  return 'played';
}
