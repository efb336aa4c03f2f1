// Finding anyone by account on a device: the lookup is a read (a query keyed on the account), a failure is toasted
// once, and a new search cancels the lookup still under way.
import { renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { RoleInfo } from '../../domain/wire/admin';
import type { Http, HttpRequest, Result } from '../../transport/http';
import { renderScreen } from '../../../tests/component/render';
import { createQueryClient } from '../data/queryClient';
import { roleInfoQuery } from './queries';
import { RoleSearch } from './RoleSearch';

const PATH = '/api/device/v1/user/role/info';
const person = (name: string): RoleInfo => ({ id: 9, name, email: '', phone: '13800000000', limit_authority: 0, role: 'visitor', blacklisted: false });

describe('role search', () => {
  // Issue 33: the cloud answers someone not related to the device with the name and masked contact data only; the
  // search still shows whom it found and still adds them as a Bkey by the account typed.
  it('shows the masked phone, or the masked e-mail, of a stranger and adds them as a Bkey by the account typed', async () => {
    const stranger: RoleInfo = { id: 12, name: 'Zhao', email: 'z***@example.com', phone: '139****9003', limit_authority: -1, role: 'ordinary', blacklisted: false };
    const mailOnly: RoleInfo = { ...stranger, id: 13, name: 'Qian', phone: '' };
    const { user, cloud } = await renderScreen(
      <RoleSearch machineId={7} viewer="akey" onDone={() => undefined} onTransfer={() => undefined} />,
      {
        namespaces: ['authority'],
        answer: (request) => {
          if (request.path === PATH) return { ok: true, data: request.body?.account === '13900139003' ? stranger : mailOnly };
          return request.path === '/api/admin/push' ? { ok: true, data: { res: 1, bkeyInfo: stranger } } : undefined;
        },
      },
    );
    await user.type(await screen.findByTestId('role-search-account'), '13900139003');
    await user.click(screen.getByRole('button', { name: /search/i }));
    expect((await screen.findByTestId('role-search-contact')).textContent).toBe('139****9003');
    expect(screen.getByTestId('role-search-result').textContent).toContain('Zhao');
    await user.click(screen.getByRole('button', { name: /bkey/i }));
    await waitFor(() => expect(cloud.requests.find((r) => r.path === '/api/admin/push')?.body).toMatchObject({ account: '13900139003', machineID: 7 }));

    await user.type(screen.getByTestId('role-search-account'), 'qian@example.com');
    await user.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() => expect(screen.getByTestId('role-search-contact').textContent).toBe('z***@example.com'));
  });

  it('shows the account found, and toasts a failed lookup once', async () => {
    const { user, cloud, notices } = await renderScreen(
      <RoleSearch machineId={7} viewer="akey" onDone={() => undefined} onTransfer={() => undefined} />,
      {
        namespaces: ['authority'],
        answer: (request) => (request.path === PATH && request.body?.account === 'wang' ? { ok: true, data: person('Wang') } : undefined),
      },
    );
    await user.type(await screen.findByTestId('role-search-account'), 'wang');
    await user.click(screen.getByRole('button', { name: /search/i }));
    expect((await screen.findByTestId('role-search-result')).textContent).toContain('Wang');
    expect(cloud.requests[0]).toMatchObject({ path: PATH, body: { machineID: 7, account: 'wang' } });
    expect(cloud.requests[0]?.signal).toBeInstanceOf(AbortSignal);

    await user.clear(screen.getByTestId('role-search-account'));
    await user.type(screen.getByTestId('role-search-account'), 'li');
    await user.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() => expect(notices).toEqual([{ severity: 'error', key: expect.objectContaining({ kind: 'network' }) }]));
    expect(screen.queryByTestId('role-search-result')).toBeNull();
  });

  it('cancels the lookup under way when the user searches for another account', async () => {
    const requests: HttpRequest[] = [];
    const answers: ((result: Result<unknown>) => void)[] = [];
    const http: Http = {
      failures$: new Subject(),
      call<T>(request: HttpRequest) {
        requests.push(request);
        return new Promise<Result<T>>((resolve, reject) => {
          answers.push(resolve as (result: Result<unknown>) => void);
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
        });
      },
    };
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result, rerender } = renderHook(({ account }: { account?: string }) => useQuery(roleInfoQuery(http, 7, account)), {
      wrapper,
      initialProps: { account: 'wang' },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender({ account: 'li' });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(requests[1]?.signal?.aborted).toBe(false);
    answers[1]?.({ ok: true, data: person('Li') });
    await waitFor(() => expect(result.current.data?.name).toBe('Li'));
  });
});
