// A manually placed device: a place search (or a click on the map) picks the point, and the address is saved with it.
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { Field } from '../kit/Field';
import { fixed } from './coordinates';
import type { LocationMoves } from './useLocationMoves';
import type { PlaceSearch } from './usePlaceSearch';

export function ManualLocation({ moves, places }: { moves: LocationMoves; places: PlaceSearch }) {
  const { t } = useTranslation('deviceDetail');
  const { search } = places;
  const { chosen, addressForm, busy } = moves;
  return (
    <div className="detail-manual">
      <form className="detail-search" role="search" onSubmit={(event) => places.find(event)}>
        <label htmlFor="location-search" className="visually-hidden">{t('location.search')}</label>
        <TextInput id="location-search" data-testid="location-search" type="search" value={places.query}
          placeholder={t('location.search')} onChange={(event) => places.setQuery(event.target.value)} />
        <ActionButton type="submit" data-testid="location-search-go" icon="pi pi-search"
          label={t('location.searchButton')} busy={search.status === 'busy'} />
      </form>
      {search.status === 'failed' ? <p role="alert" className="p-error">{t('location.searchFailed')}</p> : null}
      {search.status === 'done' && search.hits.length === 0 ? <p>{t('location.noHits', { query: search.query })}</p> : null}
      {search.status === 'done' && search.hits.length > 0 ? (
        <ul className="detail-hits" data-testid="location-hits">
          {search.hits.map((hit) => (
            <li key={`${hit.lat},${hit.lng},${hit.label}`}>
              <button type="button" className="detail-hit" onClick={() => moves.pickHit(hit)}>{hit.label}</button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="detail-note">
        {chosen ? t('location.picked', { lat: fixed(chosen.lat), lng: fixed(chosen.lng) }) : t('location.pick')}
      </p>
      <form onSubmit={(event) => void moves.saveManual(event)} noValidate>
        <Field id="location-address-input" className="auth-field" label={t('location.address')} error={addressForm.formState.errors.address}>
          {({ invalid, ...control }) => (
            <TextInput {...control} data-testid="location-address-input" invalid={invalid} {...addressForm.register('address')} />
          )}
        </Field>
        <ActionButton type="submit" data-testid="location-save" icon="pi pi-check" label={t('location.save')}
          busy={busy === 'save'} disabled={!(chosen ?? moves.current) || busy !== null} />
      </form>
    </div>
  );
}
