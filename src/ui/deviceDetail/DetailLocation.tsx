// Where the device is: automatic (GPS, base station or IP, refreshed at most 5 times a day) or manual (a place
// from the map search or a click on the map, with its address). The wire and the cloud keep WGS-84.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { manualAddressSchema } from '../../domain/forms/deviceDetail';
import type { DeviceDetail, DeviceLocation } from '../../domain/wire/deviceDetail';
import { isValidLatLng, type LatLng } from '../../domain/geo';
import { AUTO_LOCATION_WAYS, autoWayName, type AutoLocationWay, type LocationType } from '../../domain/location';
import type { PlaceHit } from '../../transport/api/location';
import { mapConfig } from '../../transport/mapConfig';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { LocationMap } from './LocationMap';
import { FailureBoundary } from '../app/FailureBoundary';
import { allowanceQuery, placesQuery, useLocationChange, type LocationMove } from './queries';

type Props = { detail: DeviceDetail; manager: boolean; onMoved(change: Partial<DeviceDetail>): void };

type Search = { status: 'idle' } | { status: 'busy' } | { status: 'done'; query: string; hits: PlaceHit[] } | { status: 'failed' };

const fixed = (n: number) => n.toFixed(6);

export function DetailLocation({ detail, manager, onMoved }: Props) {
  const { t } = useTranslation('deviceDetail');
  const { http, notify, lang } = useConsole();
  const [type, setType] = useState<LocationType>(detail.locationType);
  const [query, setQuery] = useState('');
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

  function chooseType(next: LocationType) {
    setType(next);
    if (next === 'manual') return; // saved with the chosen place
    run({ kind: 'type' }, moved, () => setType(detail.locationType));
  }

  function chooseWay(way: AutoLocationWay) {
    run({ kind: 'way', way }, moved);
  }

  function refresh() {
    run({ kind: 'refresh' }, (place) => {
      moved(place);
      notify.success('deviceDetail:location.refreshed');
    });
  }

  // The place search asks the map's geocoder (not the cloud) when the user searches: a read (a query) of the
  // text asked, asked again on every search; a new search cancels the one under way.
  const [asked, setAsked] = useState<string>();
  const places = useQuery(placesQuery(lang, asked));
  const search: Search = places.isFetching
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

  function pickHit(hit: PlaceHit) {
    setChosen({ lat: hit.lat, lng: hit.lng });
    addressForm.setValue('address', hit.label);
    addressForm.clearErrors('address');
  }

  const saveManual = addressForm.handleSubmit(({ address }) => {
    const point = chosen ?? current;
    if (!point) return;
    run({ kind: 'save', lat: point.lat, lng: point.lng, address }, (place) => {
      moved(place);
      setChosen(undefined);
      notify.success('deviceDetail:location.saved');
    });
  });

  const shownPoint = chosen ?? current;
  const left = allowance?.left;

  return (
    <div className="detail-location">
      <p>
        <strong>{t('location.current')}: </strong>
        <span data-testid="location-address">{detail.address || t('location.none')}</span>
        {current ? <span className="detail-coords"> · {t('location.coordinates', { lat: fixed(current.lat), lng: fixed(current.lng) })}</span> : null}
      </p>
      {!mapConfig.tileUrl ? <p className="detail-note">{t('location.noTiles')}</p> : null}
      <FailureBoundary scope="widget" widget="map">
        <LocationMap point={shownPoint} label={t('location.map')} onPick={manager && type === 'manual' ? setChosen : undefined} />
      </FailureBoundary>
      {!manager ? <p className="detail-note" data-testid="location-readonly">{t('location.readOnly')}</p> : (
        <>
          <fieldset className="detail-choice">
            <legend>{t('location.type')}</legend>
            {(['auto', 'manual'] as const).map((value) => (
              <label key={value} className="detail-radio">
                <input type="radio" name="locationType" checked={type === value} disabled={busy !== null}
                  data-testid={`location-type-${value}`} onChange={() => void chooseType(value)} />
                {t(`location.${value}`)}
              </label>
            ))}
          </fieldset>

          {type === 'auto' ? (
            <div className="detail-auto">
              <label htmlFor="location-way">{t('location.way')}</label>
              <select id="location-way" data-testid="location-way" value={autoWayName(detail.locationWay)} disabled={busy !== null}
                onChange={(event) => void chooseWay(event.target.value as AutoLocationWay)}>
                {(Object.keys(AUTO_LOCATION_WAYS) as AutoLocationWay[]).map((way) => (
                  <option key={way} value={way}>{t(`location.ways.${way}`)}</option>
                ))}
              </select>
              <ActionButton data-testid="location-refresh" icon="pi pi-map-marker" label={t('location.refresh')}
                busy={busy === 'refresh'} disabled={left === 0 || busy !== null} onClick={() => void refresh()} />
              {allowance ? (
                <p data-testid="location-left" aria-live="polite">
                  {left === 0 ? t('location.noneLeft') : t('location.left', { left, limit: allowance.limit })}
                </p>
              ) : null}
            </div>
          ) : (
            <div className="detail-manual">
              <form className="detail-search" role="search" onSubmit={(event) => void find(event)}>
                <label htmlFor="location-search" className="visually-hidden">{t('location.search')}</label>
                <TextInput id="location-search" data-testid="location-search" type="search" value={query}
                  placeholder={t('location.search')} onChange={(event) => setQuery(event.target.value)} />
                <ActionButton type="submit" data-testid="location-search-go" icon="pi pi-search"
                  label={t('location.searchButton')} busy={search.status === 'busy'} />
              </form>
              {search.status === 'failed' ? <p role="alert" className="p-error">{t('location.searchFailed')}</p> : null}
              {search.status === 'done' && search.hits.length === 0 ? <p>{t('location.noHits', { query: search.query })}</p> : null}
              {search.status === 'done' && search.hits.length > 0 ? (
                <ul className="detail-hits" data-testid="location-hits">
                  {search.hits.map((hit) => (
                    <li key={`${hit.lat},${hit.lng},${hit.label}`}>
                      <button type="button" className="detail-hit" onClick={() => pickHit(hit)}>{hit.label}</button>
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="detail-note">
                {chosen ? t('location.picked', { lat: fixed(chosen.lat), lng: fixed(chosen.lng) }) : t('location.pick')}
              </p>
              <form onSubmit={(event) => void saveManual(event)} noValidate>
                <Field id="location-address-input" className="auth-field" label={t('location.address')} error={addressForm.formState.errors.address}>
                  {({ invalid, ...control }) => (
                    <TextInput {...control} data-testid="location-address-input" invalid={invalid} {...addressForm.register('address')} />
                  )}
                </Field>
                <ActionButton type="submit" data-testid="location-save" icon="pi pi-check" label={t('location.save')}
                  busy={busy === 'save'} disabled={!shownPoint || busy !== null} />
              </form>
            </div>
          )}
        </>
      )}
    </div>
  );
}
