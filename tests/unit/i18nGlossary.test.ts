// The texts follow docs/glossary-cn.md (one Chinese term per concept, full-width brackets) and never type a limit
// that is a constant: a digit run equal to a limit next to a unit or a range ("6 到 20", "at most 10 characters")
// must be an interpolation ({{passwordMin}} ...) so that a changed constant changes every text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources, type Texts } from '../../src/i18n/allTexts';
import { TEXT_VARIABLES } from '../../src/i18n/textVariables';

function flatten(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const textsOf = (lang: 'cn' | 'en') =>
  Object.entries(resources[lang]).flatMap(([ns, texts]) => flatten(texts).map(([key, text]) => ({ id: `${lang}:${ns}:${key}`, text })));

/** The text as shown, interpolations left out. */
const literal = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

// ---- glossary ----

interface Rejected {
  term: string;
  /** For "never a bare X": the accepted form X may appear in. */
  within?: string;
}

/** The "(never X)" and "(not X)" terms of the glossary's table, read from docs/glossary-cn.md itself. */
export function rejectedTerms(markdown: string): Rejected[] {
  const out: Rejected[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const accepted = cells[2];
    if (!accepted) continue;
    const match = /\((?:never|not) (a bare )?"?([^")]+)"?\)/.exec(accepted);
    if (!match?.[2]) continue;
    const term = match[2].trim();
    if (match[1]) out.push({ term, within: accepted.slice(0, match.index).trim() });
    else out.push({ term });
  }
  return out;
}

/** Where a rejected term appears in the text (a bare term outside its accepted form counts). */
export function usesRejected(text: string, rejected: Rejected): boolean {
  const shown = literal(text);
  if (!rejected.within) return shown.includes(rejected.term);
  return shown.split(rejected.within).some((part) => part.includes(rejected.term));
}

const glossary = readFileSync(join(process.cwd(), 'docs', 'glossary-cn.md'), 'utf8');

describe('glossary', () => {
  it('reads the rejected terms from the project glossary', () => {
    const terms = rejectedTerms(glossary).map((r) => r.term);
    expect(terms).toEqual(expect.arrayContaining(['设备码', '拥有者', 'Bkey', '身份', '维护', '瓦片']));
    expect(usesRejected('管理员（Bkey）已通过', { term: 'Bkey', within: '管理员（Bkey）' })).toBe(false);
    expect(usesRejected('Bkey 已通过', { term: 'Bkey', within: '管理员（Bkey）' })).toBe(true);
  });

  it('no Chinese text uses a rejected term', () => {
    const rejected = rejectedTerms(glossary);
    const found = textsOf('cn').flatMap(({ id, text }) => rejected.filter((r) => usesRejected(text, r)).map((r) => `${id}: ${r.term} in “${text}”`));
    expect(found).toEqual([]);
  });

  it('Chinese texts use full-width brackets', () => {
    const found = textsOf('cn').filter(({ text }) => /[()]/.test(literal(text))).map(({ id, text }) => `${id}: ${text}`);
    expect(found).toEqual([]);
  });

  it('no Chinese text doubles a word where a value is put in (the 云服务已已开启 kind of bug)', () => {
    // A text ending in 已 right before a value that itself starts with 已 renders 已已.
    const found = textsOf('cn').filter(({ text }) => /已\{\{/.test(text) || /已已/.test(text)).map(({ id, text }) => `${id}: ${text}`);
    expect(found).toEqual([]);
  });
});

// ---- limits ----

/** The limits a text may name: every number of the texts' default variables, one digit ones aside (too common). */
const LIMITS = new Set(Object.values(TEXT_VARIABLES).filter((v): v is number => typeof v === 'number' && v >= 2));

const UNIT_AFTER = /^\s*(个字符|个字|个汉字|位|个分组|分钟|次|到|至|-|~|characters?|digits?|letters?|minutes?|groups?|times|to\b|or\b)/i;
const LIMIT_BEFORE = /(最多|至少|不超过|up to|at least|at most|most|least)\s*$/i;

/** The limit numbers typed into a text, each with what follows it. */
export function typedLimits(text: string): string[] {
  const shown = literal(text);
  const found: string[] = [];
  for (const match of shown.matchAll(/(?<![\w.])\d+(?![\d.])/g)) {
    const value = Number(match[0]);
    if (!LIMITS.has(value)) continue;
    const before = shown.slice(0, match.index);
    const after = shown.slice((match.index ?? 0) + match[0].length);
    if (UNIT_AFTER.test(after) || LIMIT_BEFORE.test(before)) found.push(`${match[0]}${after.slice(0, 8)}`);
  }
  return found;
}

describe('limits in texts', () => {
  it('finds a limit typed into a text, and not a number that is no limit', () => {
    expect(typedLimits('密码长度为 6 到 20 个字符')).toEqual(['6 到 20 个字', '20 个字符']);
    expect(typedLimits('The name must be 2-10 characters')).toEqual(['2-10 char', '10 charact']);
    expect(typedLimits('Remark (up to 10 characters)')).toEqual(['10 charact']);
    expect(typedLimits('密码长度为 {{passwordMin}} 到 {{passwordMax}} 个字符')).toEqual([]);
    expect(typedLimits('最近 30 天')).toEqual([]);
    expect(typedLimits('请输入 11 位中国大陆手机号')).toEqual([]);
  });

  it.each(['cn', 'en'] as const)('no %s text types a limit that is a constant', (lang) => {
    const found = textsOf(lang).flatMap(({ id, text }) => typedLimits(text).map((hit) => `${id}: “${hit}” in “${text}”`));
    expect(found).toEqual([]);
  });
});

// ---- typography of the Chinese texts (docs/glossary-cn.md, "Typography") ----

const NAME_VARIABLES = '(?:name|project|device|least|account)';
/** A name put in with a space on either side, where Chinese sets it off with “…” (删除项目“运维项目A”？). */
const NAME_SET_OFF_BY_SPACES = new RegExp(`(^|[^\\s“（])\\s+\\{\\{${NAME_VARIABLES}\\}\\}|\\{\\{${NAME_VARIABLES}\\}\\}\\s+([^\\s”）]|$)`);

export const typographyRules: Array<{ rule: string; test(text: string): boolean }> = [
  { rule: 'a name set off by spaces instead of “…”', test: (text) => NAME_SET_OFF_BY_SPACES.test(text) },
  { rule: 'a space after full-width punctuation', test: (text) => /[：，。；！？]\s/.test(text) },
  { rule: '你 where the console says 您', test: (text) => /你/.test(text) },
  { rule: 'Latin letters run into Chinese without a space (获取 Android App)', test: (text) => /[\u4e00-\u9fff][A-Za-z]|[A-Za-z][\u4e00-\u9fff]/.test(literal(text)) },
];

describe('Chinese typography', () => {
  it('catches each pattern it names', () => {
    const caught = (text: string) => typographyRules.filter((r) => r.test(text)).map((r) => r.rule);
    expect(caught('删除项目 {{name}}？')).toEqual(['a name set off by spaces instead of “…”']);
    expect(caught('{{name}} 将被移除')).toEqual(['a name set off by spaces instead of “…”']);
    expect(caught('删除项目“{{name}}”？')).toEqual([]);
    expect(caught('共 {{count}} 台设备')).toEqual([]);
    expect(caught('{{name}}（{{count}}）')).toEqual([]);
    expect(caught('登录萤石开放平台： open.ys7.com')).toEqual(['a space after full-width punctuation']);
    expect(caught('打开你的应用')).toEqual(['你 where the console says 您']);
    expect(caught('获取Android App')).toEqual(['Latin letters run into Chinese without a space (获取 Android App)']);
    expect(caught('获取 Android App')).toEqual([]);
  });

  it('no Chinese text breaks them', () => {
    const found = textsOf('cn').flatMap(({ id, text }) => typographyRules.filter((r) => r.test(text)).map((r) => `${id}: ${r.rule} in “${text}”`));
    expect(found).toEqual([]);
  });

  it('no screen builds “name (note)” with half-width brackets in code: the texts carry the brackets (common:withNote)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.(ts|tsx)$/.test(name) ? [path] : [];
      });
    const found = files(join(process.cwd(), 'src', 'ui')).flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').flatMap((line, i) =>
        // The terminal name sent to the cloud ("Chrome (Linux)") is no screen text.
        /\}\s\(\$\{/.test(line) && !/terminalName/.test(line) ? [`${file.slice(process.cwd().length + 1)}:${i + 1}: ${line.trim()}`] : []));
    expect(found).toEqual([]);
  });
});
