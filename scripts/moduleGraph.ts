// The project's import graph, read with the TypeScript compiler's parser and module resolution only (no type
// checking), so the dead-code and cycle checks of `npm run check` take a second or two instead of a full program.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '..');

export type Edge = {
  /** Project-relative path of the imported file. */
  to: string;
  /** Names taken from the target: `*` for a namespace, dynamic import or `export *`. */
  names: string[];
  /** Only types cross this edge (`import type`, every specifier `type`): it vanishes at run time. */
  typeOnly: boolean;
  dynamic: boolean;
  /** `export * from`: the target's exports become this file's exports. */
  reExportAll: boolean;
};

export type ModuleInfo = {
  file: string;
  exports: Set<string>;
  /** The exports that are types only (type aliases, interfaces, `export type { }`). */
  typeExports: Set<string>;
  edges: Edge[];
};

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'dist-demo', '.tmp', '.git']);

export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(relative(ROOT, full));
    }
  };
  if (existsSync(resolve(ROOT, dir))) walk(resolve(ROOT, dir));
  return out;
}

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const cache = ts.createModuleResolutionCache(ROOT, (s) => s, compilerOptions);

function resolveTo(spec: string, from: string): string | undefined {
  if (!spec.startsWith('.')) return undefined; // packages are not ours to check
  const hit = ts.resolveModuleName(spec, resolve(ROOT, from), compilerOptions, ts.sys, cache).resolvedModule;
  if (!hit || hit.isExternalLibraryImport) return undefined;
  const rel = relative(ROOT, hit.resolvedFileName);
  return SOURCE.test(rel) ? rel : undefined;
}

const hasExport = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false);
const hasDefault = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ?? false);

export function readModule(file: string): ModuleInfo {
  const text = ts.sys.readFile(resolve(ROOT, file)) ?? '';
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const info: ModuleInfo = { file, exports: new Set(), typeExports: new Set(), edges: [] };
  const edge = (spec: ts.Expression | undefined, e: Omit<Edge, 'to'>): void => {
    if (!spec || !ts.isStringLiteralLike(spec)) return;
    const to = resolveTo(spec.text, file);
    if (to) info.edges.push({ to, ...e });
  };
  for (const stmt of source.statements) {
    if (ts.isImportDeclaration(stmt)) {
      const clause = stmt.importClause;
      const names: string[] = [];
      let allTypes = clause?.isTypeOnly ?? false;
      if (clause) {
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
          if (!clause.name && bindings.elements.length > 0 && bindings.elements.every((el) => el.isTypeOnly)) allTypes = true;
        }
      }
      edge(stmt.moduleSpecifier, { names, typeOnly: allTypes, dynamic: false, reExportAll: false });
    } else if (ts.isExportDeclaration(stmt)) {
      const clause = stmt.exportClause;
      if (!stmt.moduleSpecifier) {
        if (clause && ts.isNamedExports(clause)) {
          for (const el of clause.elements) {
            info.exports.add(el.name.text);
            if (stmt.isTypeOnly || el.isTypeOnly) info.typeExports.add(el.name.text);
          }
        }
        continue;
      }
      if (!clause) {
        edge(stmt.moduleSpecifier, { names: ['*'], typeOnly: stmt.isTypeOnly, dynamic: false, reExportAll: true });
      } else if (ts.isNamespaceExport(clause)) {
        info.exports.add(clause.name.text);
        edge(stmt.moduleSpecifier, { names: ['*'], typeOnly: stmt.isTypeOnly, dynamic: false, reExportAll: false });
      } else {
        for (const el of clause.elements) {
          info.exports.add(el.name.text);
          if (stmt.isTypeOnly || el.isTypeOnly) info.typeExports.add(el.name.text);
        }
        const names = clause.elements.map((el) => (el.propertyName ?? el.name).text);
        const typeOnly = stmt.isTypeOnly || clause.elements.every((el) => el.isTypeOnly);
        edge(stmt.moduleSpecifier, { names, typeOnly, dynamic: false, reExportAll: false });
      }
    } else if (ts.isExportAssignment(stmt)) {
      info.exports.add('default');
    } else if (hasExport(stmt)) {
      if (hasDefault(stmt)) info.exports.add('default');
      else if (ts.isVariableStatement(stmt)) {
        for (const decl of stmt.declarationList.declarations) {
          if (ts.isIdentifier(decl.name)) info.exports.add(decl.name.text);
        }
      } else if ('name' in stmt && stmt.name && ts.isIdentifier(stmt.name as ts.Node)) {
        const name = (stmt.name as ts.Identifier).text;
        info.exports.add(name);
        if (ts.isTypeAliasDeclaration(stmt) || ts.isInterfaceDeclaration(stmt)) info.typeExports.add(name);
      }
    }
  }
  // Dynamic imports anywhere in the file (lazy screens, the demo's simulator): the whole target is in use.
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isImportMetaGlob(node.expression)) {
      for (const to of globTargets(node.arguments[0], file)) {
        info.edges.push({ to, names: ['*'], typeOnly: false, dynamic: true, reExportAll: false });
      }
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' && isMetaUrl(node.arguments?.[1])) {
      // new URL('./x.worker.ts', import.meta.url): a worker or asset Vite bundles from here.
      edge(node.arguments?.[0], { names: ['*'], typeOnly: false, dynamic: true, reExportAll: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      edge(node.arguments[0], { names: ['*'], typeOnly: false, dynamic: true, reExportAll: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      edge(node.argument.literal, { names: ['*'], typeOnly: true, dynamic: false, reExportAll: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return info;
}

const isMetaUrl = (e: ts.Expression | undefined): boolean =>
  e !== undefined && ts.isPropertyAccessExpression(e) && e.name.text === 'url' && ts.isMetaProperty(e.expression);

const isImportMetaGlob = (e: ts.Expression): boolean =>
  ts.isPropertyAccessExpression(e) && e.name.text === 'glob' && ts.isMetaProperty(e.expression);

/** Vite's import.meta.glob patterns (relative, with `*` and `{a,b}`; negations ignored): the files they take. */
function globTargets(arg: ts.Expression | undefined, from: string): string[] {
  if (!arg) return [];
  const patterns = ts.isArrayLiteralExpression(arg) ? [...arg.elements] : [arg];
  const out: string[] = [];
  for (const p of patterns) {
    if (!ts.isStringLiteralLike(p) || p.text.startsWith('!') || !p.text.startsWith('.')) continue;
    const abs = relative(ROOT, resolve(ROOT, dirname(from), p.text));
    const source = abs
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]*)\}/g, (_, alts: string) => `(${alts.split(',').join('|')})`)
      .replace(/\*\*\//g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '(.*/)?');
    const re = new RegExp(`^${source}$`);
    const parts = abs.split('/');
    const firstWild = parts.findIndex((part) => /[*{]/.test(part));
    const dir = firstWild < 0 ? dirname(abs) : parts.slice(0, firstWild).join('/');
    for (const file of listFiles(dir)) if (re.test(file)) out.push(file);
  }
  return out;
}

/** The modules of the given folders and the project's own top-level files (vite.config.ts and the like). */
export function readGraph(dirs: string[]): Map<string, ModuleInfo> {
  const graph = new Map<string, ModuleInfo>();
  const top = readdirSync(ROOT).filter((name) => SOURCE.test(name) && !name.endsWith('.d.ts'));
  for (const file of [...top, ...dirs.flatMap(listFiles)]) graph.set(file, readModule(file));
  return graph;
}
