// Which menu entries a user sees (product.md section 2 "Behaviour" and section 6: modes show different menus).

export type NavKey =
  | 'home'
  | 'enterpriseDevices'
  | 'maintenanceDevices'
  | 'cloudMap'
  | 'enterpriseProjects'
  | 'maintenanceProjects'
  | 'msgCenter'
  | 'alarmCenter'
  | 'smsAlarm'
  | 'dataCenter'
  | 'safety'
  | 'ezviz'
  | 'administrateCenter'
  | 'backManage';

export interface NavItem {
  key: NavKey;
  path: string;
  icon: string;
}

export interface NavFacts {
  /** Stored enterprise id; 0 is personal mode. */
  eid: number;
  enableProject: boolean;
  hideMap: boolean;
  /** The caller manages the chosen enterprise (enterprisePermission); unknown counts as not. */
  manager?: boolean;
}

export function navItems({ eid, enableProject, hideMap, manager = false }: NavFacts): NavItem[] {
  const enterprise = eid > 0;
  const items: Array<NavItem | false> = [
    !enterprise && { key: 'home', path: '/index/?listType=list', icon: 'pi-home' },
    enterprise && { key: 'enterpriseDevices', path: '/device/?type=1', icon: 'pi-building' },
    enterprise && { key: 'maintenanceDevices', path: '/device/?type=2', icon: 'pi-wrench' },
    !hideMap && { key: 'cloudMap', path: '/cloudmap/', icon: 'pi-map' },
    enterprise && enableProject && { key: 'enterpriseProjects', path: '/project/?type=1', icon: 'pi-briefcase' },
    enterprise && enableProject && { key: 'maintenanceProjects', path: '/project/?type=2', icon: 'pi-sitemap' },
    { key: 'msgCenter', path: '/msgCenter/', icon: 'pi-envelope' },
    { key: 'alarmCenter', path: '/alarmCenter/', icon: 'pi-bell' },
    // Both modes: personal settings in personal mode, the user's settings in the chosen enterprise otherwise.
    { key: 'smsAlarm', path: '/smsAlarm/', icon: 'pi-comment' },
    { key: 'dataCenter', path: '/dataCenter/', icon: 'pi-chart-bar' },
    !enterprise && { key: 'safety', path: '/safety/', icon: 'pi-shield' },
    !enterprise && { key: 'ezviz', path: '/ezviz/', icon: 'pi-video' },
    // Administration belongs to an enterprise's manager: for anyone else the entries would only lead to the
    // no-permission notice (still shown to whoever opens the address).
    enterprise && manager && { key: 'administrateCenter', path: '/administrateCenter', icon: 'pi-users' },
    enterprise && manager && { key: 'backManage', path: '/backManage', icon: 'pi-cog' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** The entry for a location: same path, and the same `type` where the entry has one. */
export function isCurrent(item: NavItem, pathname: string, search: string): boolean {
  const target = new URL(item.path, 'http://x');
  const trim = (p: string) => p.replace(/\/+$/, '').toLowerCase();
  if (trim(target.pathname) !== trim(pathname)) return false;
  const type = target.searchParams.get('type');
  return type === null || new URLSearchParams(search).get('type') === type;
}
