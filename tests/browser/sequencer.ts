// Runs the slowest browser files first, so the two workers end together instead of one long file starting last.
// Their weights are the seconds each file took in a recorded run (tests/browser/durations.json, written by
// `node scripts/browserDurations.mjs` from the last `npm test`); a file not recorded yet counts as slow, so a new file
// is never the one left for the end. Vitest's own order (its cache, else file size) is lost on a fresh clone in CI.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const UNKNOWN_SECONDS = 60;

function recorded(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = recorded();
    const weight = (spec: TestSpecification) => seconds[relative(process.cwd(), spec.moduleId).replaceAll('\\', '/')] ?? UNKNOWN_SECONDS;
    return [...files].sort((a, b) => weight(b) - weight(a));
  }
}
