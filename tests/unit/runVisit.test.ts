// The remote-visit flow's order of calls and how each answer ends it, over a fake cloud that answers envelopes.
import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { classify, type OutcomeInput } from '../../src/domain/resultCodes';
import { ACCESS_MESSAGE_KEYS, ACCESS_RESULTS } from '../../src/domain/visitResults';
import { createI18n } from '../../src/i18n/allTexts';
import type { Http, HttpRequest, Result } from '../../src/transport/http';
import { runVisit, type VisitStep } from '../../src/ui/visit/queries';

type Answer = { hwcode: number | string; hwdata?: unknown } | 'network';

function fakeHttp(answers: Record<string, Answer>): { http: Http; paths: string[]; bodies: Record<string, unknown>[] } {
  const paths: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  const http: Http = {
    failures$: new Subject(),
    async call<T>(req: HttpRequest): Promise<Result<T>> {
      paths.push(req.path);
      bodies.push(req.body ?? {});
      const answer = answers[req.path] ?? { hwcode: 501 };
      const input: OutcomeInput = answer === 'network' ? { type: 'network' } : { type: 'response', status: 200, ...answer };
      const outcome = classify(input);
      return outcome.kind === 'ok' ? { ok: true, data: outcome.data as T } : { ok: false, outcome };
    },
  };
  return { http, paths, bodies };
}

const brand = { machineAccess: { hostSuffix: 'remote.flexhmi.example', port: 8000 } };
const machine = { machine_id: 7, limit_authority: 3, cloudState: 1 as const, eid: 0 };
const GATE = '/api/v1/audit/checkCloudServiceState';
const URL_CALL = '/api/v1/audit/getValidVisitUrl';
const CHECK = '/api/tls/testMachineState';

describe('runVisit', () => {
  it('goes gate → link → check and opens the device under the brand suffix on port 8000', async () => {
    const { http, paths, bodies } = fakeHttp({
      [GATE]: { hwcode: 0 },
      [URL_CALL]: { hwcode: 0, hwdata: { url: 'dev7/panel' } },
      [CHECK]: { hwcode: 0, hwdata: { online: true } },
    });
    const steps: VisitStep[] = [];
    const end = await runVisit({ http, brand, protocol: 'https:', terminalID: 't' }, machine, 'personal', (s) => steps.push(s));
    expect(paths).toEqual([GATE, URL_CALL, CHECK]);
    expect(steps).toEqual(['checking', 'link', 'testing']);
    expect(bodies[2]).toEqual({ testUrl: 'https://dev7.remote.flexhmi.example:8000/panel' });
    expect(end).toEqual({ type: 'access', result: expect.objectContaining({ kind: 'success' }), url: 'https://dev7.remote.flexhmi.example:8000/panel' });
  });

  it('stops at the step that refuses, with that refusal', async () => {
    const cases: [Record<string, Answer>, string, number][] = [
      [{ [GATE]: { hwcode: 203, hwdata: 'BLACKLIST' } }, 'blacklisted', 1],
      [{ [GATE]: { hwcode: 507 } }, 'restTimeOut', 1],
      [{ [GATE]: { hwcode: 0 }, [URL_CALL]: { hwcode: 505 } }, 'passwordError', 2],
      [{ [GATE]: { hwcode: 0 }, [URL_CALL]: { hwcode: 0, hwdata: { url: 'https://x.example/' } }, [CHECK]: { hwcode: 203 } }, 'wrongRole', 3],
      [{ [GATE]: { hwcode: 0 }, [URL_CALL]: { hwcode: 0, hwdata: { url: 'https://x.example/' } }, [CHECK]: { hwcode: 0, hwdata: { online: false } } }, 'offline', 3],
    ];
    for (const [answers, kind, calls] of cases) {
      const { http, paths } = fakeHttp(answers);
      const end = await runVisit({ http, brand, protocol: 'https:', terminalID: 't' }, machine, 'personal');
      expect(end.type === 'access' && end.result.kind, kind).toBe(kind);
      expect(paths, kind).toHaveLength(calls);
    }
  });

  it('refuses a closed cloud service without calling, and reports a lost connection as such', async () => {
    const closed = fakeHttp({});
    expect(await runVisit({ http: closed.http, brand, protocol: 'https:', terminalID: 't' }, { ...machine, cloudState: 0 }, 'personal'))
      .toEqual({ type: 'local', messageKey: 'visit:cloudClosed', nextStepKey: 'visit:cloudClosedNext' });
    expect(closed.paths).toEqual([]);

    const offline = fakeHttp({ [GATE]: 'network' });
    const end = await runVisit({ http: offline.http, brand, protocol: 'https:', terminalID: 't' }, machine, 'personal');
    expect(end).toEqual({ type: 'call', message: { key: 'errors:transport.network' } });
  });

  it('uses the enterprise link for enterprise lists and refuses an address it cannot open', async () => {
    const { http, paths, bodies } = fakeHttp({ '/api/enterprises/validVisitUrl': { hwcode: 0, hwdata: { url: 'javascript:alert(1)' } } });
    const end = await runVisit({ http, brand, protocol: 'https:', terminalID: 't' }, { ...machine, eid: 12 }, 'enterprise');
    expect(paths).toEqual(['/api/enterprises/validVisitUrl']);
    expect(bodies[0]).toMatchObject({ eid: 12, machineID: 7 });
    expect(end).toEqual({ type: 'local', messageKey: 'visit:noAddress', nextStepKey: 'visit:next.failed' });
  });
});

describe('access result texts', () => {
  it('every message and next step of a visit result exists in Chinese and English', () => {
    for (const lang of ['cn', 'en'] as const) {
      const i18n = createI18n(lang);
      for (const key of ACCESS_MESSAGE_KEYS) {
        expect(i18n.exists(key), `${lang}: ${key}`).toBe(true);
      }
    }
    expect(ACCESS_MESSAGE_KEYS).toHaveLength(Object.keys(ACCESS_RESULTS).length * 2);
  });
});
