import { useCallback, useEffect, useRef } from 'react';
import { focusListAfterDelete, listPlaceOf } from './focusAfterDelete';
import type { DeviceRow } from './deviceRows';
import { useDetailParam } from './useDetailParam';

/**
 * The personal list's detail (`?machine=<id>`) and where the keyboard goes after it deleted its device: the row's
 * button the detail was opened from gives its place in the list, and once the detail has closed (its focus trap
 * gone) the list takes the focus there (focusAfterDelete.ts).
 */
export function useDetailFocus(headingId: string) {
  const { openMachineId, openDetail: openDetailParam, closeDetail } = useDetailParam();
  const detailOpener = useRef<Element | null>(null);
  const openDetail = useCallback((row: DeviceRow) => {
    detailOpener.current = document.activeElement;
    openDetailParam(row);
  }, [openDetailParam]);
  const focusAfterClose = useRef<number | undefined>(undefined);
  const detailOpen = Number.isFinite(openMachineId);
  useEffect(() => {
    if (detailOpen || focusAfterClose.current === undefined) return;
    focusListAfterDelete(focusAfterClose.current, () => document.getElementById(headingId));
    focusAfterClose.current = undefined;
  }, [detailOpen, headingId]);
  /** The detail deleted its device: remember the row's place before the row goes, then close the detail. */
  const deleted = useCallback(() => {
    focusAfterClose.current = listPlaceOf(detailOpener.current);
    closeDetail();
  }, [closeDetail]);
  return { openMachineId, detailOpen, openDetail, closeDetail, deleted };
}
