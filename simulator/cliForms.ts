// Which form a `npm run sim -- <command> …` line takes, and when it is a usage error (exit 2). Several named
// commands share their name with a generic one (`clock <ms>` and `clock --advanceMs N`): a line with a `--field`
// the named command does not take is the generic form, checked against the call's schema; a named line with the
// wrong number of words, or a number that is not one, would do nothing or the wrong thing, so it is refused.
import { commandOf, CONTROL_CALLS, type ControlCall } from './control/catalogue';

type Named = { min: number; max: number; numbers?: readonly number[]; options?: Readonly<Record<string, boolean>> };

/** The named commands' positional words (how many, which are numbers) and their own `--options` (true: takes a value). */
const NAMED: Readonly<Record<string, Named>> = {
  state: { min: 0, max: 0 },
  log: { min: 0, max: 0 },
  codes: { min: 0, max: 1 },
  reset: { min: 0, max: 2, numbers: [0, 1] },
  expire: { min: 1, max: 1 },
  drop: { min: 0, max: 1 },
  push: { min: 2, max: 2 },
  'qr-scan': { min: 1, max: 1 },
  'qr-confirm': { min: 2, max: 2 },
  clock: { min: 1, max: 1, numbers: [0] },
  devices: { min: 1, max: 2, numbers: [0] },
  'device-state': { min: 2, max: 2 },
  flap: { min: 1, max: 1, numbers: [0] },
  'machine-code': { min: 2, max: 3 },
  'visit-result': { min: 1, max: 2 },
  alarm: { min: 0, max: 1, options: { device: true, voice: false, level: true, content: true } },
  storm: { min: 2, max: 3, numbers: [0, 1], options: { device: true, voice: false } },
  'storm-stop': { min: 0, max: 0 },
  'alarm-rate': { min: 1, max: 2, numbers: [0] },
  alarms: { min: 0, max: 0 },
  'project-alarm': { min: 1, max: 2, options: { device: true } },
  'mass-text': { min: 1, max: 2 },
};

export type Form = { kind: 'named' } | { kind: 'generic'; call: ControlCall } | { kind: 'other' } | { kind: 'usage'; error: string };

const own = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);
export const genericCall = (command: string): ControlCall | undefined => CONTROL_CALLS.find((c) => commandOf(c) === command);

/** The usage lines of one command: its named help lines (from the help text) and its generic line. */
export function usageOf(command: string, help: string): string {
  const lines = help.split('\n');
  const picked: string[] = [];
  lines.forEach((line, i) => {
    if (line === `  ${command}` || line.startsWith(`  ${command} `)) {
      picked.push(line);
      for (let j = i + 1; j < lines.length && /^ {20,}\S/.test(lines[j]!); j += 1) picked.push(lines[j]!);
    }
  });
  return picked.length > 0 ? `Usage:\n${picked.join('\n')}` : 'Usage: npm run sim -- --help lists every command';
}

/** The form of a command line: `rest` is what follows the command word (without --url and --key). */
export function formOf(command: string, rest: readonly string[]): Form {
  const generic = genericCall(command);
  // `sms <subcommand> …` has forms of its own (cliSms.ts); `sms --account …` is the generic GET.
  if (command === 'sms') return rest.some((a) => a.startsWith('--')) && generic ? { kind: 'generic', call: generic } : { kind: 'other' };
  if (!own(NAMED, command)) return generic ? { kind: 'generic', call: generic } : { kind: 'other' };
  const named = NAMED[command]!;
  const options = named.options ?? {};
  const words: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    const flag = /^--(.+)$/.exec(arg)?.[1];
    if (flag === undefined) {
      words.push(arg);
      continue;
    }
    if (!own(options, flag)) {
      if (generic) return { kind: 'generic', call: generic };
      return { kind: 'usage', error: `${command}: unknown option --${flag}` };
    }
    if (options[flag]) i += 1;
  }
  if (words.length < named.min || words.length > named.max) {
    return { kind: 'usage', error: `${command}: ${words.length < named.min ? 'missing' : 'too many'} arguments (${words.length} given)` };
  }
  for (const at of named.numbers ?? []) {
    const word = words[at];
    if (word !== undefined && !/^\d+(\.\d+)?$/.test(word)) return { kind: 'usage', error: `${command}: ${word} is not a number` };
  }
  return { kind: 'named' };
}

/** The words after the command, without the --url and --key options the command line takes anywhere. */
export function restOf(typed: readonly string[], command: string): string[] {
  return typed.slice(typed.indexOf(command) + 1).filter((_, i, all) => !(all[i] === '--url' || all[i - 1] === '--url' || all[i] === '--key' || all[i - 1] === '--key'));
}
