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
