// A password input with a show/hide button, looking like PrimeReact's Password with `toggleMask`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from './TextInput';
import { classNames } from './classNames';
import './controls.css';

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/** `id`, `data-testid`, aria-* and `ref` reach the <input>; the toggle is a real button named for what it does. */
export function PasswordInput({ invalid = false, ...input }: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <span className={classNames('p-password p-component p-inputwrapper ctl-password', invalid && 'p-invalid')}>
      <TextInput {...input} invalid={invalid} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="ctl-password-toggle"
        aria-label={t(shown ? 'password.hide' : 'password.show')}
        aria-controls={input.id}
        disabled={input.disabled}
        onClick={() => setShown((s) => !s)}
      >
        <i className={shown ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
      </button>
    </span>
  );
}
