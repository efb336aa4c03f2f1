// In development and tests the console reads every success answer with the wire schema /openapi.json documents
// for its call (src/domain/openapi/wireCheck.ts) and fails loudly on a mismatch, naming the call, the field and the
// value. A production build leaves this module out (http.ts loads it only when import.meta.env.DEV); behind
// CLOUD_URL the server counts such drift instead (simulator/server/contractDrift.ts, GET /__contract).
import { answerIssues, describeIssue } from '../domain/openapi/wireCheck';

export class ContractError extends Error {
  override name = 'ContractError';
}

/** Throws a ContractError when the answer of `method path` breaks its documented schema. */
export function checkAnswer(method: string, path: string, hwdata: unknown): void {
  const issues = answerIssues(method, path, hwdata);
  if (issues.length === 0) return;
  const text = `the answer of ${method} ${path} breaks /openapi.json: ${issues.slice(0, 5).map(describeIssue).join('; ')}`;
  console.error(text);
  throw new ContractError(text);
}
