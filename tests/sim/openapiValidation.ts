// Checks the simulator's answers against the OpenAPI document (src/domain/openapi): tests/sim/support.ts runs every
// answer of `call()` through here. A call whose schema is open in the document accepts any hwdata.
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { buildOpenApi } from '../../src/domain/openapi/document';

type Json = Record<string, unknown>;

let doc: Json | undefined;
let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction | null>();

function operationOf(method: string, path: string): { key: string; schema: Json } | undefined {
  doc ??= buildOpenApi();
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const m = method.toLowerCase();
  const direct = paths[path]?.[m];
  const withId = Object.keys(paths).find((p) => p.endsWith('/{id}') && path.startsWith(p.slice(0, -4)) && !path.slice(p.length - 4).includes('/'));
  const op = direct ?? (withId ? paths[withId]?.[m] : undefined);
  if (!op) return undefined;
  const responses = op.responses as Record<string, { content?: Record<string, { schema: Json }> }>;
  const schema = responses['200']?.content?.['application/json']?.schema;
  return schema ? { key: `${m} ${direct ? path : withId}`, schema } : undefined;
}

/** Throws when the document lists the call and the answer does not fit its schema. */
export function assertAnswerMatchesDocument(method: string, path: string, answer: unknown): void {
  const found = operationOf(method, path);
  if (!found) return;
  let validate = compiled.get(found.key);
  if (validate === undefined) {
    ajv ??= new Ajv2020({ strict: false, allErrors: true });
    const components = (doc!.components as Json).schemas as Json;
    validate = ajv.compile({ ...found.schema, components: { schemas: components } });
    compiled.set(found.key, validate);
  }
  if (validate && !validate(answer)) {
    throw new Error(`the answer of ${method} ${path} does not match /openapi.json: ${ajv!.errorsText(validate.errors)}\n${JSON.stringify(answer).slice(0, 400)}`);
  }
}
