// @vitest-environment jsdom
// What the SMS screens ask the cloud: the log filter's device choice reads every device (page after page, with the
// blur and groupId fields api.md lists), and the stock card names the user whose stock it reads (eid and userId).
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Http, HttpRequest, Result } from '../../src/transport/http';
import { Subject } from 'rxjs';
import { deviceOptionsQuery, stockQuery } from '../../src/ui/sms/queries';
import { clientStorage } from '../../src/ui/app/clientStorage';

function fakeHttp(answer: (req: HttpRequest) => unknown): { http: Http; sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  const http: Http = {
    failures$: new Subject(),
    call: <T,>(req: HttpRequest) => {
      sent.push(req);
      return Promise.resolve({ ok: true, data: answer(req) as T } as Result<T>);
    },
  };
  return { http, sent };
}

describe('SMS queries send what api.md lists', () => {
  it('offers every device of a 250-device enterprise in the log filter, asking 10 a page with blur and groupId', async () => {
    const total = 250;
    // A cloud that caps msgConfig at 10 a page (api.md: SMS lists page by 10), whatever pageSize asks.
    const { http, sent } = fakeHttp((req) => {
      const { page, pageSize } = req.query as { page: number; pageSize: number };
      const size = Math.min(pageSize, 10);
      const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * size, page * size);
      return { list: ids.map((machineId) => ({ machineId, machineName: `d${machineId}`, machineCode: `c${machineId}`, smsFlag: 0, emailFlag: 0, smsToday: 0 })), total };
    });
    const rows = await new QueryClient().fetchQuery(deviceOptionsQuery(http, 7));
    expect(rows.map((r) => r.machineId)).toEqual(Array.from({ length: total }, (_, i) => total - i));
    expect(sent).toHaveLength(25);
    for (const req of sent) {
      expect(req.path).toBe('/api/v1/devices/msgConfig');
      expect(req.query).toMatchObject({ eid: 7, blur: '', groupId: '', pageSize: 10 });
    }
  });

  it('stops at the last page and at an empty scope', async () => {
    const { http, sent } = fakeHttp((req) => {
      const { page } = req.query as { page: number };
      return { list: page === 1 ? [{ machineId: 1, machineName: 'd', machineCode: 'c', smsFlag: 0, emailFlag: 0, smsToday: 0 }] : [], total: 1 };
    });
    expect(await new QueryClient().fetchQuery(deviceOptionsQuery(http, 0))).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('asks for the stock with the signed-in user\'s id', async () => {
    clientStorage().set('userId', 42);
    const { http, sent } = fakeHttp(() => ({ eid: 7, userId: 42, stock: 1, enterpriseStock: 2, personalStock: 3 }));
    await new QueryClient().fetchQuery(stockQuery(http, 7));
    expect(sent[0]?.query).toEqual({ eid: 7, userId: 42 });
  });
});
