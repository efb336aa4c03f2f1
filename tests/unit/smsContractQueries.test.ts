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
  it('offers every device of a 250-device enterprise in the log filter, asking with blur and groupId', async () => {
    const total = 250;
    const { http, sent } = fakeHttp((req) => {
      const { page, pageSize } = req.query as { page: number; pageSize: number };
      const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * pageSize, page * pageSize);
      return { list: ids.map((machineId) => ({ machineId, machineName: `d${machineId}`, machineCode: `c${machineId}`, smsFlag: 0, emailFlag: 0, smsToday: 0 })), total };
    });
    const rows = await new QueryClient().fetchQuery(deviceOptionsQuery(http, 7));
    expect(rows).toHaveLength(total);
    expect(sent).toHaveLength(3);
    for (const req of sent) {
      expect(req.path).toBe('/api/v1/devices/msgConfig');
      expect(req.query).toMatchObject({ eid: 7, blur: '', groupId: '' });
    }
  });

  it('asks for the stock with the signed-in user\'s id', async () => {
    clientStorage().set('userId', 42);
    const { http, sent } = fakeHttp(() => ({ eid: 7, userId: 42, stock: 1, enterpriseStock: 2, personalStock: 3 }));
    await new QueryClient().fetchQuery(stockQuery(http, 7));
    expect(sent[0]?.query).toEqual({ eid: 7, userId: 42 });
  });
});
