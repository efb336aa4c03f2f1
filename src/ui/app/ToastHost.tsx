// The console's toasts (the kit's Toast), loaded on the first notification so they stay off the sign-in page's
// first load.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_MS } from '../../domain/constants';
import { Toast, type ToastItem } from '../kit/Toast';
import type { ToastHostProps } from './consoleContext';

/** Most toasts shown at once: a burst of failures should not cover the page; the oldest go first. */
const MOST_SHOWN = 5;

export default function ToastHost({ queue }: ToastHostProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  useEffect(
    () =>
      queue.attach((message) => {
        const id = ++nextId.current;
        setItems((shown) => [...shown, { ...message, id }].slice(-MOST_SHOWN));
      }),
    [queue],
  );
  const close = useCallback((id: number) => setItems((shown) => shown.filter((item) => item.id !== id)), []);
  // A layer of its own on <body>: an open dialog makes the page inert (kit/modalLayer.ts), never the toasts.
  return createPortal(
    <div data-kit-layer="toasts">
      <Toast items={items} onClose={close} life={TOAST_MS} />
    </div>,
    document.body,
  );
}
