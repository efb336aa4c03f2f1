// The reporting server's address: a refused address is never sent, its reason shows under the field in both
// languages; a cleared address is sent as none with reporting off.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import cnProjects from '../../i18n/cn/projects';
import enProjects from '../../i18n/en/projects';
import { BusinessCode, classify, type OutcomeInput } from '../../domain/resultCodes';
import type { HttpRequest, Result } from '../../transport/http';
import { renderScreen } from '../../../tests/component/render';
import { aProject } from './projectFixture';
import { ProjectReporting } from './ProjectReporting';

const answer = (request: HttpRequest) =>
  request.path === '/api/project/getServer'
    ? { ok: true as const, data: { id: 41, server: 'https://old.example.com/in', secret_key: 'abcdef0123456789abcdef0123456789', report_state: 0, previousKeyValidUntil: null } }
    : undefined;
/** The answer the transport would give for this envelope: the one mapping of outcomes (resultCodes.ts). */
const classified = (input: OutcomeInput): Result<unknown> => {
  const outcome = classify(input);
  return outcome.kind === 'ok' ? { ok: true, data: outcome.data } : { ok: false, outcome };
};
const calls = (paths: string[]) => paths.filter((p) => p !== '/api/project/getServer' && !p.endsWith('/project/info'));

describe('reporting server form', () => {
  it.each([
    ['en', enProjects],
    ['cn', cnProjects],
  ] as const)('refuses an address that is not http(s) before any call (%s)', async (lang, texts) => {
    const { user, cloud } = await renderScreen(<ProjectReporting project={aProject()} owner />, { lang, answer, namespaces: ['projects', 'validation'] });
    const input = await screen.findByTestId('project-server');
    await user.clear(input);
    await user.type(input, 'ftp://files.example.com{Enter}');
    expect(await screen.findByText(texts.server.invalid)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(calls(cloud.paths())).toEqual([]);
  });

  it('sends a cleared address as none, turning reporting off', async () => {
    const { user, cloud } = await renderScreen(<ProjectReporting project={aProject()} owner />, { answer, namespaces: ['projects', 'validation'] });
    await user.clear(await screen.findByTestId('project-server'));
    await user.click(screen.getByTestId('project-server-save'));
    await vi.waitFor(() => expect(calls(cloud.paths())).toEqual(['/api/project/edit']), { timeout: 30_000 });
    expect(cloud.requests.find((r) => r.path === '/api/project/edit')!.body).toMatchObject({ id: 41, server: '', report_state: 0 });
  });

  it.each([
    ['en', enProjects],
    ['cn', cnProjects],
  ] as const)('shows the cloud\'s internal-address refusal as its own reason, not the generic refusal (%s)', async (lang, texts) => {
    const refusing = (request: HttpRequest) =>
      request.path === '/api/project/edit'
        ? classified({ type: 'response', status: 200, hwcode: BusinessCode.InvalidInput, hwdata: 'projects:server.internal' })
        : answer(request);
    const { user } = await renderScreen(<ProjectReporting project={aProject()} owner />, { lang, answer: refusing, namespaces: ['projects', 'validation'] });
    const input = await screen.findByTestId('project-server');
    await user.clear(input);
    await user.type(input, 'http://10.0.0.5/in{Enter}');
    expect((await screen.findByTestId('project-server-error')).textContent).toBe(texts.server.internal);
  });
});

