// While a modal dialog is open, the rest of the page is inert (no focus, no clicks, hidden from screen readers) and
// does not scroll: every child of <body> but the topmost dialog's mask and the page's own layers (the toasts, marked
// data-kit-layer) gets the `inert` attribute, and <body> overflow: hidden. A dialog opened from another makes the
// first one inert too; closing it gives the first one back. Children added while a dialog is open (a portal) are
// held as well. Only what this file made inert is released.
const MARK = 'data-kit-inert';
const stack: HTMLElement[] = [];
let savedOverflow: string | undefined;
let observer: MutationObserver | undefined;

function release(): void {
  for (const element of Array.from(document.querySelectorAll(`[${MARK}]`))) {
    element.removeAttribute(MARK);
    element.removeAttribute('inert');
  }
}

function apply(): void {
  release();
  const top = stack[stack.length - 1];
  if (!top) {
    observer?.disconnect();
    observer = undefined;
    if (savedOverflow !== undefined) document.body.style.overflow = savedOverflow;
    savedOverflow = undefined;
    return;
  }
  for (const child of Array.from(document.body.children)) {
    if (child === top || child.contains(top) || child.hasAttribute('data-kit-layer') || child.hasAttribute('inert')) continue;
    if (child.tagName === 'SCRIPT' || child.tagName === 'STYLE') continue;
    child.setAttribute('inert', '');
    child.setAttribute(MARK, '');
  }
  if (savedOverflow === undefined) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  if (!observer && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver((records) => {
      if (records.some((r) => Array.from(r.addedNodes).some((n) => n instanceof Element && !n.hasAttribute(MARK)))) apply();
    });
    observer.observe(document.body, { childList: true });
  }
}

/** Holds the page behind `mask` (a child of <body>) until the returned function runs. */
export function holdPage(mask: HTMLElement): () => void {
  stack.push(mask);
  apply();
  return () => {
    const at = stack.lastIndexOf(mask);
    if (at >= 0) stack.splice(at, 1);
    apply();
  };
}
