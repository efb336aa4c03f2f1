// The build gathers named files into the `signin` and `phone` chunks (vite.config.ts): a file it names that is
// renamed or moved stops the config instead of silently leaving its chunk, and each group's test matches exactly
// the files it names.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOf, PHONE_FILES, SIGN_IN_FILES } from '../../vite.config';

const root = process.cwd();
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]);

describe('the chunk groups of the build', () => {
  it.each([['signin', SIGN_IN_FILES], ['phone', PHONE_FILES]] as const)('%s: names files that exist, and its test matches those alone', (group, files) => {
    expect(files.filter((file) => !existsSync(join(root, file)))).toEqual([]);
    const test = filesOf(group, files);
    const matched = sources('src').filter((file) => test.test(resolve(root, file)) || test.test(resolve(root, file).replaceAll('/', '\\')));
    expect(matched.sort()).toEqual([...files].sort());
  });

  it('refuses a group that names a file that is not there', () => {
    expect(() => filesOf('signin', [...SIGN_IN_FILES, 'src/ui/auth/Renamed.tsx'])).toThrow(/signin chunk names src\/ui\/auth\/Renamed\.tsx/);
  });
});
