// The moves of a device's place, one at a time: its type (automatic or manual), the automatic way, a refresh
// (at most 5 a day: the allowance), and the manual place (picked on the map or from the search) with its address.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { manualAddressSchema } from '../../domain/forms/deviceDetail';
import type { DeviceDetail, DeviceLocation } from '../../domain/wire/deviceDetail';
import { isValidLatLng, type LatLng } from '../../domain/geo';
import type { AutoLocationWay, LocationType } from '../../domain/location';
import type { PlaceHit } from '../../transport/api/location';
import { useConsole } from '../app/runtime';
import { useKitForm } from '../kit/form';
import { allowanceQuery, useLocationChange, type LocationMove } from './queries';

export function useLocationMoves(detail: DeviceDetail, onMoved: (change: Partial<DeviceDetail>) => void) {
  const { http, notify } = useConsole();
  const [type, setType] = useState<LocationType>(detail.locationType);
  const [chosen, setChosen] = useState<LatLng | undefined>(undefined);
  const addressForm = useKitForm(manualAddressSchema, { address: detail.address });
  const machineId = detail.machine_id;
  const current = isValidLatLng({ lat: detail.lat, lng: detail.lng }) ? { lat: detail.lat, lng: detail.lng } : undefined;
  const allowance = useQuery(allowanceQuery(http, machineId)).data;

  const moved = (place: DeviceLocation) =>
    onMoved({ lat: place.lat, lng: place.lng, address: place.address, locationType: place.locationType, locationWay: place.locationWay });

  // One move at a time (type, way, refresh or the manual place); `busy` names the one under way. The allowance
  // follows a refresh in the cache (useLocationChange).
  const step = useLocationChange(http, machineId);
  const busy: LocationMove['kind'] | null = step.isPending ? step.variables.kind : null;
  const run = (move: LocationMove, onOk: (place: DeviceLocation) => void, onFail?: () => void) => step.mutate(move, { onSuccess: onOk, onError: onFail });

  return {
    type,
    current,
    chosen,
    setChosen,
    allowance,
    busy,
    addressForm,
    chooseType(next: LocationType) {
      setType(next);
      if (next === 'manual') return; // saved with the chosen place
      run({ kind: 'type' }, moved, () => setType(detail.locationType));
    },
    chooseWay(way: AutoLocationWay) {
      run({ kind: 'way', way }, moved);
    },
    refresh() {
      run({ kind: 'refresh' }, (place) => {
        moved(place);
        notify.success('deviceDetail:location.refreshed');
      });
    },
    pickHit(hit: PlaceHit) {
      setChosen({ lat: hit.lat, lng: hit.lng });
      addressForm.setValue('address', hit.label);
      addressForm.clearErrors('address');
    },
    saveManual: addressForm.handleSubmit(({ address }) => {
      const point = chosen ?? current;
      if (!point) return;
      run({ kind: 'save', lat: point.lat, lng: point.lng, address }, (place) => {
        moved(place);
        setChosen(undefined);
        notify.success('deviceDetail:location.saved');
      });
    }),
  };
}

export type LocationMoves = ReturnType<typeof useLocationMoves>;
