// The verify helper of the Playwright projects `npm run paths -- … --format playwright` writes (support/verify.ts):
// WireMock's verify against the request journal of the simulator or of a server in front of a real cloud
// (POST /__sim/verify), through `@playwright/test`'s request fixture, so a spec can assert which calls were made.

export const VERIFY_SUPPORT = `// Verify against the request journal (POST /__sim/verify): which calls reached the cloud, and how often.
// BASE_URL: the server (npm start, simulated or with CLOUD_URL); SIM_CONTROL_KEY: its control key.
//   await expectCalls(request, { path: '/api/machine/select', method: 'POST', count: { atLeast: 1 } });
import type { APIRequestContext } from '@playwright/test';

export type CallFilter = { path?: string; method?: string; account?: string; since?: number | string; hwcode?: string | number };
export type CallCount = { atLeast?: number; atMost?: number; exactly?: number };
export type JournalCall = { id: number; at: string; method: string; path: string; query: string; status: number; hwcode?: string; requestBody: string; responseBody: string; timings: { waitMs: number } };
export type Verified = { ok: boolean; count: number; expected: string; matched: JournalCall[] };

type Fetcher = Pick<APIRequestContext, 'fetch'>;

/** The control key: SIM_CONTROL_KEY unless a call passes its own. */
const headers = (key = process.env.SIM_CONTROL_KEY ?? '') => ({ authorization: \`Bearer \${key}\`, 'content-type': 'application/json' });

/** Whether the journal holds calls matching the filter, as many as \`count\` says (at least one when absent). */
export async function verifyCalls(request: Fetcher, filter: CallFilter & { count?: CallCount }, key?: string): Promise<Verified> {
  const res = await request.fetch('/__sim/verify', { method: 'POST', headers: headers(key), data: filter });
  const body = (await res.json()) as Verified & { error?: string };
  if (res.status() !== 200) throw new Error(\`verify refused (\${res.status()}): \${body.error ?? ''}\`);
  return body;
}

/** As verifyCalls, and throws with the calls it found when the count is not met (for a spec's assertion). */
export async function expectCalls(request: Fetcher, filter: CallFilter & { count?: CallCount }, key?: string): Promise<Verified> {
  const result = await verifyCalls(request, filter, key);
  if (!result.ok) {
    const seen = result.matched.map((c) => \`  \${c.method} \${c.path} -> \${c.status} hwcode \${c.hwcode ?? '-'}\`).join('\\n');
    throw new Error(\`expected \${result.expected} calls matching \${JSON.stringify(filter)}, found \${result.count}\${seen ? \`:\\n\${seen}\` : ''}\`);
  }
  return result;
}

/** The journal's recent calls matching the filter (newest last). */
export async function recentCalls(request: Fetcher, filter: CallFilter & { limit?: number } = {}, key?: string): Promise<JournalCall[]> {
  const query = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)])).toString();
  const res = await request.fetch(\`/__sim/requests\${query ? \`?\${query}\` : ''}\`, { headers: headers(key) });
  return ((await res.json()) as { requests: JournalCall[] }).requests;
}
`;
