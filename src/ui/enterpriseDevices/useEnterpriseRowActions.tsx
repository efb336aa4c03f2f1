import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnterpriseListType } from '../../domain/wire/enterpriseDevices';
import type { DeviceRow } from '../devices/deviceRows';
import { useRowVisit } from '../devices/RowVisitButton';
import type { EnterpriseRow } from './enterpriseRows';

/**
 * The end of each enterprise row: the visit button, and on the maintenance list the maintenance remark's button
 * for the devices the caller maintains when it may edit remarks (`onEditRemark`).
 */
export function useEnterpriseRowActions(type: EnterpriseListType, editRemarks: boolean, onEditRemark: (row: EnterpriseRow) => void) {
  const { t } = useTranslation('enterprise');
  const visit = useRowVisit(type === 2 ? 'maintenance' : 'enterprise');
  const remarks = type === 2 && editRemarks;
  return useCallback(
    (row: DeviceRow) => {
      // Only the maintenance list's rows carry remarks to edit; the enterprise list's end is the visit button alone,
      // without a box around it (one element less in each row a search keystroke patches).
      if (!remarks) return visit(row);
      const remark = isEnterpriseRow(row) && row.maintainer ? row : undefined;
      return (
        // Not keyed by the device: the table reuses its rows' elements for other devices, and these are patched
        // (the remark button keeps no state; the visit button ties its own to its device).
        <span className="enterprise-row-actions">
          {remark ? (
            <button
              type="button"
              className="remark-button"
              data-testid="remark-edit"
              title={t('remark.edit', { name: row.name })}
              aria-label={t('remark.edit', { name: row.name })}
              onClick={() => onEditRemark(remark)}
            >
              <i className="pi pi-pencil" aria-hidden="true" />
              <span className="remark-text">{remark.maintenanceRemark || t('remark.none')}</span>
            </button>
          ) : null}
          {visit(row)}
        </span>
      );
    },
    [remarks, t, visit, onEditRemark],
  );
}

/** A row as the enterprise lists load it (enterpriseRows.ts), with its maintenance fields. */
function isEnterpriseRow(row: DeviceRow): row is EnterpriseRow {
  return 'maintainer' in row && 'maintenanceRemark' in row;
}
