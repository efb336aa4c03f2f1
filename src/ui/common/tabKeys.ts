// The ARIA tabs pattern's keys, for tab lists with a roving tab stop: Left and Right move to the previous or next
// tab, wrapping around; Home and End to the first and last. The tab reached is selected and takes the focus.

/** The tab a key moves to from `current`; undefined for any other key. */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  if (tabs.length === 0) return undefined;
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return undefined;
  return tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length];
}

/** A tab list's keydown handler: selects the tab the key reaches and focuses the element `idOf` names. */
export function onTabArrowKeys<T>(tabs: readonly T[], current: T, choose: (tab: T) => void, idOf: (tab: T) => string) {
  return (event: { key: string; preventDefault?: () => void }) => {
    const next = tabAfterKey(tabs, current, event.key);
    if (next === undefined) return;
    // Home and End would otherwise also scroll the page.
    event.preventDefault?.();
    choose(next);
    document.getElementById(idOf(next))?.focus();
  };
}
