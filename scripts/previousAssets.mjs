// `npm start` rebuilds the console into dist/, and Vite empties dist/ first: a tab still open on the previous build
// would then find none of its lazy chunks (a blank page before the console recovered by reloading, docs/decisions.md, "Resilience"). The
// previous build's hashed files are set aside before the build and put back beside the new ones (no name can
// clash: the names carry their content's hash), for one more build: files carried once are listed in
// assets/.previous-build and dropped at the next build. A deployment elsewhere should keep them the same way
// (docs/operations.md, "Deploying a new build").
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LIST = '.previous-build';

/** Moves dist/assets aside (to .tmp/previous-assets); returns where, or undefined when there was no build. */
export function setAsideAssets(dist = 'dist', aside = join('.tmp', 'previous-assets')) {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return undefined;
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(join(aside, '..'), { recursive: true });
  renameSync(assets, aside);
  return aside;
}

/** Puts the previous build's files (not those it had carried already) beside the new build's; returns how many. */
export function restoreAssets(aside, dist = 'dist') {
  if (!aside || !existsSync(aside)) return 0;
  const assets = join(dist, 'assets');
  mkdirSync(assets, { recursive: true });
  const carriedBefore = existsSync(join(aside, LIST)) ? new Set(readFileSync(join(aside, LIST), 'utf8').split('\n')) : new Set();
  const carried = [];
  for (const name of readdirSync(aside)) {
    if (name === LIST || carriedBefore.has(name) || existsSync(join(assets, name))) continue;
    cpSync(join(aside, name), join(assets, name));
    carried.push(name);
  }
  writeFileSync(join(assets, LIST), carried.join('\n'));
  rmSync(aside, { recursive: true, force: true });
  return carried.length;
}
