import { describe, expect, it } from 'vitest';
import { modeRedirect } from '../../src/ui/layout/modeRoutes';
import { ENTERPRISE_HOME, PERSONAL_HOME } from '../../src/ui/common/homePath';

const personal = { eid: 0, enterprises: 0, enableProject: false };
const member = { eid: 0, enterprises: 2, enableProject: false };
const enterprise = { eid: 201, enterprises: 2, enableProject: true };

describe('routes of the other mode', () => {
  it('send a user without an enterprise from enterprise pages to the personal list', () => {
    expect(modeRedirect('/device/', personal)).toBe(PERSONAL_HOME);
    expect(modeRedirect('/project', personal)).toBe(PERSONAL_HOME);
    expect(modeRedirect('/index/', personal)).toBeUndefined();
  });

  it('keep a member of enterprises in personal mode on an enterprise page, which points at the switcher', () => {
    expect(modeRedirect('/device/', member)).toBeUndefined();
  });

  it('send an enterprise mode away from personal-only pages to the enterprise list', () => {
    for (const path of ['/index/', '/INDEX', '/safety/', '/ezviz']) expect(modeRedirect(path, enterprise)).toBe(ENTERPRISE_HOME);
    expect(modeRedirect('/device/', enterprise)).toBeUndefined();
    expect(modeRedirect('/msgCenter/', enterprise)).toBeUndefined();
  });

  it('send projects of an enterprise without projects to its device list', () => {
    expect(modeRedirect('/project/', { ...enterprise, enableProject: false })).toBe(ENTERPRISE_HOME);
    expect(modeRedirect('/project/', enterprise)).toBeUndefined();
  });
});
