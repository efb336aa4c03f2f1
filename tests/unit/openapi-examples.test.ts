// The example of each operation in /openapi.json is an answer the simulator gave (src/domain/openapi/examples.json,
// written by scripts/openapi-examples.ts). A schema change the examples no longer fit fails here: regenerate them.
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, openApiPath } from '../../src/domain/openapi/document';
import examples from '../../src/domain/openapi/examples.json';
import { REGISTRY } from '../../src/domain/openapi/registry';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = buildOpenApi() as Json;
const stored = Object.entries(examples as Record<string, unknown>);

describe('the examples of /openapi.json', () => {
  it('are stored for the user and verification calls', () => {
    for (const key of ['POST /api/user/login', 'POST /api/user/selectInfo', 'GET /api/user/v1/tokenInfo', 'POST /api/safety/update', 'POST /api/common/mobCheckCode']) {
      expect(Object.keys(examples), key).toContain(key);
    }
  });

  it('each fits its operation\'s answer schema, in zod and in the document, which shows it', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const stale: string[] = [];
    for (const [key, hwdata] of stored) {
      const answer = REGISTRY[key]?.answer;
      if (!answer) {
        stale.push(`${key}: no typed answer in the registry`);
        continue;
      }
      const parsed = answer.safeParse(hwdata);
      if (!parsed.success) stale.push(`${key}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      const [method, path] = key.split(' ') as [string, string];
      const content = doc.paths[openApiPath(path)][method.toLowerCase()].responses['200'].content['application/json'];
      expect(content.example, key).toEqual({ hwcode: 0, hwdata });
      const validate = ajv.compile({ ...content.schema, components: doc.components });
      if (!validate(content.example)) stale.push(`${key}: the document refuses it: ${ajv.errorsText(validate.errors)}`);
    }
    expect(stale).toEqual([]);
  });

  it('refuses an example whose field was renamed', () => {
    const info = (examples as unknown as Record<string, Json>)['POST /api/user/selectInfo']!;
    const { name, ...rest } = info;
    expect(REGISTRY['POST /api/user/selectInfo']!.answer!.safeParse({ ...rest, nickName: name }).success).toBe(false);
  });
});
