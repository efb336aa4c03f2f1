// `npm start` on a terminal prints readable lines from warnings up, so the banner stays in view; JSON lines from
// info up with LOG_FORMAT=json or when the output is not a terminal.
import { describe, expect, it } from 'vitest';
import { loggerOptions, logSetting } from '../../simulator/server/logging';
import { levelOf } from '../../simulator/server/requestLog';

describe('server log', () => {
  it('is readable and quiet on a terminal, JSON elsewhere or when asked', () => {
    expect(logSetting({}, true)).toEqual({ json: false, level: 'warn' });
    expect(logSetting({ LOG_FORMAT: 'json' }, true)).toEqual({ json: true, level: 'info' });
    expect(logSetting({}, false)).toEqual({ json: true, level: 'info' });
    expect(logSetting({ LOG_LEVEL: 'info' }, true)).toEqual({ json: false, level: 'info' });
    expect(loggerOptions({ json: false, level: 'warn' })).toMatchObject({ level: 'warn', transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ json: true, level: 'info' })).toEqual({ level: 'info' });
  });
});

describe('request lines by outcome (docs/decisions.md, "Console")', () => {
  it('logs a routine success at debug, a refusal at info and a server failure at error', () => {
    expect([200, 204, 304].map(levelOf)).toEqual(['debug', 'debug', 'debug']);
    expect([400, 404, 413].map(levelOf)).toEqual(['info', 'info', 'info']);
    expect([500, 501, 503].map(levelOf)).toEqual(['error', 'error', 'error']);
  });
});
