// The console a phone user chose (the full desktop console instead of the phone console), kept in this browser.
// Outside the versioned client storage on purpose: a sign-out or a storage upgrade must not undo the choice.
export type PlatformChoice = 'full' | 'phone';

const KEY = 'consolePlatform';

export function loadPlatformChoice(store: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): PlatformChoice | undefined {
  try {
    const value = store?.getItem(KEY);
    return value === 'full' || value === 'phone' ? value : undefined;
  } catch {
    // Storage disabled (private mode): nothing remembered, the user agent decides.
    return undefined;
  }
}

export function savePlatformChoice(choice: PlatformChoice, store: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    store?.setItem(KEY, choice);
  } catch {
    // Not remembered; the switch still applies to this page load.
  }
}
