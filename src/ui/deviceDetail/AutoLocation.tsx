// An automatically placed device: the way it finds itself, and a refresh within the day's allowance.
import { useTranslation } from 'react-i18next';
import { AUTO_LOCATION_WAYS, autoWayName, type AutoLocationWay } from '../../domain/location';
import { ActionButton } from '../common/controls/ActionButton';
import type { LocationMoves } from './useLocationMoves';

const isWay = (value: string): value is AutoLocationWay => Object.hasOwn(AUTO_LOCATION_WAYS, value);
const WAYS = Object.keys(AUTO_LOCATION_WAYS).filter(isWay);

export function AutoLocation({ way, moves }: { way: number; moves: LocationMoves }) {
  const { t } = useTranslation('deviceDetail');
  const { busy, allowance } = moves;
  const left = allowance?.left;
  return (
    <div className="detail-auto">
      <label htmlFor="location-way">{t('location.way')}</label>
      <select id="location-way" data-testid="location-way" value={autoWayName(way)} disabled={busy !== null}
        onChange={(event) => { if (isWay(event.target.value)) moves.chooseWay(event.target.value); }}>
        {WAYS.map((name) => (
          <option key={name} value={name}>{t(`location.ways.${name}`)}</option>
        ))}
      </select>
      <ActionButton data-testid="location-refresh" icon="pi pi-map-marker" label={t('location.refresh')}
        busy={busy === 'refresh'} disabled={left === 0 || busy !== null} onClick={() => moves.refresh()} />
      {allowance ? (
        <p data-testid="location-left" aria-live="polite">
          {left === 0 ? t('location.noneLeft') : t('location.left', { left, limit: allowance.limit })}
        </p>
      ) : null}
    </div>
  );
}
