// A native button wearing PrimeReact's Button look; `busy` shows a spinner and blocks further presses.
import type { ComponentPropsWithRef } from 'react';
import { classNames } from './classNames';
import './controls.css';

export type ActionButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  label: string;
  /** A primeicons class such as `pi pi-refresh`, shown left of the label. */
  icon?: string;
  busy?: boolean;
  outlined?: boolean;
};

export function ActionButton({ label, icon, busy = false, outlined = false, disabled, className, type = 'button', ...rest }: ActionButtonProps) {
  const iconClass = busy ? 'pi pi-spin pi-spinner' : icon;
  return (
    <button
      type={type}
      className={classNames(
        'p-button p-component ctl-button',
        outlined && 'p-button-outlined',
        busy && 'p-button-loading',
        (disabled || busy) && 'p-disabled',
        className,
      )}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {iconClass ? <span className={classNames('p-button-icon p-button-icon-left', iconClass)} aria-hidden="true" /> : null}
      <span className="p-button-label">{label}</span>
    </button>
  );
}
