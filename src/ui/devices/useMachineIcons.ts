import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { iconMatcher, type IconMatcher } from '../../domain/machineIcon';
import type { Http } from '../app/runtime';
import { iconsQuery } from './queries';

/** The machine-type map: the cached one at once, the cloud's when it answers. */
export function useMachineIcons(http: Http): IconMatcher {
  const items = useQuery(iconsQuery(http)).data;
  return useMemo(() => iconMatcher(items), [items]);
}
