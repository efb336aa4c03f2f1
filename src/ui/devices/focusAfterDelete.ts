// Where the keyboard goes after a device's detail deleted it (docs/decisions.md, "Console"): the dialog would give the focus back to
// the row's name button, which went with the row, leaving it on <body>. It goes to the device that took the
// deleted one's place in the list (the next one, or the one before when it was the last), else to the heading.

const OPEN_BUTTON = '[data-testid="device-open"]';

const listButtons = (): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>(OPEN_BUTTON)].filter((button) => !button.closest('[role="dialog"]'));

/** The place of the focused (or last focused) row in the list, read before the row goes. */
export function listPlaceOf(opener: Element | null): number {
  return opener instanceof HTMLElement ? listButtons().indexOf(opener) : -1;
}

/** Once the row is gone and the dialog has closed (after its own focus return), focus its successor or `heading`. */
export function focusListAfterDelete(place: number, heading: () => HTMLElement | null): void {
  // Two frames: the list renders without the row, then the dialog's focus return (a frame after it closed) is past.
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const buttons = listButtons();
    const target = place >= 0 ? (buttons[place] ?? buttons[place - 1]) : undefined;
    const fallback = heading();
    if (target) target.focus();
    else if (fallback) {
      fallback.tabIndex = -1;
      fallback.focus();
    }
  }));
}
