// /apiDoc in Chinese reads the reference with Chinese summaries and area names (/openapi.cn.json).
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/domain/openapi/document';
import { EXTENSIONS, REGISTRY } from '../../src/domain/openapi/registry';
import { CALLS } from '../../src/domain/openapi/calls';
import { SUMMARIES_CN } from '../../src/domain/openapi/summariesCn';

type Op = { summary: string; tags: string[] };
const operations = (doc: ReturnType<typeof buildOpenApi>) =>
  Object.values(doc.paths as Record<string, Record<string, Op>>).flatMap((byMethod) => Object.values(byMethod));

describe('the reference in Chinese', () => {
  it('gives every operation with an English summary a Chinese one, and Chinese area names', () => {
    const documented = Object.entries(REGISTRY).filter(([, doc]) => doc.summary !== '').map(([key]) => key);
    const calls = new Set([...CALLS, ...EXTENSIONS].map(([method, path]) => `${method} ${path}`));
    expect(documented.filter((key) => calls.has(key) && !SUMMARIES_CN[key])).toEqual([]);
    const cn = operations(buildOpenApi({ version: '1', lang: 'cn' }));
    const login = cn.find((op) => op.summary === '登录');
    expect(login?.tags).toEqual(['用户']);
    // The English document keeps its words.
    expect(operations(buildOpenApi({ version: '1' })).some((op) => op.summary === 'Sign in')).toBe(true);
  });

  it('names no operation that does not exist', () => {
    const calls = new Set([...CALLS, ...EXTENSIONS].map(([method, path]) => `${method} ${path}`));
    expect(Object.keys(SUMMARIES_CN).filter((key) => !calls.has(key))).toEqual([]);
  });
});
