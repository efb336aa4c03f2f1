// Which main-layout routes belong to which mode, and where a route the current mode cannot show leads
// (docs/decisions.md, "Console"): the header, the menu and the content always speak of the same mode.
import { ENTERPRISE_HOME, PERSONAL_HOME } from '../common/homePath';

export interface ModeFacts {
  /** Stored enterprise id; 0 is personal mode. */
  eid: number;
  /** How many enterprises the user belongs to (the header's switcher offers them). */
  enterprises: number;
  enableProject: boolean;
}

const PERSONAL_ONLY = new Set(['/index', '/safety', '/ezviz']);
const ENTERPRISE_ONLY = new Set(['/device', '/project']);

/**
 * The path to go to instead of `pathname`, or undefined when the current mode shows it:
 * - an enterprise mode's user at a personal-only page (the personal list, security centre, video cloud) goes to
 *   the enterprise's device list, the page its menu starts with;
 * - a personal user at an enterprise page who belongs to no enterprise goes to the personal list; one who belongs
 *   to some stays, and the page points at the header's switcher, which lists them;
 * - projects in an enterprise without projects go to the enterprise's device list.
 */
export function modeRedirect(pathname: string, facts: ModeFacts): string | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (facts.eid > 0) {
    if (PERSONAL_ONLY.has(path)) return ENTERPRISE_HOME;
    if (path === '/project' && !facts.enableProject) return ENTERPRISE_HOME;
    return undefined;
  }
  if (ENTERPRISE_ONLY.has(path) && facts.enterprises === 0) return PERSONAL_HOME;
  return undefined;
}
