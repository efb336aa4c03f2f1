// The redactors of recordings and of the journal, and the journal's ring: secrets by name at any depth and inside
// other text, the same placeholder for the same secret, and a bounded ring that keeps the newest calls.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNameRedactor, createRedactor, redactBody, redactCut, redactUrl } from '../../simulator/record/redact';
import { createJournal, JOURNAL_LIMITS, journalSize } from '../../simulator/record/journal';
import { journalBody } from '../../simulator/record/edge';

describe('the recording redactor', () => {
  it('gives the same secret the same placeholder everywhere, and replaces learned secrets inside other text', () => {
    const r = createRedactor();
    const answer = redactBody(r, JSON.stringify({ hwcode: 0, hwdata: { token: 'tok-ABCDEFG123', user: { password: 'pw-secret-1' } } }), 'application/json');
    expect(answer).toBe('{"hwcode":0,"hwdata":{"token":"rec-token-1","user":{"password":"rec-password-1"}}}');
    expect(redactUrl(r, '/echo.io?sid=tok-ABCDEFG123&x=1')).toBe('/echo.io?sid=rec-token-1&x=1');
    expect(r.text('Bearer tok-ABCDEFG123 was used')).toBe('Bearer rec-token-1 was used');
    expect(r.form('loginPwd=p%40ss&loginName=a%40b.c&code=123456')).toBe('loginPwd=rec-password-2&loginName=a%40b.c&code=rec-code-1');
    expect(r.placeholder('token', 'tok-ABCDEFG123')).toBe('rec-token-1');
  });

  it('leaves no secret value of a secret-named field in any JSON it redacts', () => {
    const names = fc.constantFrom('token', 'cloudtoken', 'password', 'loginPwd', 'code', 'secret', 'secret_key', 'accessToken');
    const secret = fc.string({ minLength: 8, maxLength: 20 }).map((s) => `S${s.replace(/[^\w]/g, 'x')}Z`);
    const tree = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.tuple(names, secret).map(([k, v]) => ({ [k]: v })), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'b', 'list'), tie('node'), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(tree, (value) => {
        const secrets: string[] = [];
        JSON.stringify(value, (k, v: unknown) => {
          if (['token', 'cloudtoken', 'password', 'loginPwd', 'code', 'secret', 'secret_key', 'accessToken'].includes(k) && typeof v === 'string') secrets.push(v);
          return v;
        });
        const out = redactBody(createRedactor(), JSON.stringify(value), 'application/json');
        return secrets.every((s) => !out.includes(s));
      }),
    );
  });
});

describe('the journal redactor', () => {
  it('marks secrets by name without learning them, also in a large body it cuts first', () => {
    const r = createNameRedactor();
    expect(r.form('loginPwd=x1&loginName=a')).toBe('loginPwd=%5Bpassword%5D&loginName=a');
    const big = JSON.stringify({ hwcode: 0, hwdata: { token: 'T0KEN-1234', rows: 'x'.repeat(100_000) } });
    const cut = redactCut(r, big, 'application/json', 200);
    expect(cut).not.toContain('T0KEN-1234');
    expect(cut).toContain('"token":"[token]"');
    expect(cut.length).toBeLessThanOrEqual(201);
  });

  it('redacts the start of a longer body by name, never as a whole body, however few characters it holds', () => {
    const r = createNameRedactor();
    // The first bytes of a list of Chinese names: fewer characters than the whole-body size, and not JSON on its own.
    const start = JSON.stringify({ hwcode: 0, hwdata: { token: 'T0KEN-1234', rows: '注塑机'.repeat(7_000) } }).slice(0, 20_000);
    const cut = redactCut(r, start, 'application/json', 200, true);
    expect(cut).toContain('"token":"[token]"');
    expect(cut.startsWith('{"hwcode":0,')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(201);
  });
});

describe('the journal body of an answer', () => {
  it('is the redacted start of a large answer, decoded from only the bytes its characters can take', () => {
    const r = createNameRedactor();
    for (const name of ['注塑机', 'Pump 😀', 'a']) {
      const text = JSON.stringify({ hwcode: 0, hwdata: { token: 'T0KEN-1234', rows: name.repeat(100_000) } });
      const kept = journalBody(r, Buffer.from(text), 'application/json');
      expect(kept, name).toBe(redactCut(r, text, 'application/json', JOURNAL_LIMITS.bodyChars, true));
      expect(kept).not.toContain('T0KEN-1234');
      expect(kept).not.toContain('\ufffd');
    }
    const small = JSON.stringify({ hwcode: 0, hwdata: { token: 'T0KEN-1234' } });
    expect(journalBody(r, Buffer.from(small), 'application/json')).toBe(redactCut(r, small, 'application/json', JOURNAL_LIMITS.bodyChars));
  });
});

describe('the journal', () => {
  it('keeps the newest calls up to its size, in order', () => {
    const j = createJournal(3);
    for (let i = 0; i < 5; i += 1) j.add({ at: new Date(i).toISOString(), method: 'POST', path: `/api/p${i}`, query: '', requestBody: '', status: 200, responseBody: '', timings: { waitMs: 1 }, responseBytes: 0, source: 'simulated' });
    expect(j.list().map((e) => e.path)).toEqual(['/api/p2', '/api/p3', '/api/p4']);
    expect(j.list({ path: '/api/p*', since: 3 }).map((e) => e.id)).toEqual([4, 5]);
    expect(j.verify({ path: '/api/**', count: { atMost: 2 } })).toMatchObject({ ok: false, count: 3, expected: 'at most 2' });
  });

  it('takes its size from SIM_JOURNAL_SIZE, bounded', () => {
    expect(journalSize(undefined)).toBe(1000);
    expect(journalSize('0')).toBe(0);
    expect(journalSize('5000000')).toBe(100_000);
    expect(journalSize('lots')).toBe(1000);
  });
});
