// `npm start` on a terminal prints readable lines from warnings up, so the banner stays in view; JSON lines from
// info up with LOG_FORMAT=json or when the output is not a terminal.
import { describe, expect, it } from 'vitest';
import { loggerOptions, logSetting } from '../../simulator/server/logging';

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
