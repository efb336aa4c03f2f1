import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../domain/masking';
import type { Personnel } from '../../domain/wire/enterpriseDevices';
import { clientStorage } from '../app/clientStorage';
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
  return (
    <table className="personnel-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('people.name')}</th>
          {withRole ? <th scope="col">{t('people.role')}</th> : null}
          <th scope="col">{t('people.phone')}</th>
          <th scope="col">{t('people.email')}</th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.id} data-testid={`${testId}-row`}>
            <th scope="row">
              {person.name}
              {person.id === self ? <span className="personnel-self"> {t('people.you')}</span> : null}
            </th>
            {withRole ? <td>{tDetail(`role.${roleKey(person.limit_authority)}`)}</td> : null}
            <td data-testid="personnel-phone">{person.phone ? maskPhone(person.phone) : t('people.none')}</td>
            <td>{person.email || t('people.none')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
