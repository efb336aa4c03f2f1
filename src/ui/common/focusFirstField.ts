// PrimeReact's Dialog puts focus on its close button when it opens; a form dialog should open on its first field,
// where the user starts typing. Dialogs pass focusOnShow={false} and onShow={focusFirstField}.

/** Focuses the first enabled field of the dialog that has just been shown (the one holding focus or the topmost). */
export function focusFirstField(): void {
  const dialogs = document.querySelectorAll<HTMLElement>('.p-dialog');
  const dialog = dialogs[dialogs.length - 1];
  dialog?.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])')?.focus();
}
