// Finding the device to apply for by its code: the lookup is a read (a query) of the code searched for, asked
// again on every search; a code not found, or a failed lookup, is the lookup's failure.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { machineCodeSchema } from '../../domain/forms/devices';
import type { Outcome } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { failureOf } from '../data/callQuery';
import { useKitForm } from '../kit/form';
import { machineLookupQuery } from './queries';

export function useDeviceLookup(initialCode: string, onSearch: () => void) {
  const { http } = useConsole();
  const finder = useKitForm(machineCodeSchema, { code: initialCode });
  const [asked, setAsked] = useState<string>();
  const lookup = useQuery(machineLookupQuery(http, asked));
  const found = lookup.isFetching ? undefined : lookup.data;
  const failure: Outcome | string | undefined = lookup.isFetching
    ? undefined
    : lookup.isError
      ? failureOf(lookup.error)
      : found && !found.exists
        ? 'errors:business.deviceNotFound'
        : undefined;

  const find = finder.handleSubmit(
    ({ code }) => {
      onSearch();
      if (asked === code) void lookup.refetch();
      else setAsked(code);
    },
    onSearch,
  );

  return {
    finder,
    find,
    /** A new code typed: the last answer no longer stands. */
    forget: () => setAsked(undefined),
    device: found?.exists ? found : undefined,
    fetching: lookup.isFetching,
    failure,
  };
}
