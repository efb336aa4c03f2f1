// The three states a screen draws from a query: loading, failed (with the catalogue's Outcome) or ready.
import type { UseQueryResult } from '@tanstack/react-query';
import type { Outcome } from '../../domain/resultCodes';
import { failureOf } from './callQuery';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; outcome: Outcome } | { status: 'ready'; data: T };

/**
 * A failed query shows its failure until asked again; "retry" shows loading while it asks (the cached data of a
 * failed refresh is not shown as if it were current). A query that refreshes successfully keeps showing its data.
 */
export function loadState<T>(query: Pick<UseQueryResult<T>, 'isError' | 'isFetching' | 'error' | 'data'>): LoadState<T> {
  if (query.isError) return query.isFetching ? { status: 'loading' } : { status: 'error', outcome: failureOf(query.error) };
  if (query.data === undefined) return { status: 'loading' };
  return { status: 'ready', data: query.data };
}
