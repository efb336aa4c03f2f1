// A native checkbox drawn with PrimeReact's Checkbox classes (the theme styles the box; the input lies over it).
import type { ComponentPropsWithRef } from 'react';
import { classNames } from './classNames';
import './controls.css';

export type CheckboxInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  invalid?: boolean;
  /** On the wrapper, where PrimeReact's Checkbox puts it, so tests written against either markup keep working. */
  'data-testid'?: string;
};

/** `id`, aria-*, `ref` and the handlers go to the <input>; label it with <label htmlFor={id}>. */
export function CheckboxInput({ invalid = false, className, 'data-testid': testId, ...input }: CheckboxInputProps) {
  return (
    <span
      className={classNames('p-checkbox p-component ctl-checkbox', input.checked && 'p-highlight', input.disabled && 'p-disabled', invalid && 'p-invalid', className)}
      data-testid={testId}
    >
      <input type="checkbox" className="p-checkbox-input" {...input} />
      <span className="p-checkbox-box" aria-hidden="true">
        {input.checked ? <i className="p-checkbox-icon pi pi-check" /> : null}
      </span>
    </span>
  );
}
