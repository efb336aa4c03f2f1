// The device list's forms on the kit's form hook: a value the domain's rules refuse is refused in the page's
// language (the focus on the refused field) before any call, and a valid form sends the checked values.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../domain/constants';
import { MACHINE_CODE_MIN, VALIDATION_TEXT_VARIABLES } from '../../domain/validation';
import cnDevices from '../../i18n/cn/devices';
import cnValidation from '../../i18n/cn/validation';
import enDevices from '../../i18n/en/devices';
import enValidation from '../../i18n/en/validation';
import cnErrors from '../../i18n/cn/errors';
import enErrors from '../../i18n/en/errors';
import { classify } from '../../domain/resultCodes';
import type { HttpRequest } from '../../transport/http';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { AddByCodeForm } from './AddByCodeForm';
import { ApplyForm } from './ApplyForm';
import { GroupsDialog } from './GroupsDialog';
import { ScanCodeForm } from './ScanCodeForm';

const VALIDATION = { cn: cnValidation, en: enValidation };
const DEVICES = { cn: cnDevices, en: enDevices };
const LANGS: Language[] = ['cn', 'en'];
/** A validation text as the page shows it (its variables filled in). */
const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, name: keyof typeof VALIDATION_TEXT_VARIABLES) => String(VALIDATION_TEXT_VARIABLES[name]));
const options = (lang: Language, answer?: Answer) => ({ lang, namespaces: ['devices', 'validation'], answer });
const sent = (requests: HttpRequest[], path: string) => requests.filter((r) => r.path === path);

describe('add by code', () => {
  it.each(LANGS)('refuses a malformed code in %s, on the code field, before any call', async (lang) => {
    const { user, cloud } = await renderScreen(<AddByCodeForm groups={[]} onAdded={vi.fn()} onApply={vi.fn()} />, options(lang));
    await user.type(screen.getByTestId('add-code'), 'A1!');
    await user.click(screen.getByTestId('add-submit'));
    expect((await screen.findByTestId('add-code-error')).textContent).toBe(fill(VALIDATION[lang].machineCode.format));
    expect(document.activeElement).toBe(screen.getByTestId('add-code'));
    expect(screen.getByTestId('add-code').getAttribute('aria-invalid')).toBe('true');
    expect(cloud.requests).toEqual([]);
  });

  it('sends the trimmed code, the password, the name and no group', async () => {
    const onAdded = vi.fn();
    const { user, cloud } = await renderScreen(<AddByCodeForm groups={[]} onAdded={onAdded} onApply={vi.fn()} />, options('en', () => ({ ok: true, data: { machine_id: 1 } })));
    await user.type(screen.getByTestId('add-code'), '  A1B2C3D4 ');
    await user.type(screen.getByTestId('add-password'), 'secret');
    await user.type(screen.getByTestId('add-name'), ' Press ');
    await user.click(screen.getByTestId('add-submit'));
    await waitFor(() => expect(onAdded).toHaveBeenCalledOnce());
    expect(sent(cloud.requests, '/api/machine/add').map((r) => r.body)).toEqual([{ machineCode: 'A1B2C3D4', machinePwd: 'secret', machineName: 'Press', machineGroupID: '' }]);
    expect(screen.queryByTestId('add-code-error')).toBeNull();
  });
});

describe('add by code, refused for wrong device passwords', () => {
  // Issue 33: the cloud counts wrong device passwords (5 a device per 15 minutes); the refusal is the spec's
  // "frequent request", shown in the page's language.
  const ERRORS = { cn: cnErrors, en: enErrors };
  it.each(LANGS)('shows the frequent-request refusal in %s', async (lang) => {
    const refused = classify({ type: 'response', status: 200, hwcode: '07010119', hwdata: { retryAfterSeconds: 900 } });
    const answer: Answer = (request) => (request.path === '/api/machine/add' && refused.kind !== 'ok' ? { ok: false, outcome: refused } : undefined);
    const { user } = await renderScreen(<AddByCodeForm groups={[]} onAdded={vi.fn()} onApply={vi.fn()} />, { lang, namespaces: ['devices', 'validation', 'errors'], answer });
    await user.type(screen.getByTestId('add-code'), 'A1B2C3D4');
    await user.type(screen.getByTestId('add-password'), 'secret');
    await user.click(screen.getByTestId('add-submit'));
    expect((await screen.findByTestId('add-failure')).textContent).toBe(ERRORS[lang].business.requestTooFrequent);
  });
});

describe('scan code', () => {
  it.each(LANGS)('asks for the pasted text in %s before any call', async (lang) => {
    const { user, cloud } = await renderScreen(<ScanCodeForm onResolved={vi.fn()} />, options(lang));
    await user.type(screen.getByTestId('scan-code'), '   ');
    await user.click(screen.getByTestId('scan-check'));
    expect((await screen.findByTestId('scan-failure')).textContent).toBe(DEVICES[lang].scan.required);
    expect(document.activeElement).toBe(screen.getByTestId('scan-code'));
    expect(cloud.requests).toEqual([]);
  });

  it('resolves the trimmed text and hands the answer on', async () => {
    const onResolved = vi.fn();
    const answer = { machineCode: 'PN-SCAN-0001', machinePwd: 'pw', machineName: '' };
    const { user, cloud } = await renderScreen(<ScanCodeForm onResolved={onResolved} />, options('en', () => ({ ok: true, data: answer })));
    await user.click(screen.getByTestId('scan-check'));
    await screen.findByTestId('scan-failure');
    await user.type(screen.getByTestId('scan-code'), ' HWSCAN-1 ');
    await waitFor(() => expect(screen.queryByTestId('scan-failure')).toBeNull());
    await user.click(screen.getByTestId('scan-check'));
    await waitFor(() => expect(onResolved).toHaveBeenCalledWith(answer));
    expect(cloud.requests.map((r) => r.body)).toEqual([{ scanCode: 'HWSCAN-1' }]);
  });
});

describe('apply', () => {
  const device = { machineId: 9, machineCode: 'PN-0009', online: true, checkType: 0, hasPasswd: false, exists: true, owned: true };
  const answer: Answer = (request) =>
    request.path === '/api/machine/getMachineState' ? { ok: true, data: device } : request.path === '/api/v1/audit/addBind' ? { ok: true, data: { applicationId: 77 } } : undefined;
  const apply = (onSent = vi.fn()) => <ApplyForm pending={[]} roleOf={() => undefined} onSent={onSent} onGranted={vi.fn()} onAddInstead={vi.fn()} />;

  it.each(LANGS)('refuses a short code, then a too long alias and message, in %s before sending', async (lang) => {
    const { user, cloud } = await renderScreen(apply(), options(lang, answer));
    await user.type(screen.getByTestId('apply-code'), 'A'.repeat(MACHINE_CODE_MIN - 1));
    await user.click(screen.getByTestId('apply-find'));
    expect((await screen.findByTestId('apply-code-error')).textContent).toBe(fill(VALIDATION[lang].machineCode.format));
    expect(cloud.requests).toEqual([]);

    await user.clear(screen.getByTestId('apply-code'));
    await user.type(screen.getByTestId('apply-code'), 'PN-0009');
    await user.click(screen.getByTestId('apply-find'));
    await user.click(await screen.findByTestId('apply-kind-bind'));
    await user.type(screen.getByTestId('apply-remarks'), 'R'.repeat(VALIDATION_TEXT_VARIABLES.aliasMax + 1));
    await user.type(screen.getByTestId('apply-message'), 'M'.repeat(VALIDATION_TEXT_VARIABLES.visitMessageMax + 1));
    await user.click(screen.getByTestId('apply-send'));
    expect((await screen.findByTestId('apply-remarks-error')).textContent).toBe(fill(VALIDATION[lang].alias.length));
    expect(screen.getByTestId('apply-message-error').textContent).toBe(fill(VALIDATION[lang].visitMessage.length));
    expect(document.activeElement).toBe(screen.getByTestId('apply-message'));
    expect(sent(cloud.requests, '/api/v1/audit/addBind')).toEqual([]);
  });

  it('sends a bind application with its alias and message', async () => {
    const onSent = vi.fn();
    const { user, cloud } = await renderScreen(apply(onSent), options('en', answer));
    await user.type(screen.getByTestId('apply-code'), ' PN-0009 ');
    await user.click(screen.getByTestId('apply-find'));
    await user.click(await screen.findByTestId('apply-kind-bind'));
    await user.type(screen.getByTestId('apply-remarks'), 'Line 2');
    await user.type(screen.getByTestId('apply-message'), 'please');
    await user.click(screen.getByTestId('apply-send'));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ applicationId: 77, machineCode: 'PN-0009', kind: 'bind' })));
    expect(sent(cloud.requests, '/api/machine/getMachineState').map((r) => r.body)).toEqual([{ machineCode: 'PN-0009' }]);
    expect(sent(cloud.requests, '/api/v1/audit/addBind').map((r) => r.body)).toEqual([{ machineID: 9, remarks: 'Line 2', message: 'please' }]);
  });
});

describe('groups', () => {
  it.each(LANGS)('refuses a name with special characters in %s, then creates a valid one', async (lang) => {
    const onChanged = vi.fn();
    const { user, cloud } = await renderScreen(<GroupsDialog visible groups={[]} onHide={vi.fn()} onChanged={onChanged} />,
      options(lang, (request) => (request.method === undefined ? { ok: true, data: { id: 'g9', name: 'Line1', count: 0 } } : undefined)));
    await user.type(await screen.findByTestId('group-new'), 'bad/name');
    await user.click(screen.getByTestId('group-create'));
    await waitFor(() => expect(screen.getByTestId('group-new-error').textContent).toBe(fill(VALIDATION[lang].groupName.chars)));
    expect(cloud.requests).toEqual([]);
    await user.clear(screen.getByTestId('group-new'));
    await user.type(screen.getByTestId('group-new'), ' Line1 ');
    await user.click(screen.getByTestId('group-create'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(cloud.requests.map((r) => r.body)).toEqual([{ name: 'Line1' }]);
    expect((screen.getByTestId('group-new') as HTMLInputElement).value).toBe('');
  });

  it('refuses a renamed group with a name too long, then renames it with the trimmed name', async () => {
    const onChanged = vi.fn();
    const { user, cloud } = await renderScreen(<GroupsDialog visible groups={[{ id: 'g1', name: 'Line1', count: 0 }]} onHide={vi.fn()} onChanged={onChanged} />,
      options('en', (request) => (request.method === 'PUT' ? { ok: true, data: { id: 'g1', name: 'Line2', count: 0 } } : undefined)));
    await user.click(await screen.findByRole('button', { name: enDevices.groups.rename }));
    const name = screen.getByRole('textbox', { name: enDevices.groups.name });
    await user.clear(name);
    await user.type(name, 'L'.repeat(VALIDATION_TEXT_VARIABLES.groupNameMax + 1));
    await user.click(screen.getByRole('button', { name: enDevices.groups.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(fill(enValidation.groupName.length));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(cloud.requests).toEqual([]);
    await user.clear(name);
    await user.type(name, ' Line2 ');
    await user.click(screen.getByRole('button', { name: enDevices.groups.save }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(cloud.requests.map((r) => r.body)).toEqual([{ id: 'g1', name: 'Line2', addMachineIds: undefined, removeMachineIds: undefined }]);
  });
});
