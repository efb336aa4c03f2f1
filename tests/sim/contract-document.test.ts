// A third party's check of the contract: every operation of /openapi.json is driven with requests generated from
// the document alone (fast-check arbitraries built from each operation's JSON Schema) against a seeded simulator,
// signed in as the demo enterprise user. Any server error (5xx), any answer that breaks its documented schema and
// any status the operation does not document fails the suite. Bounded: a few requests per operation.
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/domain/openapi/document';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { loginToken, ORIGIN, simulatorPerTest } from './support';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

simulatorPerTest();
const doc = buildOpenApi() as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const RUNS_PER_OPERATION = 3;

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
      return fc.double({ min: -1, max: 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern as string)).map((s) => s.slice(0, schema.maxLength ?? 64));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 64) });
    case 'array':
      return fc.array(arbitraryOf(schema.items as Json), { maxLength: 3 }).map((items) => JSON.stringify(items));
    default:
      return fc.constant('x');
  }
}

/** Form fields of an object schema: every required field, optional ones sometimes; values as text on the wire. */
function fieldsOf(schema: Json | undefined): fc.Arbitrary<Record<string, string>> {
  const target = (schema?.anyOf as Json[] | undefined)?.[0] ?? schema;
  const props = (target?.properties ?? {}) as Record<string, Json>;
  const required = new Set((target?.required ?? []) as string[]);
  const entries = Object.entries(props).map(([name, s]) => {
    const value = arbitraryOf(s).map((v) => (typeof v === 'string' ? v : String(v)));
    return [name, required.has(name) ? value : fc.option(value, { nil: undefined })] as const;
  });
  return fc.record(Object.fromEntries(entries)).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Record<string, string>);
}

interface Operation {
  method: string;
  path: string;
  op: Json;
}

const operations: Operation[] = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);

function requestOf({ method, op }: Operation): fc.Arbitrary<{ fields: Record<string, string>; id: string }> {
  const query = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query');
  const querySchema = { properties: Object.fromEntries(query.map((p) => [p.name, p.schema])), required: query.filter((p) => p.required).map((p) => p.name) };
  const bodySchema = op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema as Json | undefined;
  const fields = method === 'GET' || method === 'DELETE' ? fieldsOf(querySchema) : fieldsOf(bodySchema);
  return fc.record({ fields, id: fc.integer({ min: 1, max: 99_999 }).map(String) });
}

const validators = new Map<string, (answer: unknown) => boolean>();
function validatorOf(key: string, schema: Json) {
  let validate = validators.get(key);
  if (!validate) {
    const compiled = ajv.compile({ ...schema, components: doc.components });
    validate = (answer) => compiled(answer) as boolean;
    validators.set(key, validate);
  }
  return validate;
}

describe('the contract of /openapi.json, driven from the document', () => {
  it('answers every operation with a documented status and a schema-true answer, never a server error', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const { method, path, op } = operation;
      // A fresh sign-in per operation: a generated logout or session revocation must not leave the rest at 113.
      const token = await loginToken(DEMO_ACCOUNTS.enterprise.email);
      await fc.assert(
        fc.asyncProperty(requestOf(operation), async ({ fields, id }) => {
          const concrete = path.replace('{id}', id);
          const body = new URLSearchParams(fields);
          const inQuery = method === 'GET' || method === 'DELETE';
          const res = await fetch(inQuery ? `${ORIGIN}${concrete}?${body}` : `${ORIGIN}${concrete}`, {
            method,
            headers: { cloudtoken: token, ...(inQuery ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) },
            body: inQuery ? undefined : body,
          });
          const text = await res.text();
          const key = `${method} ${path} ${res.status}`;
          if (res.status >= 500) problems.push(`${key}: server error ${text.slice(0, 200)}`);
          const documented = op.responses[String(res.status)] as Json | undefined;
          if (!documented) {
            problems.push(`${key}: undocumented status for ${JSON.stringify(fields)}`);
            return;
          }
          const schema = documented.content?.['application/json']?.schema as Json | undefined;
          if (!schema) return;
          let answer: unknown;
          try {
            answer = JSON.parse(text);
          } catch {
            problems.push(`${key}: not JSON: ${text.slice(0, 120)}`);
            return;
          }
          if (!validatorOf(key, schema)(answer)) problems.push(`${key}: answer breaks its schema: ${text.slice(0, 300)}`);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: 22 },
      );
    }
    expect(operations.length).toBeGreaterThanOrEqual(151);
    expect(problems).toEqual([]);
  });
});
