// The ARIA tabs pattern's keys (the kit's Tabs): Left and Right move to the previous or next tab, wrapping around;
// Home and End to the first and last.

/** The tab a key moves to from `current`; undefined for any other key. */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  if (tabs.length === 0) return undefined;
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return undefined;
  return tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length];
}
