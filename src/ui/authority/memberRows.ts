// What a member row shows and offers: masked phone, visit time text, and the role moves the roles machine allows
// the viewer on that member.
import type { TFunction } from 'i18next';
import { maskEmail } from '../../domain/security';
import { maskPhone } from '../../domain/masking';
import { roleOf, visitTimeView, type DeviceRole } from '../../domain/roles';
import { formatUnixTime } from '../../domain/time';
import type { AdminListItem } from '../../domain/wire/audit';
import { rolesSnapshot, type VisitTimeState, type RolesEvent } from '../../machines/roles.machine';

export type MemberListKind = 'admins' | 'visitors' | 'blacklist';

export function memberRole(item: AdminListItem, list: MemberListKind): DeviceRole {
  return list === 'blacklist' ? 'blacklisted' : roleOf(item.limit_authority);
}

export function displayPhone(phone: string): string {
  return phone === '' ? '' : maskPhone(phone);
}

/**
 * How the role search shows whom it found: the masked phone, or the masked e-mail of an account without one. The
 * cloud already masks both for someone not related to the device (docs/decisions.md, "Security"); masking again keeps them as they are.
 */
export function displayContact(found: { phone: string; email: string }): string {
  if (found.phone !== '') return maskPhone(found.phone);
  return found.email === '' ? '' : maskEmail(found.email);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function visitState(item: AdminListItem): VisitTimeState {
  const view = visitTimeView(item.visitTime ?? 0, nowSeconds());
  return view.kind === 'until' ? 'dated' : view.kind;
}

export function visitTimeText(t: TFunction, item: AdminListItem): string {
  const view = visitTimeView(item.visitTime ?? 0, nowSeconds());
  if (view.kind === 'until') return t('visitTime.until', { date: formatUnixTime(view.seconds) });
  return t(`visitTime.${view.kind}`);
}

/** The moves a row offers: each is an event the roles machine can take from that member's state. */
export type RowAction = 'upgradeVisitor' | 'downgradeBkey' | 'blacklist' | 'whitelist' | 'setVisitTime' | 'zeroVisitTime' | 'clearVisitTime';

const PROBES: Record<RowAction, RolesEvent> = {
  upgradeVisitor: { type: 'upgradeVisitor' },
  downgradeBkey: { type: 'downgradeBkey' },
  blacklist: { type: 'blacklist' },
  whitelist: { type: 'whitelist' },
  setVisitTime: { type: 'SET_FOREVER' },
  zeroVisitTime: { type: 'ZERO' },
  clearVisitTime: { type: 'CLEAR' },
};

const isRowAction = (name: string): name is RowAction => Object.hasOwn(PROBES, name);
const ROW_ACTIONS = Object.keys(PROBES).filter(isRowAction);

export function rowActions(viewer: DeviceRole, target: DeviceRole, visit: VisitTimeState): RowAction[] {
  if (target === 'akey') return [];
  const snapshot = rolesSnapshot(viewer, target, visit);
  return ROW_ACTIONS.filter((action) => {
    // Clearing an already invalid time changes nothing: not offered.
    if (action === 'clearVisitTime' && visit === 'invalid') return false;
    return snapshot.can(PROBES[action]);
  });
}
