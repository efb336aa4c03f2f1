import { useTranslation } from 'react-i18next';
import type { Role } from './deviceRows';
import type { MachineIcon } from '../../domain/wire/icon';

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

/** The machine-type image; a neutral mark until the icon map has loaded. */
export function DeviceIcon({ icon }: { icon: MachineIcon | undefined }) {
  if (!icon) return <span className="device-icon placeholder" aria-hidden="true" />;
  return <img className="device-icon" src={icon.image} alt={icon.name} title={icon.name} width={24} height={24} data-testid="device-icon" />;
}

/** The name opens the device's detail: a real button, so the keyboard reaches it. */
export function DeviceName({ name, onOpen }: { name: string; onOpen?: () => void }) {
  if (!onOpen) return <span className="device-name">{name}</span>;
  return (
    <button type="button" className="device-name-button" data-testid="device-open" onClick={onOpen}>
      {name}
    </button>
  );
}
