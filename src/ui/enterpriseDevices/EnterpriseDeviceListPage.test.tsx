// The enterprise device lists when the cloud says the user is not (or no longer) in the chosen enterprise: the
// maintenance list gives the no-permission notice in the page's language, with no rows and no team.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessCode, classify } from '../../domain/resultCodes';
import cnEnterprise from '../../i18n/cn/enterprise';
import enEnterprise from '../../i18n/en/enterprise';
import { renderScreen } from '../../../tests/component/render';
import { clientStorage } from '../app/clientStorage';
import EnterpriseDeviceListPage from './EnterpriseDeviceListPage';

// What the cloud answers every enterprise call of a user outside the enterprise.
const notAMember = classify({ type: 'response', status: 200, hwcode: BusinessCode.NoPermission, hwdata: 'not a member of this enterprise' });

afterEach(() => {
  clientStorage().remove('eid');
});

describe('no permission', () => {
  it.each([
    ['en', enEnterprise],
    ['cn', cnEnterprise],
  ] as const)('a user no longer in the chosen enterprise gets the notice instead of the maintenance list, in %s', async (lang, texts) => {
    // The browser still has an enterprise chosen that the user is not a member of.
    clientStorage().set('eid', 7);
    await renderScreen(<EnterpriseDeviceListPage />, {
      lang,
      path: `/device/?type=2&lang=${lang}`,
      namespaces: ['enterprise', 'devices', 'visit'],
      answer: (request) => (request.path.startsWith('/api/enterprises/') || request.path.startsWith('/api/entportal/') ? { ok: false, outcome: notAMember } : undefined),
    });
    expect((await screen.findByTestId('enterprise-no-permission')).textContent).toBe(texts.noPermission.maintenance);
    expect(screen.queryAllByTestId('device-row')).toHaveLength(0);
    expect(screen.queryByTestId('maintenance-team')).toBeNull();
  });
});
