// The typed contract a conformance run checks every answer against: /openapi.json, built from this checkout's wire
// schemas (src/domain/openapi) as the console that will talk to the cloud reads it. Whatever each call's schema says
// is the check, so the run gets stricter as the schemas do.
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { buildOpenApi } from '../../src/domain/openapi/document';
import { openApiPath } from '../../src/domain/openapi/keys';

type Json = Record<string, unknown>;

export type Contract = {
  /** Why the answer breaks the contract of "METHOD catalogue-path", or undefined when it fits. */
  problem(key: string, status: number, body: unknown): string | undefined;
};

export function contractOf(doc: Json = buildOpenApi()): Contract {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const compiled = new Map<string, ValidateFunction | null>();
  const paths = doc.paths as Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Json }> }> }>>;
  const components = doc.components as Json | undefined;
  return {
    problem(key, status, body) {
      const [method = '', path = ''] = key.split(' ');
      const op = paths[openApiPath(path)]?.[method.toLowerCase()];
      if (!op) return `${key} is not in /openapi.json`;
      const documented = op.responses?.[String(status)];
      if (!documented) return `HTTP ${status} is not a documented status of ${key}`;
      const schema = documented.content?.['application/json']?.schema;
      if (!schema) return undefined;
      const cacheKey = `${key} ${status}`;
      let validate = compiled.get(cacheKey);
      if (validate === undefined) {
        validate = ajv.compile({ ...schema, components });
        compiled.set(cacheKey, validate);
      }
      if (!validate || validate(body)) return undefined;
      return `the answer breaks its schema: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 300)}`;
    },
  };
}
