// docs/architecture.md cannot drift from the code silently: every path it cites (a file or a folder) exists, every
// name it cites (in backticks, outside code blocks) is a name the code uses, and every name an "(exports)" bullet
// gives for its file is exported by that file. docs/decisions.md is held to the paths it cites.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-demo', '.tmp', '.git', '.stryker-tmp', 'reports', 'coverage']);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(root, dir))) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = dir ? `${dir}/${name}` : name;
    if (statSync(join(root, path)).isDirectory()) {
      out.push(`${path}/`);
      walk(path, out);
    } else out.push(path);
  }
  return out;
}

const files = walk('');
const sources = files.filter((f) => (SOURCE.test(f) || f.endsWith('.jsonc')) && f !== 'tests/unit/docCitations.test.ts');
const code = sources.map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
const words = new Set(code.match(/[A-Za-z_$][\w$]*/g));

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
function expand(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!.split(',').flatMap((part) => expand(path.replace(match[0], part.trim())));
}

/** The text outside fenced code blocks, with the line each backticked span starts on. */
function spans(markdown: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((line, i) => {
    if (line.trimStart().startsWith('```')) fenced = !fenced;
    else if (!fenced) for (const [, text] of line.matchAll(/`([^`]+)`/g)) found.push({ text: text!, line: i + 1 });
  });
  return found;
}

const PATH = /^(?:[\w@.-]+\/)*[\w@.{},-]+(?:\.(?:ts|tsx|mjs|js|json|css|html|proto|md|txt|yaml)|\/)$/;

/** The cited paths that name no file or folder: at the root, or as the tail of a path (`handlers/machine.ts`). */
export function missingPaths(markdown: string, known: readonly string[] = files): string[] {
  const missing: string[] = [];
  for (const { text, line } of spans(markdown)) {
    for (const piece of text.split(/[\s,;()]+(?![^{]*\})/)) {
      if (!PATH.test(piece) || piece.startsWith('../') || piece.startsWith('.') || /[<*]/.test(piece)) continue;
      if (!piece.includes('/') && !/\.(ts|tsx|mjs)$/.test(piece)) continue;
      for (const path of expand(piece)) {
        const found = known.some((f) => f === path || f.endsWith(`/${path}`));
        if (!found) missing.push(`${line}: ${path}`);
      }
    }
  }
  return missing;
}

const NAME = /^([A-Za-z_$][\w$]*)(?:\(|<|$)/;
const looksLikeCodeName = (name: string) => /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$|\$$/.test(name);

/** The cited code names (camelCase, PascalCase with an inner capital, CONSTANT_CASE) the code never uses. */
export function unknownNames(markdown: string, used: ReadonlySet<string> = words): string[] {
  return spans(markdown).flatMap(({ text, line }) => {
    const name = NAME.exec(text.trim())?.[1];
    return name && looksLikeCodeName(name) && !used.has(name) ? [`${line}: ${name}`] : [];
  });
}

const exportsOf = (source: string) =>
  new Set([
    ...[...source.matchAll(/export\s+(?:default\s+)?(?:async\s+)?(?:const|let|function\*?|class|type|interface|enum)\s+([\w$]+)/g)].map((m) => m[1]!),
    ...[...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim().split(/\s+as\s+/).pop()!.replace(/^type\s+/, ''))),
  ]);

/** In the "(exports)" sections, a bullet that starts with its file names what that file exports. */
export function unexported(markdown: string, folderOf: (heading: string) => string | undefined): string[] {
  const problems: string[] = [];
  let folder: string | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^## (.*)$/.exec(line)?.[1];
    if (heading !== undefined) folder = folderOf(heading);
    const bullet = folder && /^- `([\w/.-]+\.tsx?)`: (.*)$/.exec(line);
    if (!bullet) continue;
    const path = `${folder}${bullet[1]}`;
    if (!existsSync(join(root, path))) {
      problems.push(`${path}: no such file`);
      continue;
    }
    const exported = exportsOf(readFileSync(join(root, path), 'utf8'));
    for (const [, text] of bullet[2]!.matchAll(/`([^`]+)`/g)) {
      const name = text!.includes('://') ? undefined : NAME.exec(text!)?.[1];
      if (name && /^[a-zA-Z]/.test(name) && (looksLikeCodeName(name) || /^[a-z]+$/.test(name) && text!.includes('(')) && !exported.has(name))
        problems.push(`${path}: ${name}`);
    }
  }
  return problems;
}

const exportSections = (heading: string) => /^(src\/\w+) \(exports\)$/.exec(heading)?.[1]?.concat('/');

describe('docs/architecture.md', () => {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

  it('cites only files and folders that exist', () => {
    expect(missingPaths(doc)).toEqual([]);
  });

  it('cites only names the code uses', () => {
    expect(unknownNames(doc)).toEqual([]);
  });

  it('names, for each file of an exports section, what the file exports', () => {
    expect(unexported(doc, exportSections)).toEqual([]);
  });

  it('fails on a renamed cited file, a renamed name and a name the file no longer exports', () => {
    expect(missingPaths(doc.replace('`src/domain/validation.ts`', '`src/domain/validations.ts`').replace('`validation.ts`', '`validations.ts`'))).not.toEqual([]);
    expect(missingPaths('see `simulator/handlers/{machine,machineGone}.ts`')).toEqual(['1: simulator/handlers/machineGone.ts']);
    expect(unknownNames('the `sessionMachine` and `sessionMachineGone`')).toEqual(['1: sessionMachineGone']);
    expect(unexported('## src/domain (exports)\n- `masking.ts`: `maskPhone(phone)`, `maskPhoneGone(phone)`', exportSections)).toEqual(['src/domain/masking.ts: maskPhoneGone']);
  });
});

/** The rooms of eslint.config.js (`ROOMS`, `MAY_IMPORT`), read from its text. */
function lintRooms(): Map<string, { folder: string; mayImport: string[] }> {
  const config = readFileSync(join(root, 'eslint.config.js'), 'utf8');
  const roomsBlock = /const ROOMS = \[([\s\S]*?)\n\];/.exec(config)?.[1] ?? '';
  const rooms = [...roomsBlock.matchAll(/\['(\w+)', '([\w/]+)'\]/g)].map(([, name, folder]) => [name!, folder!] as const);
  const all = rooms.map(([name]) => name);
  const block = /const MAY_IMPORT = \{([\s\S]*?)\n\};/.exec(config)?.[1] ?? '';
  const may = new Map([...block.matchAll(/^\s*(\w+): (.*),$/gm)].map(([, name, list]) =>
    [name!, list!.startsWith('ROOMS') ? all : [...list!.matchAll(/'(\w+)'/g)].map((m) => m[1]!)] as const));
  return new Map(rooms.map(([name, folder]) => [name, { folder, mayImport: (may.get(name) ?? []).filter((n) => n !== name).sort() }]));
}

/** The rooms table of docs/architecture.md: folder → the rooms of ours its last column names. */
function docRooms(doc: string, names: readonly string[], folderOf: (name: string) => string): Map<string, string[]> {
  const table = doc.split('## Rooms')[1]!.split('\n\n')[1]!;
  return new Map(table.split('\n').slice(2).map((row) => {
    const [, folderCell = '', , importCell = ''] = row.split('|').map((c) => c.trim());
    const folder = folderCell.replace(/`/g, '').replace(/\/$/, '');
    const self = names.find((n) => folderOf(n) === folder);
    const allowed = importCell.split('(never')[0]!;
    const named = /^everything in `src\/`/.test(allowed) ? names.filter((n) => folderOf(n).startsWith('src/'))
      : /^everything/.test(allowed) ? names
      : names.filter((n) => new RegExp(`\\b${n}\\b|\`${folderOf(n)}/\``).test(allowed));
    return [folder, named.filter((n) => n !== self).sort()];
  }));
}

describe('docs/architecture.md, the rooms', () => {
  it('lists every room of the lint with what the lint lets it import', () => {
    const lint = lintRooms();
    const names = [...lint.keys()];
    const folderOf = (name: string) => lint.get(name)!.folder;
    const documented = docRooms(readFileSync(join(root, 'docs/architecture.md'), 'utf8'), names, folderOf);
    expect(names.length).toBeGreaterThan(5);
    for (const { folder, mayImport } of lint.values()) expect([folder, documented.get(folder)]).toEqual([folder, mayImport]);
  });
});

describe('docs/decisions.md', () => {
  it('cites only files and folders that exist', () => {
    expect(missingPaths(readFileSync(join(root, 'docs/decisions.md'), 'utf8'))).toEqual([]);
  });
});
