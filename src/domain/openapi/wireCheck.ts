// Checks one request or one answer against the wire schemas of the registry, the same schemas /openapi.json is
// generated from: the simulator refuses requests that break them, the console (in development and tests) and the
// proxy in front of a CLOUD_URL cloud report answers that break them. An issue names the call, the field and the value.
import type { z } from 'zod';
import { operationKey } from './keys';
import { REGISTRY, type CallDoc } from './registry';

export interface WireIssue {
  /** "METHOD path" as the document lists it (an id path ends in /{id}). */
  call: string;
  /** Dotted path inside the payload or hwdata ('' for the whole value). */
  field: string;
  value: unknown;
  message: string;
}

const ID_PATHS = Object.keys(REGISTRY)
  .map((key) => key.split(' ') as [string, string])
  .filter(([, path]) => path.endsWith('/'));

/** The registry's entry of a concrete call: '/api/msg/v1/detail/12' finds 'GET /api/msg/v1/detail/'. */
export function findCall(method: string, path: string): { key: string; doc: CallDoc } | undefined {
  const upper = method.toUpperCase();
  const direct = REGISTRY[operationKey(upper, path)];
  if (direct) return { key: operationKey(upper, path), doc: direct };
  for (const [m, prefix] of ID_PATHS) {
    if (m === upper && path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/')) {
      return { key: operationKey(upper, prefix), doc: REGISTRY[operationKey(upper, prefix)]! };
    }
  }
  return undefined;
}

/** Display form of a key: an id path as the document writes it. */
const shown = (key: string) => (key.endsWith('/') ? `${key}{id}` : key);

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = root;
  for (const step of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[step];
  }
  return at;
}

function issuesOf(key: string, error: z.ZodError, root: unknown, prefix: string[] = []): WireIssue[] {
  return error.issues.map((issue) => {
    const path = [...prefix, ...issue.path.map(String)];
    return { call: shown(key), field: path.join('.'), value: valueAt(root, issue.path), message: issue.message };
  });
}

/** What is wrong with a success answer's hwdata ([] when it fits, or when the call's answer is open). */
export function answerIssues(method: string, path: string, hwdata: unknown): WireIssue[] {
  const found = findCall(method, path);
  if (!found?.doc.answer) return [];
  const parsed = found.doc.answer.safeParse(hwdata);
  return parsed.success ? [] : issuesOf(found.key, parsed.error, hwdata, ['hwdata']);
}

const TYPE_CODES: ReadonlySet<string> = new Set(['invalid_type', 'invalid_union']);

// Form fields and query strings carry text: a field typed as a number or a boolean arrives as its digits or words.
function readings(raw: string): unknown[] {
  const out: unknown[] = [raw];
  if (/^-?\d+(\.\d+)?$/.test(raw)) out.push(Number(raw));
  if (raw === 'true' || raw === 'false') out.push(raw === 'true');
  if (/^\s*[[{]/.test(raw)) {
    try {
      out.push(JSON.parse(raw));
    } catch {
      // Not JSON: the text reading stands.
    }
  }
  return out;
}

/** What is wrong with a request's fields (form body and query, all text): a missing required field or a wrong type. */
export function requestIssues(method: string, path: string, fields: Readonly<Record<string, string>>): WireIssue[] {
  const found = findCall(method, path);
  if (!found?.doc.payload) return [];
  const [first, ...others] = [found.doc.payload, ...(found.doc.alternatives ?? [])].map((payload) => fieldIssues(found.key, payload, fields));
  return others.some((issues) => issues.length === 0) ? [] : first!;
}

function fieldIssues(key: string, payload: z.ZodObject, fields: Readonly<Record<string, string>>): WireIssue[] {
  const found = { key };
  const issues: WireIssue[] = [];
  for (const [name, schema] of Object.entries(payload.shape as Record<string, z.ZodType>)) {
    const raw = fields[name];
    if (raw === undefined) {
      if (!schema.safeParse(undefined).success) issues.push({ call: shown(found.key), field: name, value: undefined, message: 'required field missing' });
      continue;
    }
    const tries = readings(raw).map((value) => schema.safeParse(value));
    // Only the type is the contract's: a value of the right type that the call refuses (too short, malformed, out of
    // range) is the handler's to answer with its own business code.
    if (tries.some((t) => t.success || t.error.issues.every((i) => !TYPE_CODES.has(i.code)))) continue;
    const first = tries[0]!;
    issues.push({ call: shown(found.key), field: name, value: raw, message: first.success ? '' : first.error.issues[0]?.message ?? 'invalid' });
  }
  return issues;
}

/** One line for a log or a test failure: the call, the field and the value. */
export function describeIssue(issue: WireIssue): string {
  const value = issue.value === undefined ? 'missing' : JSON.stringify(issue.value)?.slice(0, 120);
  return `${issue.call}: ${issue.field || '(whole value)'} = ${value}: ${issue.message}`;
}
