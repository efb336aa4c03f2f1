// Writes tests/browser/durations.json (seconds per browser file) from the last `npm test`'s browser report
// (.tmp/browser.json), for the browser tests' sequencer (tests/browser/sequencer.ts): slowest first.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const report = JSON.parse(readFileSync('.tmp/browser.json', 'utf8'));
const seconds = Object.fromEntries(
  report.testResults
    .map((file) => [relative(process.cwd(), file.name), Math.round((file.endTime - file.startTime) / 100) / 10])
    .sort((a, b) => b[1] - a[1]),
);
writeFileSync('tests/browser/durations.json', `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`tests/browser/durations.json: ${Object.keys(seconds).length} files`);
