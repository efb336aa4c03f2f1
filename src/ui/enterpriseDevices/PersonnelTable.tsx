import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../domain/masking';
import type { Personnel } from '../../domain/wire/enterpriseDevices';
import { clientStorage } from '../app/clientStorage';
import { DataTable, type Column } from '../kit/DataTable';
import './enterpriseDevices.css';

/** limit_authority → the role words the detail panel already uses (product.md section 6). */
function roleKey(limitAuthority: number): 'owner' | 'admin' | 'visitor' {
  if (limitAuthority === 3) return 'owner';
  if (limitAuthority === 2) return 'admin';
  return 'visitor';
}

interface Props {
  people: readonly Personnel[];
  caption: string;
  /** Key holders show their role; maintenance staff (limit_authority -1) have none. */
  withRole: boolean;
  testId: string;
}

/** People of a device or a maintenance team; phones are masked for display (product.md section 5). */
export function PersonnelTable({ people, caption, withRole, testId }: Props) {
  const { t } = useTranslation('enterprise');
  const { t: tDetail } = useTranslation('deviceDetail');
  const self = Number(clientStorage().get('userId') ?? 0);
  const columns: Column<Personnel>[] = [
    {
      id: 'name',
      header: t('people.name'),
      rowHeader: true,
      cell: (person) => (
        <>
          {person.name}
          {person.id === self ? <span className="personnel-self"> {t('people.you')}</span> : null}
        </>
      ),
    },
    ...(withRole ? [{ id: 'role', header: t('people.role'), cell: (person: Personnel) => tDetail(`role.${roleKey(person.limit_authority)}`) }] : []),
    { id: 'phone', header: t('people.phone'), cell: (person) => (person.phone ? maskPhone(person.phone) : t('people.none')), cellAttributes: () => ({ 'data-testid': 'personnel-phone' }) },
    { id: 'email', header: t('people.email'), cell: (person) => person.email || t('people.none') },
  ];
  return (
    <DataTable rows={people} columns={columns} rowKey={(person) => person.id} label={caption} caption testId={testId} rowTestId={`${testId}-row`} className="personnel-table" />
  );
}
