// Requests drawn from /openapi.json alone, as a property tester (Schemathesis) draws them: fast-check arbitraries
// of the values each operation's JSON Schema admits (valid requests), and of requests that break it in one place
// (invalid ones: a value out of its range, length, pattern or choices, a wrong type, a required field left out, a
// query parameter the call does not have or one given twice). On the wire every value is text.
import fc from 'fast-check';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Operation {
  method: string;
  /** As the document writes it; an id path ends in /{id}. */
  path: string;
  op: Json;
}

/** A request: its fields (the query for GET and DELETE, a form body otherwise), the path's id, extra query text. */
export interface DrawnRequest {
  fields: Record<string, string>;
  id: string;
  /** Appended to the query string as it is (a repeated or unknown parameter). */
  extraQuery?: string;
}

/** What an invalid request breaks: the field the refusal must name, and how. */
export interface BrokenRequest extends DrawnRequest {
  field: string;
  how: string;
}

export const inQuery = (method: string) => method === 'GET' || method === 'DELETE';

export function operationsOf(doc: Json): Operation[] {
  return Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/** An arbitrary of the values a JSON Schema (the subset the document uses) admits. */
function arbitraryOf(schema: Json | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.constant('x');
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryOf));
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const max = Math.min(schema.maxLength ?? 24, 64);
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern as string)).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(max, schema.minLength ?? 0) });
    }
    case 'array':
      return fc.array(arbitraryOf(schema.items as Json), { maxLength: 3 }).map((items) => JSON.stringify(items));
    default:
      return fc.constant('x');
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : String(value));

/** Form fields of an object schema: every required field, optional ones sometimes; values as text on the wire. */
function fieldsOf(schema: Json | undefined): fc.Arbitrary<Record<string, string>> {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema?.required ?? []) as string[]);
  const entries = Object.entries(props).map(([name, s]) => {
    const value = arbitraryOf(s).map(asText);
    return [name, required.has(name) ? value : fc.option(value, { nil: undefined })] as const;
  });
  return fc.record(Object.fromEntries(entries)).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Record<string, string>);
}

/** The fields' schema of an operation: its query parameters, or its form body (the first shape of an anyOf). */
export function fieldSchemaOf({ method, op }: Operation): Json | undefined {
  if (inQuery(method)) {
    const query = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query');
    return { properties: Object.fromEntries(query.map((p) => [p.name, p.schema])), required: query.filter((p) => p.required).map((p) => p.name) };
  }
  const body = op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema as Json | undefined;
  return (body?.anyOf as Json[] | undefined)?.[0] ?? body;
}

function idOf({ op }: Operation): fc.Arbitrary<string> {
  const schema = ((op.parameters ?? []) as Json[]).find((p) => p.in === 'path')?.schema as Json | undefined;
  return schema ? arbitraryOf(schema).map(asText) : fc.constant('');
}

/** Requests the document calls valid. */
export function validRequest(operation: Operation): fc.Arbitrary<DrawnRequest> {
  return fc.record({ fields: fieldsOf(fieldSchemaOf(operation)), id: idOf(operation) });
}

/** Values that break a field's schema while staying text a form or a query can carry, with how they break it. */
function breakersOf(schema: Json): [string, string][] {
  const out: [string, string][] = [];
  const type = schema.type as string | undefined;
  if (schema.enum) {
    const text = (schema.enum as unknown[]).map(String);
    out.push([type === 'string' ? 'zz-not-a-choice' : '7777', 'not one of its choices']);
    if (text.includes(out[0]![0])) out.pop();
  }
  if (type === 'integer' || type === 'number') {
    out.push(['abc', 'not a number']);
    if (schema.maximum !== undefined) out.push([String(schema.maximum + 1), 'above its maximum']);
    if (schema.minimum !== undefined) out.push([String(schema.minimum - 1), 'below its minimum']);
    if (type === 'integer') out.push(['1.5', 'not a whole number']);
  }
  if (type === 'boolean') out.push(['maybe', 'not a boolean']);
  if (type === 'string') {
    if (schema.maxLength !== undefined) out.push(['x'.repeat(schema.maxLength + 1), 'longer than its maxLength']);
    if ((schema.minLength ?? 0) > 0) out.push(['', 'shorter than its minLength']);
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern as string);
      const miss = ['!', 'a b', '-1'].find((candidate) => !pattern.test(candidate));
      if (miss !== undefined) out.push([miss, 'not matching its pattern']);
    }
  }
  return out;
}

/**
 * Requests broken in one place, each drawn from a valid one: one field given a value its schema refuses, a required
 * field left out, or (GET and DELETE) an unknown or a repeated query parameter. Undefined when the operation has
 * nothing to break (an open payload of free text).
 */
export function brokenRequest(operation: Operation): fc.Arbitrary<BrokenRequest> | undefined {
  const schema = fieldSchemaOf(operation);
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  const required = (schema?.required ?? []) as string[];
  const choices: fc.Arbitrary<BrokenRequest>[] = [];
  const base = validRequest(operation);
  for (const [name, fieldSchema] of Object.entries(props)) {
    const breakers = breakersOf(fieldSchema);
    if (breakers.length === 0) continue;
    choices.push(fc.tuple(base, fc.constantFrom(...breakers)).map(([request, [value, how]]) => ({ ...request, fields: { ...request.fields, [name]: value }, field: name, how })));
  }
  for (const name of required) {
    choices.push(base.map((request) => {
      const { [name]: _left, ...fields } = request.fields;
      return { ...request, fields, field: name, how: 'required and left out' };
    }));
  }
  // An operation that declares its query parameters has no others (one that declares none leaves its query open).
  const names = Object.keys(props);
  if (inQuery(operation.method) && names.length > 0) {
    choices.push(base.map((request) => ({ ...request, extraQuery: 'zzUnknown=1', field: 'zzUnknown', how: 'not a parameter of the call' })));
    choices.push(fc.tuple(base, fc.constantFrom(...names)).map(([request, name]) => ({ ...request, fields: { ...request.fields, [name]: request.fields[name] ?? '1' }, extraQuery: `${encodeURIComponent(name)}=1`, field: name, how: 'given twice' })));
  }
  return choices.length > 0 ? fc.oneof(...choices) : undefined;
}

/** The URL and init of a drawn request, the fields in the query for GET and DELETE and in a form body otherwise. */
export function fetchOf(origin: string, { method, path }: Operation, request: DrawnRequest, token: string): [string, RequestInit] {
  const concrete = path.replace('{id}', encodeURIComponent(request.id));
  const body = new URLSearchParams(request.fields);
  const query = [inQuery(method) ? body.toString() : '', request.extraQuery ?? ''].filter(Boolean).join('&');
  return [
    `${origin}${concrete}${query ? `?${query}` : ''}`,
    {
      method,
      headers: { cloudtoken: token, ...(inQuery(method) ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: inQuery(method) ? undefined : body,
    },
  ];
}
