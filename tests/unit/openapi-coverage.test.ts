// The OpenAPI document covers every call of calls.tsv with a payload, an answer and its result codes, is valid
// OpenAPI 3.1 in shape, and its schemas accept real answers and refuse wrong ones.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, openApiPath } from '../../src/domain/openapi/document';
import { CALLS } from '../../src/domain/openapi/calls';
import { EXTENSIONS, REGISTRY } from '../../src/domain/openapi/registry';
import { BusinessCode } from '../../src/domain/resultCodes';
import { appDownloadOf } from '../../src/domain/appDownload';
import { MAIN_BRAND } from '../../src/domain/brands';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// The repository keeps a copy of the spec's call list (docs/spec-calls.tsv); next to the spec it must equal it.
const COPY = resolve(__dirname, '../../docs/spec-calls.tsv');
const SPEC = resolve(__dirname, '../../../shared/spec/calls.tsv');
const tsv = readFileSync(COPY, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => line.split('\t') as [string, string, string]);

const doc = buildOpenApi() as Json;

function answerSchema(method: string, path: string): Json {
  return doc.paths[openApiPath(path)][method.toLowerCase()].responses['200'].content['application/json'].schema;
}

function validator(method: string, path: string) {
  const ajv = new Ajv2020({ strict: false });
  return ajv.compile({ ...answerSchema(method, path), components: doc.components });
}

describe('the OpenAPI document', () => {
  it.runIf(existsSync(SPEC))('lists from a copy of calls.tsv that equals the spec', () => {
    expect(readFileSync(COPY, 'utf8')).toBe(readFileSync(SPEC, 'utf8'));
  });

  it('lists exactly the calls of calls.tsv (and names its extensions)', () => {
    expect(CALLS.map((c) => c.join('\t'))).toEqual(tsv.map((c) => c.join('\t')));
    for (const [method, path] of tsv) {
      const op = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.summary).toBeTruthy();
      expect(op['x-result-codes']).toEqual(expect.arrayContaining([0, 113, 500]));
      expect(op.requestBody ?? op.parameters ?? method === 'GET').toBeTruthy();
      expect(answerSchema(method, path).anyOf).toHaveLength(2);
    }
    expect(doc.paths['/api/common/scadaRegister'].post.summary).toMatch(/extension/);
    const known = new Set([...CALLS, ...EXTENSIONS].map(([m, p]) => `${m} ${p}`));
    expect(Object.keys(REGISTRY).filter((key) => !known.has(key))).toEqual([]);
    expect(doc.paths['/api/admin/push'].post.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual(['account', 'machineID']);
  });

  it('is OpenAPI 3.1 with the cloudtoken header and public sign-in and download calls', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.cloudtoken).toEqual(expect.objectContaining({ in: 'header', name: 'cloudtoken' }));
    expect(doc.paths['/api/user/login'].post.security).toEqual([]);
    expect(doc.paths['/api/common/appDownload'].get.security).toEqual([]);
    expect(doc.paths['/api/user/v1/tokenInfo/{id}'].delete.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
  });

  it('requires a body wherever its schema has a required field, and leaves it optional elsewhere', () => {
    expect(doc.paths['/api/admin/push'].post.requestBody.required).toBe(true);
    expect(doc.paths['/api/cloudSet/updateMachineInfo'].post.requestBody.required).toBe(true);
    for (const methods of Object.values(doc.paths) as Record<string, any>[]) { // eslint-disable-line @typescript-eslint/no-explicit-any
      for (const op of Object.values(methods)) {
        const body = op.requestBody;
        if (!body) continue;
        const schema = body.content['application/x-www-form-urlencoded'].schema;
        const shapes = schema.anyOf ?? [schema];
        expect(body.required === true, op.operationId).toBe(shapes.every((shape: { required?: string[] }) => (shape.required ?? []).length > 0));
      }
    }
  });

  it('types each result code one way: short codes integers, the catalogue\'s 8- and 9-digit codes strings', () => {
    const codes = doc.components.schemas.ResultCode.enum as (number | string)[];
    for (const code of codes) {
      if (typeof code === 'string') expect(code, code).toMatch(/^0\d{7,8}$|^\d{8,9}$/);
      else expect(String(code).length, String(code)).toBeLessThanOrEqual(4);
    }
    expect(codes).toEqual(expect.arrayContaining([113, 400, 420, 500, BusinessCode.DeviceNotFound]));
    expect(codes).not.toContain('400');
    expect(new Set(codes.map(String)).size).toBe(codes.length);
  });

  it('documents the camera-cloud codes and never the Secret in an answer', () => {
    const create = doc.paths['/api/device/v1/ezviz/account'].post;
    expect(create['x-result-codes']).toEqual(expect.arrayContaining([BusinessCode.EzvizNameExists, BusinessCode.EzvizKeyRevoked]));
    const account = answerSchema('GET', '/api/device/v1/ezviz/account').anyOf[0].properties.hwdata.items;
    expect(Object.keys(account.properties)).toContain('secretMasked');
    expect(Object.keys(account.properties)).not.toContain('secret');
  });

  it('accepts a real answer and refuses a wrong one', () => {
    const check = validator('GET', '/api/common/appDownload');
    expect(check({ hwcode: 0, hwdata: appDownloadOf(MAIN_BRAND) })).toBe(true);
    expect(check({ hwcode: 0, hwdata: { apps: 'none' } })).toBe(false);
    expect(check({ hwcode: '11010101', hwdata: null })).toBe(true);
    expect(check({ hwdata: null })).toBe(false);
    // Typed from the wire schemas: an answer without the project's fields is refused.
    const edit = validator('POST', '/api/project/edit');
    expect(edit({ hwcode: 0, hwdata: { anything: 1 } })).toBe(false);
  });
});
