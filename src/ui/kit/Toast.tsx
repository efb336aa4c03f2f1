// The console's toasts: short messages at the top of the page, above any dialog. Errors sit in an assertive live
// region, the rest in a polite one, so a screen reader hears them without the focus moving. Each hides after `life`
// ms, but not while the pointer is over it or the focus inside it (WCAG 2.2.1: a reader gets the time they need);
// its close button is named in the page's language.
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../common/controls/classNames';
import './kit.css';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastItem {
  id: number;
  severity: ToastSeverity;
  /** Translated text; shown as text, never as markup. */
  summary: string;
}

export interface ToastProps {
  items: readonly ToastItem[];
  /** The close button, or the end of the item's time. */
  onClose(id: number): void;
  /** How long an item shows while nobody hovers or focuses it. */
  life: number;
}

const ICON: Record<ToastSeverity, string> = {
  success: 'pi-check',
  info: 'pi-info-circle',
  warn: 'pi-exclamation-triangle',
  error: 'pi-times-circle',
};

export function Toast({ items, onClose, life }: ToastProps) {
  const list = (urgent: boolean) =>
    items
      .filter((item) => (item.severity === 'error') === urgent)
      .map((item) => <ToastMessage key={item.id} item={item} onClose={onClose} life={life} />);
  // Both regions are in the page before any message, so the first message is announced too.
  return (
    <div className="p-toast p-component kit-toast" data-testid="toasts">
      <div role="alert" className="kit-toast-region">{list(true)}</div>
      <div role="status" className="kit-toast-region">{list(false)}</div>
    </div>
  );
}

function ToastMessage({ item, onClose, life }: { item: ToastItem; onClose(id: number): void; life: number }) {
  const { t } = useTranslation('common');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;

  // The full time again after a pause: the reader has just left it.
  useEffect(() => {
    if (hovered || focused) return undefined;
    const timer = setTimeout(() => close.current(item.id), life);
    return () => clearTimeout(timer);
  }, [hovered, focused, life, item.id]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && event.currentTarget.contains(to))) setFocused(false);
  };

  return (
    <div
      className={classNames('p-toast-message', `p-toast-message-${item.severity}`, 'kit-toast-message')}
      data-testid="toast"
      data-severity={item.severity}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="p-toast-message-content kit-toast-content">
        <span className={classNames('p-toast-message-icon pi', ICON[item.severity])} aria-hidden="true" />
        <div className="p-toast-message-text kit-toast-text">
          <span className="p-toast-summary">{item.summary}</span>
        </div>
        <button type="button" className="p-toast-icon-close p-link kit-toast-close" aria-label={t('actions.close')} data-testid="toast-close" onClick={() => onClose(item.id)}>
          <span className="p-toast-icon-close-icon pi pi-times" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
