// The production check of the cloud's success answers (http.ts installAnswerCheck): an answer whose fields break the
// wire schemas /openapi.json is built from (src/domain/wire, read through src/domain/openapi/wireCheck.ts) never
// reaches a screen, which shows the drift notice in its language instead of crashing on, say, a device name that is
// an object. Loaded by the signed-in data layer, so /login's first screen carries none of the schemas. Each call and
// field is counted here as the server's GET /__contract counts them behind CLOUD_URL (bounded the same way), and
// told once on the browser's console.
import { answerIssues, describeIssue } from '../../domain/openapi/wireCheck';
import type { AnswerCheck } from '../../transport/http';
import { DRIFT_KEY } from '../app/resilienceTexts';

/** Distinct call and field pairs kept, as the server's contractDrift.ts. */
const DRIFT_MAX = 500;

export interface DriftCount {
  call: string;
  field: string;
  count: number;
}

const seen = new Map<string, DriftCount>();

/** What drifted so far in this page, per call and field. */
export function driftSeen(): DriftCount[] {
  return [...seen.values()];
}

export const checkAnswer: AnswerCheck = (method, path, hwdata) => {
  const issues = answerIssues(method, path, hwdata);
  if (issues.length === 0) return undefined;
  for (const issue of issues) {
    const key = `${issue.call} ${issue.field}`;
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else if (seen.size < DRIFT_MAX) {
      seen.set(key, { call: issue.call, field: issue.field, count: 1 });
      console.warn(`[console] the cloud's answer differs from /openapi.json: ${describeIssue(issue)}`);
    }
  }
  return { kind: 'serverApi', messageKey: DRIFT_KEY };
};
