// The console's button: native markup wearing the theme's button classes (p-button…, src/ui/styles/theme.css);
// `busy` shows a spinner and blocks further presses.
import type { ComponentPropsWithRef } from 'react';
import { classNames } from './classNames';
import './controls.css';

export type ActionButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
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

export function ActionButton({ label, icon, iconOnly = false, busy = false, outlined = false, text = false, size, severity, disabled, className, type = 'button', ...rest }: ActionButtonProps) {
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
    >
      {iconClass ? <span className={classNames('p-button-icon', !iconOnly && 'p-button-icon-left', iconClass)} aria-hidden="true" /> : null}
      {/* An icon-only button keeps a text line's height (an invisible space), as tall as its labelled neighbours. */}
      <span className={classNames('p-button-label', iconOnly && 'ctl-button-strut')} aria-hidden={iconOnly || undefined}>
        {iconOnly ? '\u00a0' : label}
      </span>
    </button>
  );
}
