// Checks one request or one answer against the wire schemas of the registry, the same schemas /openapi.json is
// generated from: the simulator refuses requests that break them, the console (in development and tests) and the
// proxy in front of a CLOUD_URL cloud report answers that break them. An issue names the call, the field and the value.
import type { z } from 'zod';
import { operationKey } from './keys';
import { idField } from '../wire/schemas/bounded';
import { REGISTRY, type CallDoc } from './registry';

/** The id of an id path (/api/msg/v1/detail/{id}) unless the call names its own (CallDoc.pathId). */
export const idPathField = idField;

export interface WireIssue {
  /** "METHOD path" as the document lists it (an id path ends in /{id}). */
  call: string;
  /** Dotted path inside the payload or hwdata ('' for the whole value). */
  field: string;
  value: unknown;
  message: string;
}

const ID_PATHS = Object.keys(REGISTRY)
  .map((key): [string, string] => {
    const [method = '', path = ''] = key.split(' ');
    return [method, path];
  })
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
    // Own properties only: a zod issue path names fields and array indexes of the parsed value.
    const own: unknown = Object.getOwnPropertyDescriptor(at, step)?.value;
    at = own;
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

// Form fields and query strings carry text: a field typed as a number or a boolean arrives as its digits or words
// (any JSON number, `1e-3` too; booleans in any case, as form encoders of other languages write `True`).
function readings(raw: string): unknown[] {
  const out: unknown[] = [raw];
  if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) out.push(Number(raw));
  if (/^(true|false)$/i.test(raw)) out.push(raw.toLowerCase() === 'true');
  if (/^\s*[[{]/.test(raw)) {
    try {
      out.push(JSON.parse(raw));
    } catch {
      // Not JSON: the text reading stands.
    }
  }
  return out;
}

/** What of the request the schema sees besides its fields: the query string as sent and the path's id. */
export interface RequestParts {
  /** The query string, to refuse a parameter the call does not have or one given twice (GET and DELETE). */
  query?: URLSearchParams;
}

/**
 * What is wrong with a request, by the document's schemas (docs/decisions.md, Contract: a request the schema refuses
 * is HTTP 400, a well-formed request the business refuses is HTTP 200 with its catalogue code): a missing required
 * field, a value of the wrong type or out of its range, length, pattern or choices, a path id out of its schema, and
 * for GET and DELETE (whose fields are the query) a parameter the call does not have or one given twice.
 */
export function requestIssues(method: string, path: string, fields: Readonly<Record<string, string>>, parts: RequestParts = {}): WireIssue[] {
  const found = findCall(method, path);
  if (!found) return [];
  const issues: WireIssue[] = [...pathIdIssues(found.key, found.doc, path)];
  const payload = found.doc.payload;
  if (!payload) return issues;
  const shapes = [payload, ...(found.doc.alternatives ?? [])];
  if (parts.query && (method.toUpperCase() === 'GET' || method.toUpperCase() === 'DELETE')) issues.push(...queryIssues(found.key, shapes, parts.query));
  const [first, ...others] = shapes.map((shape) => fieldIssues(found.key, shape, fields));
  return others.some((each) => each.length === 0) ? issues : [...issues, ...first!];
}

/** The path's id (an id path ends in /{id}) against the call's pathId schema. */
function pathIdIssues(key: string, doc: CallDoc, path: string): WireIssue[] {
  if (!key.endsWith('/')) return [];
  const raw = path.slice(path.lastIndexOf('/') + 1);
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    id = raw;
  }
  const schema = doc.pathId ?? idPathField;
  if (readings(id).some((value) => schema.safeParse(value).success)) return [];
  return [{ call: shown(key), field: 'id', value: id, message: 'not an id of this call' }];
}

function queryIssues(key: string, shapes: readonly z.ZodObject[], query: URLSearchParams): WireIssue[] {
  const known = new Set(shapes.flatMap((shape) => Object.keys(shape.shape)));
  const seen = new Set<string>();
  const issues: WireIssue[] = [];
  for (const name of query.keys()) {
    if (!known.has(name)) issues.push({ call: shown(key), field: name, value: query.get(name), message: 'not a parameter of this call' });
    else if (seen.has(name)) issues.push({ call: shown(key), field: name, value: query.getAll(name), message: 'given more than once' });
    seen.add(name);
  }
  return [...new Map(issues.map((issue) => [issue.field, issue])).values()];
}

function fieldIssues(key: string, payload: z.ZodObject, fields: Readonly<Record<string, string>>): WireIssue[] {
  const issues: WireIssue[] = [];
  for (const [name, schema] of Object.entries<z.ZodType>(payload.shape)) {
    const raw = fields[name];
    if (raw === undefined) {
      if (!schema.safeParse(undefined).success) issues.push({ call: shown(key), field: name, value: undefined, message: 'required field missing' });
      continue;
    }
    const tries = readings(raw).map((value) => schema.safeParse(value));
    if (tries.some((t) => t.success)) continue;
    // The message of the reading that got furthest: a number out of range says so rather than "expected number".
    const closest = tries.find((t) => !t.success && t.error.issues.every((i) => i.code !== 'invalid_type')) ?? tries[0]!;
    issues.push({ call: shown(key), field: name, value: raw, message: closest.success ? '' : closest.error.issues[0]?.message ?? 'invalid' });
  }
  return issues;
}

/** One line for a log or a test failure: the call, the field and the value. */
export function describeIssue(issue: WireIssue): string {
  const value = issue.value === undefined ? 'missing' : JSON.stringify(issue.value)?.slice(0, 120);
  return `${issue.call}: ${issue.field || '(whole value)'} = ${value}: ${issue.message}`;
}
