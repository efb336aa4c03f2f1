// The simulated HMI page shows its "Updated" time as the console writes times (yyyy-mm-dd HH:MM:ss, local), never
// as ISO UTC (docs/decisions.md, "Console"); the machine-readable instant stays in the datetime attribute.
import { describe, expect, it } from 'vitest';
import { formatUnixTime } from '../../src/domain/time';
import { hmiPage } from '../../simulator/hmi/hmiPage';

describe('HMI page time', () => {
  it('writes the update time in the console\'s format and keeps the ISO instant for machines', () => {
    const at = Date.UTC(2026, 10, 28, 12, 23, 2, 539);
    const html = hmiPage({ machineName: 'Press', machineCode: 'A1', online: true, activeAlarms: 0, at, values: [] } as unknown as Parameters<typeof hmiPage>[0], '/v');
    const updated = /<time data-testid="hmi-updated" datetime="([^"]+)">([^<]*)<\/time>/.exec(html);
    expect(updated?.[1]).toBe('2026-11-28T12:23:02.539Z');
    expect(updated?.[2]).toBe(formatUnixTime(Math.floor(at / 1000)));
    expect(html).not.toMatch(/>\d{4}-\d{2}-\d{2}T[^<]*Z</);
    expect(html).toContain('function local(ms)');
  });
});
