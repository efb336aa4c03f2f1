// A third party's check of the contract, as a property tester (Schemathesis, with its stricter checks) makes it:
// every operation of /openapi.json is driven with requests generated from the document alone (fast-check
// arbitraries built from each operation's JSON Schema, contractArbitraries.ts) against a seeded simulator, signed
// in as the demo enterprise user. A valid request is accepted (never HTTP 400) with a documented status and an
// answer that fits its schema, never a server error; a request broken in one place (a value its schema refuses, a
// required field left out, an unknown or repeated query parameter) is refused with HTTP 400, hwcode 400, naming the
// field. Unknown methods (405 with Allow) need the real server: contract-methods.test.ts. Bounded: a few requests
// per operation.
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/domain/openapi/document';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import { brokenRequest, fetchOf, operationsOf, validRequest, type Json, type Operation } from './contractArbitraries';
import { loginToken, ORIGIN, simulatorPerTest } from './support';

simulatorPerTest();
const doc = buildOpenApi() as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const VALID_RUNS = 3;
const BROKEN_RUNS = 3;
const operations = operationsOf(doc);

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

/** One token for the run, signed in again when a generated call ended its session (logout, a revoked session). */
function session() {
  let token: Promise<string> | undefined;
  return {
    token: () => (token ??= loginToken(DEMO_ACCOUNTS.enterprise.email)),
    ended: () => {
      token = undefined;
    },
  };
}

async function send(operation: Operation, request: Parameters<typeof fetchOf>[2], token: string) {
  const res = await fetch(...fetchOf(ORIGIN, operation, request, token));
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, text, body: body as { hwcode?: unknown; hwdata?: unknown } | undefined };
}

describe('the contract of /openapi.json, driven from the document', () => {
  it('accepts every valid request with a documented status and a schema-true answer, never a server error', async () => {
    const problems: string[] = [];
    const signedIn = session();
    for (const operation of operations) {
      const { method, path, op } = operation;
      await fc.assert(
        fc.asyncProperty(validRequest(operation), async (request) => {
          const { status, text, body } = await send(operation, request, await signedIn.token());
          if (body?.hwcode === 113) signedIn.ended();
          const key = `${method} ${path} ${status}`;
          if (status >= 500) problems.push(`${key}: server error ${text.slice(0, 200)}`);
          if (status === 400) problems.push(`${key}: a valid request refused: ${JSON.stringify(request)} → ${text.slice(0, 200)}`);
          const documented = op.responses[String(status)] as Json | undefined;
          if (!documented) {
            problems.push(`${key}: undocumented status for ${JSON.stringify(request)}`);
            return;
          }
          const schema = documented.content?.['application/json']?.schema as Json | undefined;
          if (!schema) return;
          if (body === undefined) problems.push(`${key}: not JSON: ${text.slice(0, 120)}`);
          else if (!validatorOf(key, schema)(body)) problems.push(`${key}: answer breaks its schema: ${text.slice(0, 300)}`);
        }),
        { numRuns: VALID_RUNS, seed: 22 },
      );
    }
    expect(operations.length).toBeGreaterThanOrEqual(151);
    expect(problems).toEqual([]);
  });

  it('refuses every request broken in one place with HTTP 400, hwcode 400, naming the field', async () => {
    const problems: string[] = [];
    const signedIn = session();
    let checked = 0;
    for (const operation of operations) {
      const { method, path, op } = operation;
      // A body of several shapes (the sign-in's code step) may fit another shape where the first one breaks.
      if (op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema?.anyOf) continue;
      const broken = brokenRequest(operation);
      if (!broken) continue;
      checked += 1;
      await fc.assert(
        fc.asyncProperty(broken, async (request) => {
          const { status, body } = await send(operation, request, await signedIn.token());
          const named = typeof body?.hwdata === 'string' && body.hwdata.includes(`${request.field} = `);
          if (status !== 400 || body?.hwcode !== 400 || !named) {
            problems.push(`${method} ${path}: ${request.field} ${request.how} (${JSON.stringify(request.fields)}${request.extraQuery ? ` &${request.extraQuery}` : ''}) → ${status} ${JSON.stringify(body).slice(0, 160)}`);
          }
        }),
        { numRuns: BROKEN_RUNS, seed: 23 },
      );
    }
    expect(checked).toBeGreaterThanOrEqual(120);
    expect(problems).toEqual([]);
  });
});
