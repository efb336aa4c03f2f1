// The submit of a sign-in area form on the kit's hook (registration, forgotten and changed password): the rules
// refuse before any call, a valid form passes the click guard once (product.md section 9), and the form is busy
// while `send` runs; a second submit meanwhile does nothing.
import { useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useClickGuard } from './useClickGuard';

export function useGuardedSubmit<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, send: (values: O) => Promise<unknown>) {
  const { enter, waitSeconds } = useClickGuard();
  // Busy only while the calls run, not while the rules check: a refused field must stay enabled to take the focus.
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void form.handleSubmit(async (values) => {
      if (!enter()) return;
      setBusy(true);
      try {
        await send(values);
      } finally {
        setBusy(false);
      }
    })(event);
  };
  return { busy, waitSeconds, onSubmit };
}
