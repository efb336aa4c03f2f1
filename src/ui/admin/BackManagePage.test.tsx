// The back-office form's own checks without a cloud: an empty name and a logo that is no picture (a text file named
// .png, a typed data: address) are refused before the save call; a real picture reaches the preview. The gate in
// front of it: no enterprise chosen, or a member who is not the manager (Chinese).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/constants';
import type { EnterpriseInfo } from '../../domain/wire/enterpriseDevices';
import cnAdmin from '../../i18n/cn/admin';
import enAdmin from '../../i18n/en/admin';
import cnValidation from '../../i18n/cn/validation';
import enValidation from '../../i18n/en/validation';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { clientStorage } from '../app/clientStorage';
import BackManagePage from './BackManagePage';

const EID = 7;
const PLATFORM = '/api/ext/v1/enterprise/platform';
const info: EnterpriseInfo = {
  eid: EID, name: 'Line Works', platformName: 'Line Cloud', applyLogoUrl: '', enableProject: true, memberCount: 3, deviceCount: 4,
};
const cloudAs = (manager: boolean): Answer => (request) => {
  if (request.path === '/api/enterprises/enterprisePermission') return { ok: true, data: { eid: EID, manager, maintainer: false } };
  if (request.path === '/api/entportal/v1/enterprise/info') return { ok: true, data: info };
  return undefined;
};
const open = (lang: Language, answer?: Answer) =>
  renderScreen(<BackManagePage />, { lang, path: `/backManage?lang=${lang}`, namespaces: ['admin', 'validation'], answer });

// A 1×1 PNG.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** A file as the browser hands it over; jsdom's File has no arrayBuffer(), which the form reads the bytes with. */
function picked(bytes: Uint8Array<ArrayBuffer>, name: string): File {
  const file = new File([bytes], name, { type: 'image/png' });
  Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.resolve(bytes.slice().buffer) });
  return file;
}

afterEach(() => {
  clientStorage().remove('eid');
});

describe('platform settings form', () => {
  it.each([
    ['en', enValidation],
    ['cn', cnValidation],
  ] as const)('refuses an empty name before any call (%s)', async (lang, texts) => {
    clientStorage().set('eid', EID);
    const { user, cloud } = await open(lang, cloudAs(true));
    const name = await screen.findByTestId('platform-name');
    expect((name as HTMLInputElement).value).toBe(info.platformName);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByTestId('platform-save'));
    expect((await screen.findByTestId('platform-name-error')).textContent).toBe(texts.platform.nameRequired);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(cloud.paths()).not.toContain(PLATFORM);
  });

  it('takes no more than the rule\'s 30 characters for the platform name (docs/decisions.md, "Console")', async () => {
    clientStorage().set('eid', EID);
    const { user } = await open('cn', cloudAs(true));
    const name = (await screen.findByTestId('platform-name')) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, '一'.repeat(45));
    expect(name.value).toBe('一'.repeat(30));
    expect(name.maxLength).toBe(30);
  });

  it('saves the trimmed name, the logo and the projects switch', async () => {
    clientStorage().set('eid', EID);
    const saving: Answer = (request) => (request.path === PLATFORM ? { ok: true, data: { ...info, platformName: 'Line 4 Cloud' } } : cloudAs(true)(request));
    const { user, cloud, notices } = await open('en', saving);
    const name = await screen.findByTestId('platform-name');
    await user.clear(name);
    await user.type(name, '  Line 4 Cloud ');
    await user.type(screen.getByTestId('platform-logo'), ' /logo.png');
    await user.click(screen.getByTestId('platform-projects'));
    await user.click(screen.getByTestId('platform-save'));
    await waitFor(() => expect(cloud.requests.find((r) => r.path === PLATFORM)?.body).toEqual({ eid: EID, platformName: 'Line 4 Cloud', applyLogoUrl: '/logo.png', enableProject: 0 }));
    await waitFor(() => expect(notices).toContainEqual({ severity: 'success', key: 'admin:platform.saved' }));
  });

  it('refuses a text file named .png and a typed data: address before any call, and previews a real picture', async () => {
    clientStorage().set('eid', EID);
    const { user, cloud } = await open('en', cloudAs(true));
    const file = await screen.findByTestId('platform-logo-file');
    await user.upload(file, picked(new TextEncoder().encode('not a picture at all'), 'logo.png'));
    await waitFor(() => expect(screen.getByTestId('platform-logo-error').textContent).toBe(enValidation.platform.logoNotPicture));
    await user.click(screen.getByTestId('platform-logo-clear'));
    await user.click(screen.getByTestId('platform-logo'));
    await user.paste('data:image/svg+xml,<svg onload="alert(1)"/>');
    await user.click(screen.getByTestId('platform-save'));
    expect((await screen.findByTestId('platform-logo-error')).textContent).toBe(enValidation.platform.logoTyped);
    expect(cloud.paths()).not.toContain(PLATFORM);

    await user.upload(file, picked(PNG, 'dot.png'));
    expect(await screen.findByTestId('platform-preview-logo')).toBeTruthy();
    expect(screen.queryByTestId('platform-logo-error')).toBeNull();
    await user.clear(screen.getByTestId('platform-name'));
    await user.type(screen.getByTestId('platform-name'), 'Line 4 Cloud');
    expect(screen.getByTestId('platform-preview-name').textContent).toBe('Line 4 Cloud');
  });
});

describe('the administration gate', () => {
  it('tells a user without a chosen enterprise that administration belongs to one, and calls nothing for it', async () => {
    const { cloud } = await open('en');
    expect((await screen.findByTestId('admin-no-enterprise')).textContent).toBe(enAdmin.noEnterprise);
    expect(cloud.paths()).not.toContain('/api/entportal/v1/enterprise/info');
  });

  it('gives a member who is not the manager the no-permission notice (Chinese), without the form', async () => {
    clientStorage().set('eid', EID);
    await open('cn', cloudAs(false));
    expect((await screen.findByTestId('admin-no-permission')).textContent).toBe(cnAdmin.noPermission);
    expect(screen.queryByTestId('platform-form')).toBeNull();
  });
});
