// What a conformance run shows while it plays: a pipe (CI, `| tee`) gets one line per path, case or call as each
// completes and a line whenever the run waits; a terminal gets the same lines with a live count under them (PASS,
// DIFF, SKIP, what is playing now and about how long is left), redrawn in place.
import type { PathResult } from './results';

export type Progress = {
  /** How many results the run will give (paths, cases and calls), for the count and the time left. */
  expect(total: number): void;
  /** What plays now (a path, a case of the catalogue). */
  now(label: string): void;
  done(result: PathResult): void;
  /** The run waits `ms` (a per-minute limit, a repeat block): said at once, with how long. */
  wait(ms: number, why: string): void;
  /** Clears the live line before the summary. */
  end(): void;
};

const MARK = { pass: 'PASS', differs: 'DIFF', skipped: 'SKIP' } as const;

/** The line of one result, with what differed under it. */
export function resultLines(r: PathResult): string[] {
  const lines = [`${MARK[r.status]}  ${r.suite}: ${r.name}${r.reason ? `  (${r.reason})` : ''}`];
  if (r.status === 'differs') for (const s of r.steps.filter((x) => !x.ok)) lines.push(`      ${s.event}: spec ${JSON.stringify(s.expected)}, cloud ${JSON.stringify(s.observed)}`);
  return lines;
}

const seconds = (ms: number) => `${Math.max(0, Math.round(ms / 1000))} s`;

export function streamProgress(out: NodeJS.WriteStream, options: { live?: boolean; now?: () => number } = {}): Progress {
  const clock = options.now ?? Date.now;
  const live = options.live ?? Boolean(out.isTTY);
  const started = clock();
  const counts = { pass: 0, differs: 0, skipped: 0 };
  let total = 0;
  let current = '';
  let waitingUntil = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const doneCount = () => counts.pass + counts.differs + counts.skipped;
  const status = () => {
    const n = doneCount();
    const elapsed = clock() - started;
    const left = n > 0 && total > n ? (elapsed / n) * (total - n) : undefined;
    const waiting = waitingUntil > clock() ? ` · waiting ${seconds(waitingUntil - clock())}` : '';
    const text = `PASS ${counts.pass} · DIFF ${counts.differs} · SKIP ${counts.skipped} · ${n}/${total || '?'}${left === undefined ? '' : ` · about ${seconds(left)} left`}${waiting} · ${current}`;
    return text.slice(0, Math.max(20, (out.columns ?? 120) - 1));
  };
  const clear = () => {
    if (live) out.write('\r\x1b[K');
  };
  const draw = () => {
    if (live) out.write(`\r\x1b[K${status()}`);
  };
  const print = (lines: string[]) => {
    clear();
    out.write(`${lines.join('\n')}\n`);
    draw();
  };
  if (live) {
    timer = setInterval(draw, 1_000);
    timer.unref?.();
  }
  return {
    expect(n) {
      total = n;
      draw();
    },
    now(label) {
      current = label;
      draw();
    },
    done(result) {
      counts[result.status] += 1;
      print(resultLines(result));
    },
    wait(ms, why) {
      waitingUntil = clock() + ms;
      print([`....  waiting ${seconds(ms)}: ${why}`]);
    },
    end() {
      if (timer) clearInterval(timer);
      clear();
    },
  };
}

/** A run nobody watches (tests, the JSON output). */
export const silentProgress: Progress = { expect: () => undefined, now: () => undefined, done: () => undefined, wait: () => undefined, end: () => undefined };
