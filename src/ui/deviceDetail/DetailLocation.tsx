// Where the device is: automatic (GPS, base station or IP, refreshed at most 5 times a day) or manual (a place
// from the map search or a click on the map, with its address). The wire and the cloud keep WGS-84.
import { useTranslation } from 'react-i18next';
import type { DeviceDetail } from '../../domain/wire/deviceDetail';
import { mapConfig } from '../../transport/mapConfig';
import { FailureBoundary } from '../app/FailureBoundary';
import { LocationMap } from './LocationMap';
import { AutoLocation } from './AutoLocation';
import { ManualLocation } from './ManualLocation';
import { fixed } from './coordinates';
import { useLocationMoves } from './useLocationMoves';
import { usePlaceSearch } from './usePlaceSearch';

type Props = { detail: DeviceDetail; manager: boolean; onMoved(change: Partial<DeviceDetail>): void };

export function DetailLocation({ detail, manager, onMoved }: Props) {
  const { t } = useTranslation('deviceDetail');
  const moves = useLocationMoves(detail, onMoved);
  // Kept here, not in ManualLocation: the search and its answers outlive a switch to automatic and back.
  const places = usePlaceSearch();
  const { type, current, busy } = moves;

  return (
    <div className="detail-location">
      <p>
        <strong>{t('location.current')}: </strong>
        <span data-testid="location-address">{detail.address || t('location.none')}</span>
        {current ? <span className="detail-coords"> · {t('location.coordinates', { lat: fixed(current.lat), lng: fixed(current.lng) })}</span> : null}
      </p>
      {!mapConfig.tileUrl ? <p className="detail-note">{t('location.noTiles')}</p> : null}
      <FailureBoundary scope="widget" widget="map">
        <LocationMap point={moves.chosen ?? current} label={t('location.map')} onPick={manager && type === 'manual' ? moves.setChosen : undefined} />
      </FailureBoundary>
      {!manager ? <p className="detail-note" data-testid="location-readonly">{t('location.readOnly')}</p> : (
        <>
          <fieldset className="detail-choice">
            <legend>{t('location.type')}</legend>
            {(['auto', 'manual'] as const).map((value) => (
              <label key={value} className="detail-radio">
                <input type="radio" name="locationType" checked={type === value} disabled={busy !== null}
                  data-testid={`location-type-${value}`} onChange={() => moves.chooseType(value)} />
                {t(`location.${value}`)}
              </label>
            ))}
          </fieldset>
          {type === 'auto' ? <AutoLocation way={detail.locationWay} moves={moves} /> : <ManualLocation moves={moves} places={places} />}
        </>
      )}
    </div>
  );
}
