// The console's button: native markup wearing the theme's button classes (p-button…, src/ui/styles/theme.css);
// `busy` shows a spinner and blocks further presses. A press whose handler answers a promise (an awaited call) holds
// the button busy until it settles, and a second press in between is dropped at once, before any re-render: an
// irreversible action runs once per intent however fast the double click (docs/decisions.md, "Console").
import { useRef, useState, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { classNames } from './classNames';
import './controls.css';

export type ActionButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'onClick'> & {
  /** May answer a promise: the button stays busy (and ignores presses) until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** The visible label; with `iconOnly`, the button's accessible name and tooltip instead. */
  label: string;
  /** A primeicons class such as `pi pi-refresh`, shown left of the label. */
  icon?: string;
  /** Only the icon shows; `label` names the button (aria-label) and is its tooltip. Needs `icon`. */
  iconOnly?: boolean;
  busy?: boolean;
  outlined?: boolean;
  /** No border nor fill until hovered: toolbars, pagers, actions in a row. */
  text?: boolean;
  size?: 'small';
  severity?: 'danger';
};

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';

export function ActionButton({ label, icon, iconOnly = false, busy: busyProp = false, outlined = false, text = false, size, severity, disabled, className, type = 'button', onClick, ...rest }: ActionButtonProps) {
  // The ref answers a second press of the same event loop turn; the state shows it.
  const running = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const busy = busyProp || waiting;
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (running.current || busy) {
      event.preventDefault();
      return;
    }
    const answer = onClick?.(event);
    if (!isThenable(answer)) return;
    running.current = true;
    setWaiting(true);
    const settle = () => {
      running.current = false;
      setWaiting(false);
    };
    answer.then(settle, settle);
  };
  const iconClass = busy ? 'pi pi-spin pi-spinner' : icon;
  return (
    <button
      type={type}
      className={classNames(
        'p-button p-component ctl-button',
        outlined && 'p-button-outlined',
        text && 'p-button-text',
        size === 'small' && 'p-button-sm',
        severity === 'danger' && 'p-button-danger',
        iconOnly && 'p-button-icon-only',
        busy && 'p-button-loading',
        (disabled || busy) && 'p-disabled',
        className,
      )}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      {...rest}
      onClick={press}
    >
      {iconClass ? <span className={classNames('p-button-icon', !iconOnly && 'p-button-icon-left', iconClass)} aria-hidden="true" /> : null}
      {/* An icon-only button keeps a text line's height (an invisible space), as tall as its labelled neighbours. */}
      <span className={classNames('p-button-label', iconOnly && 'ctl-button-strut')} aria-hidden={iconOnly || undefined}>
        {iconOnly ? '\u00a0' : label}
      </span>
    </button>
  );
}
