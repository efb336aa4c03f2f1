// `npm run paths -- MACHINE --format playwright --out DIR`: a Playwright Test project in DIR, one spec per variant,
// a playwright.config.ts and a support folder: the conformance players bundled into one file (so DIR imports
// nothing from this checkout) and the transport over `@playwright/test`'s request fixture.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { PLAYWRIGHT_CONFIG, PLAYWRIGHT_SUPPORT, playwrightPackageJson, playwrightReadme, specFileName, toPlaywrightSpec } from './pathsPlaywright';
import type { GeneratedPath } from '../src/machines/paths';
import { VERIFY_SUPPORT } from './verifySupport';
import { z } from 'zod';

/** Writes the project; answers the files written, relative to `dir`. */
export async function writePlaywrightProject(machine: string, paths: GeneratedPath[], dir: string): Promise<string[]> {
  mkdirSync(join(dir, 'support'), { recursive: true });
  const written: string[] = [];
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    written.push(name);
  };
  await build({
    entryPoints: [new URL('./conformance/players.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile: join(dir, 'support', 'players.mjs'),
    banner: { js: '// Bundled by `npm run paths` from the conformance players: the same moves `npm run conformance` plays.' },
    logLevel: 'silent',
  });
  written.push('support/players.mjs');
  write('support/players.d.mts', PLAYERS_TYPES);
  write('support/cloud.ts', PLAYWRIGHT_SUPPORT);
  write('support/verify.ts', VERIFY_SUPPORT);
  write('playwright.config.ts', PLAYWRIGHT_CONFIG);
  const variants = [...new Set(paths.map((p) => p.variant))];
  // The version this checkout tests with, so `npm install` in DIR gets the runner the specs were made for.
  write('package.json', playwrightPackageJson(machine, playwrightVersion()));
  write('README.md', playwrightReadme(machine, variants));
  for (const variant of variants) {
    write(specFileName(machine, variant), toPlaywrightSpec(machine, variant, paths.filter((p) => p.variant === variant)));
  }
  return written;
}

function playwrightVersion(): string {
  const own = z.object({ devDependencies: z.record(z.string(), z.string()).optional() }).parse(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')));
  return (own.devDependencies?.['@playwright/test'] ?? 'latest').replace(/^[\^~]/, '');
}

/** The bundle's types, so the generated TypeScript type-checks without this checkout. */
const PLAYERS_TYPES = `export type Answer = { hwcode: number | string; hwdata: unknown };
export type Transport = {
  call(method: string, path: string, fields: Record<string, string>, token?: string): Promise<Answer>;
  control?(path: string, body?: unknown): Promise<unknown>;
  wait?(ms: number): Promise<void>;
};
export type Accounts = {
  password: string; countryCode: string; akey: string; bkey: string; applicant: string; applicantUserId: number; device: string;
  policy: { checkType: 0 | 1; hasBkeys: boolean };
};
export type Player = { start(): Promise<void>; play(event: { type: string }): Promise<unknown>; finish?(): Promise<void> };
export declare const SIMULATOR_ACCOUNTS: Accounts;
export declare class NotPlayable extends Error {}
export declare function waitBudgetMs(machine: string, keyed: boolean): number;
export declare function playerFor(machine: string, variant: string, transport: Transport, accounts?: Accounts): Player;
`;
