// One reason from a zod error, for the control API's 400 answers, the command line and the scenario loader:
// the first issue, at its place (`timeline[2].storm.perSecond`), in the schema's own words. The schemas
// (faultSpec.ts, scenario/spec.ts) word their messages to follow the place: "must be a whole number from 0 to 10".
import { z } from 'zod';

/** `timeline[0].storm` from ['timeline', 0, 'storm']. */
function placeOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)), '');
}

export function reasonOf(error: z.ZodError, root = 'input'): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const at = placeOf(issue.path);
  if (issue.code === 'unrecognized_keys') return `${at || root}: ${issue.message}`;
  // Field messages follow their place ("world.users must be …"); cross-field ones stand alone.
  if (/^(must|needs) /.test(issue.message)) return `${at || root} ${issue.message}`;
  return at ? `${at}: ${issue.message}` : issue.message;
}

/** A strict object whose unknown keys are named with the allowed ones. */
export function strictShape<S extends z.core.$ZodLooseShape>(shape: S) {
  const allowed = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')} (allowed: ${allowed})`;
      if (issue.code === 'invalid_type') return `must be a mapping with ${allowed}`;
      return undefined;
    },
  });
}

/** A number from min to max (whole when asked); numeric text is read as the number (command-line values). */
export function bounded(min: number, max: number, whole = false) {
  const error = `must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`;
  const number = z.number({ error }).min(min, { error }).max(max, { error });
  return z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), whole ? number.int({ error }) : number);
}
