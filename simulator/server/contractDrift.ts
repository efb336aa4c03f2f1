// Behind CLOUD_URL the server reads the cloud's success answers on their way to the console and compares them with
// the wire schemas of /openapi.json: the console never shows such a mismatch to its user, but the operator learns
// that the cloud changed its answers. Each call and field is logged once and counted; GET /__contract lists them.
import { answerIssues, describeIssue, type WireIssue } from '../../src/domain/openapi/wireCheck';
import { isRecord } from '../narrow';

export interface DriftEntry {
  call: string;
  field: string;
  message: string;
  /** The first value seen, cut to 120 characters. */
  value: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

/** Distinct call and field pairs kept: a cloud that changed everything must not grow the list without end. */
const DRIFT_MAX = 500;

export interface ContractDrift {
  /** Checks one answer body; returns the issues it had (logged when new). */
  check(method: string, path: string, body: string): WireIssue[];
  list(): DriftEntry[];
}

export function createContractDrift(log: (entry: DriftEntry, line: string) => void, now: () => Date = () => new Date()): ContractDrift {
  const seen = new Map<string, DriftEntry>();
  return {
    check(method, path, body) {
      let envelope: unknown;
      try {
        envelope = JSON.parse(body);
      } catch {
        return [];
      }
      if (!isRecord(envelope) || envelope.hwcode !== 0) return [];
      const issues = answerIssues(method, path, envelope.hwdata);
      const at = now().toISOString();
      for (const issue of issues) {
        const key = `${issue.call} ${issue.field}`;
        const entry = seen.get(key);
        if (entry) {
          entry.count += 1;
          entry.lastSeen = at;
          continue;
        }
        if (seen.size >= DRIFT_MAX) continue;
        const fresh: DriftEntry = {
          call: issue.call, field: issue.field, message: issue.message,
          value: issue.value === undefined ? 'missing' : String(JSON.stringify(issue.value)).slice(0, 120), count: 1, firstSeen: at, lastSeen: at,
        };
        seen.set(key, fresh);
        log(fresh, `the cloud's answer differs from /openapi.json: ${describeIssue(issue)}`);
      }
      return issues;
    },
    list: () => [...seen.values()],
  };
}
