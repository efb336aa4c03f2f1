// A native text input wearing PrimeReact's InputText look (saga-blue theme classes) without PrimeReact's runtime:
// the sign-in pages load it before anything else.
import type { ComponentPropsWithRef } from 'react';
import { classNames } from './classNames';
import './controls.css';

export type TextInputProps = ComponentPropsWithRef<'input'> & {
  /** Red border; pair it with aria-invalid / aria-describedby for screen readers. */
  invalid?: boolean;
};

export function TextInput({ invalid = false, className, type = 'text', ...rest }: TextInputProps) {
  return (
    <input
      type={type}
      className={classNames('p-inputtext p-component ctl-input', invalid && 'p-invalid', rest.disabled && 'p-disabled', className)}
      {...rest}
    />
  );
}
