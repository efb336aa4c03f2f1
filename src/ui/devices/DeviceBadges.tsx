import { useTranslation } from 'react-i18next';
import type { Role } from './deviceRows';

export function OnlineState({ online }: { online: boolean }) {
  const { t } = useTranslation('devices');
  return (
    <span className={online ? 'device-state online' : 'device-state offline'} data-state={online ? 'online' : 'offline'}>
      <span className="dot" aria-hidden="true" />
      {online ? t('state.online') : t('state.offline')}
    </span>
  );
}

export function RoleTag({ role }: { role: Role }) {
  const { t } = useTranslation('devices');
  return (
    <span className={`device-role ${role}`} data-role={role}>
      {t(`role.${role}`)}
    </span>
  );
}
