// The ARIA tabs pattern's arrow keys, for tab lists with a roving tab stop: Left and Right move to the previous or
// next tab, wrapping around, select it and put the focus on it.

/** The tab an arrow key moves to from `current`; undefined for any other key. */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step === 0 || tabs.length === 0) return undefined;
  return tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length];
}

/** A tab list's keydown handler: selects the tab the arrow key reaches and focuses the element `idOf` names. */
export function onTabArrowKeys<T>(tabs: readonly T[], current: T, choose: (tab: T) => void, idOf: (tab: T) => string) {
  return (event: { key: string }) => {
    const next = tabAfterKey(tabs, current, event.key);
    if (next === undefined) return;
    choose(next);
    document.getElementById(idOf(next))?.focus();
  };
}
