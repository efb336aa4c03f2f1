// The console's useMutation: TanStack Query's, with one more rule. A call made again with the same variables while
// the first is still on its way is not sent a second time: the caller gets the first call's promise. A double click
// or tap lands before the pending state renders (TanStack tells its observers a tick later), so the buttons' own
// guards alone cannot promise that an irreversible action runs once per intent (docs/decisions.md, "Console"). Calls with other
// variables (two rows' switches) go as before.
import { useCallback, useRef } from 'react';
import {
  useMutation as useQueryMutation, type DefaultError, type MutateOptions, type UseMutationOptions, type UseMutationResult,
} from '@tanstack/react-query';

/** Equal variables make equal signatures; a file counts by its name, size and date (JSON would read it as `{}`). */
function signatureOf(variables: unknown): string {
  return JSON.stringify(variables ?? null, (_key, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob
      ? { blob: value.size, type: value.type, ...(value instanceof File ? { name: value.name, modified: value.lastModified } : {}) }
      : value) ?? 'undefined';
}

export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const result = useQueryMutation(options);
  const inFlight = useRef(new Map<string, Promise<TData>>());
  const { mutateAsync: send } = result;
  const mutateAsync = useCallback((variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
    const signature = signatureOf(variables);
    const running = inFlight.current.get(signature);
    if (running) return running;
    const call = send(variables, callOptions);
    inFlight.current.set(signature, call);
    const done = () => {
      if (inFlight.current.get(signature) === call) inFlight.current.delete(signature);
    };
    call.then(done, done);
    return call;
  }, [send]);
  const mutate = useCallback((variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
    // As TanStack's own mutate: the failure is the mutation's state, not an unhandled rejection.
    mutateAsync(variables, callOptions).catch(() => undefined);
  }, [mutateAsync]);
  return { ...result, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>;
}
