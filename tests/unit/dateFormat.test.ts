// Every date the console shows reads yyyy-mm-dd HH:MM:ss (product.md section 9): no screen formats a date with
// the browser's locale ("12/2/2026, 1:38:05 PM"), which would differ between machines and languages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatUnixTime } from '../../src/domain/time';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('dates on screen', () => {
  it('are never formatted by the browser locale', () => {
    const offenders = sources(join(process.cwd(), 'src')).filter((file) =>
      /\.toLocale(Date|Time)?String\(|Intl\.DateTimeFormat|Intl\.RelativeTimeFormat/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('reads yyyy-mm-dd HH:MM:ss', () => {
    expect(formatUnixTime(new Date(2026, 1, 12, 13, 38, 5).getTime() / 1000)).toBe('2026-02-12 13:38:05');
  });
});
