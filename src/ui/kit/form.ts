// The kit's form hook: react-hook-form with the zod resolver, fed with the domain's validation rules
// (src/domain/validation.ts), so a console form and the simulator refuse the same input for the same reason.
// A rule's error is an i18n key (validation:…), translated where the field shows it: the message follows the
// page's language, even when it changes while the error is shown.
import { useForm, type DefaultValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

// The rules' wrappers live with the rules, so the simulator builds the same schemas; the kit re-exports them.
export { ruled, ruledTogether } from '../../domain/formSchemas';

export type KitForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * The form state of one form: checked on submit first, then again on each edit of a field that shows an error
 * (so an error goes as soon as the input is right, and none shows while the user is still typing a first time).
 */
export function useKitForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(schema: S, defaultValues: DefaultValues<z.input<S>>): KitForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's overloads cannot see through the generic schema; it answers the schema's input and output.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
