// The device lists' badges. Apart from useBadgeLabels they hold no hooks: the table's cells call them as plain
// functions (DeviceTable.tsx) rather than mounting a component per cell.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from './deviceRows';
import type { MachineIcon } from '../../domain/wire/icon';
import { iconClassOf } from './iconClasses';
import './deviceParts.css';

export type BadgeLabels = Record<'online' | 'offline' | 'unknown' | 'unknownHint' | Role, string>;

/** The state and role words, translated once per list rather than once per row. */
export function useBadgeLabels(): BadgeLabels {
  // react-i18next hands out a new `t` when the language changes.
  const { t } = useTranslation('devices');
  return useMemo(
    () => ({
      online: t('state.online'),
      offline: t('state.offline'),
      unknown: t('state.unknown'),
      unknownHint: t('state.unknownHint'),
      owner: t('role.owner'),
      admin: t('role.admin'),
      visitor: t('role.visitor'),
    }),
    [t],
  );
}

/** `online` undefined: the live state is unknown (its poll fails), said in words rather than shown stale. */
export function OnlineState({ online, labels }: { online: boolean | undefined; labels: BadgeLabels }) {
  if (online === undefined) {
    return (
      <span className="device-state unknown" data-state="unknown" title={labels.unknownHint}>
        {labels.unknown}
      </span>
    );
  }
  return (
    <span className={online ? 'device-state online' : 'device-state offline'} data-state={online ? 'online' : 'offline'}>
      {online ? labels.online : labels.offline}
    </span>
  );
}

export function RoleTag({ role, labels }: { role: Role; labels: BadgeLabels }) {
  return (
    <span className={`device-role ${role}`} data-role={role}>
      {labels[role]}
    </span>
  );
}

/**
 * The machine-type image, read by its name; a neutral mark until the icon map has loaded. Drawn as the background
 * of its type's class (iconClasses.ts), so a row reused for another device changes a class, not an image source.
 */
export function DeviceIcon({ icon }: { icon: MachineIcon | undefined }) {
  if (!icon) return <span className="device-icon placeholder" aria-hidden="true" />;
  return <span className={`device-icon ${iconClassOf(icon.image)}`} role="img" aria-label={icon.name} title={icon.name} data-testid="device-icon" />;
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
