// The kit's form hook with the domain's rules: nothing is sent while a rule refuses; the error shows under its field
// in the page's language, goes once the input is right, and the submitted values are the checked ones.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { REMARK_MAX } from '../../domain/constants';
import { checkPasswordsMatch, checkRemark } from '../../domain/validation';
import cnValidation from '../../i18n/cn/validation';
import enValidation from '../../i18n/en/validation';
import { renderScreen } from '../../../tests/component/render';
import { TextInput } from '../common/controls/TextInput';
import { Field } from './Field';
import { ruled, ruledTogether, useKitForm } from './form';

const schema = z
  .object({ remark: ruled(checkRemark, { trim: true }), password: z.string(), confirm: z.string() })
  .superRefine(ruledTogether((v: { password: string; confirm: string }) => checkPasswordsMatch(v.password, v.confirm), 'confirm'));

function RemarkForm({ onSave }: { onSave(values: z.output<typeof schema>): void }) {
  const form = useKitForm(schema, { remark: '', password: '', confirm: '' });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <Field id="remark" label="Remark" error={errors.remark} errorTestId="remark-error">
        {({ invalid, ...control }) => <TextInput {...control} invalid={invalid} {...form.register('remark')} />}
      </Field>
      <Field id="password" label="Password" error={errors.password}>
        {({ invalid, ...control }) => <TextInput {...control} invalid={invalid} {...form.register('password')} />}
      </Field>
      <Field id="confirm" label="Again" error={errors.confirm} errorTestId="confirm-error">
        {({ invalid, ...control }) => <TextInput {...control} invalid={invalid} {...form.register('confirm')} />}
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

const fill = (text: string, values: Record<string, number>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);

describe('kit form hook', () => {
  it.each([
    ['en', enValidation],
    ['cn', cnValidation],
  ] as const)('shows the domain rule’s error in %s, clears it once right, and sends the checked values', async (lang, texts) => {
    const onSave = vi.fn();
    const { user } = await renderScreen(<RemarkForm onSave={onSave} />, { lang });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('remark-error')).textContent).toBe(texts.remark.required);
    expect(screen.getByLabelText('Remark').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Remark').getAttribute('aria-describedby')).toBe('remark-error');
    await user.click(screen.getByLabelText('Remark'));
    await user.paste('x'.repeat(REMARK_MAX + 1));
    expect((await screen.findByTestId('remark-error')).textContent).toBe(fill(texts.remark.length, { remarkMax: REMARK_MAX }));
    await user.clear(screen.getByLabelText('Remark'));
    await user.type(screen.getByLabelText('Remark'), '  kept  ');
    // The resolver checks each keystroke asynchronously: the error goes once the last check has answered.
    await vi.waitFor(() => expect(screen.queryByTestId('remark-error')).toBeNull(), { timeout: 30_000 });
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Again'), 'abc124');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('confirm-error')).textContent).toBe(texts.password.mismatch);
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Again'), '{Backspace}3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce(), { timeout: 30_000 });
    expect(onSave.mock.calls[0]![0]).toEqual({ remark: 'kept', password: 'abc123', confirm: 'abc123' });
  });

  it('shows a help line until an error takes its place, and fills the error’s variables', async () => {
    const limited = z.object({ remark: ruled((v) => (v.length > 3 ? { ok: false, error: 'validation:platform.nameLength' } : { ok: true })) });
    function Limited() {
      const form = useKitForm(limited, { remark: '' });
      return (
        <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
          <Field id="short" label="Short" error={form.formState.errors.remark} values={{ max: 3 }} help="At most 3" errorTestId="short-error">
            {({ invalid, ...control }) => <TextInput {...control} invalid={invalid} {...form.register('remark')} />}
          </Field>
          <button type="submit">Save</button>
        </form>
      );
    }
    const { user } = await renderScreen(<Limited />, { lang: 'cn' });
    const input = screen.getByLabelText('Short');
    expect(input.getAttribute('aria-describedby')).toBe('short-help');
    expect(screen.getByText('At most 3').id).toBe('short-help');
    await user.type(input, 'abcd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('short-error')).textContent).toBe(fill(cnValidation.platform.nameLength, { max: 3 }));
    expect(screen.queryByText('At most 3')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('short-error');
  });
});
