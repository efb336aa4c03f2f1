// The place search asks the map's geocoder (not the cloud) when the user searches: a read (a query) of the
// text asked, asked again on every search; a new search cancels the one under way.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PlaceHit } from '../../transport/api/location';
import { useConsole } from '../app/runtime';
import { placesQuery } from './queries';

type PlaceSearchState = { status: 'idle' } | { status: 'busy' } | { status: 'done'; query: string; hits: PlaceHit[] } | { status: 'failed' };

export function usePlaceSearch() {
  const { lang } = useConsole();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<string>();
  const places = useQuery(placesQuery(lang, asked));
  const search: PlaceSearchState = places.isFetching
    ? { status: 'busy' }
    : places.isError
      ? { status: 'failed' }
      : places.data && asked !== undefined
        ? { status: 'done', query: asked, hits: places.data }
        : { status: 'idle' };

  function find(event: FormEvent) {
    event.preventDefault();
    const text = query.trim();
    if (text === '') return;
    if (asked === text) void places.refetch();
    else setAsked(text);
  }

  return { query, setQuery, search, find };
}

export type PlaceSearch = ReturnType<typeof usePlaceSearch>;
