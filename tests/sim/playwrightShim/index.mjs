/* global URL, URLSearchParams, fetch */
// A tiny stand-in for `@playwright/test` (not installed here): `test`, `test.describe`, `test.skip`, `expect` and a
// `request` fixture over fetch, enough to run the generated specs' bodies inside vitest against a simulator.
export const registered = [];
const prefix = [];
class Skipped extends Error {}
export const test = Object.assign((name, fn) => registered.push({ name: [...prefix, name].join(' > '), fn }), {
  describe: Object.assign((name, fn) => {
    prefix.push(name);
    fn();
    prefix.pop();
  }, { configure: () => undefined }),
  skip: (condition, reason) => {
    if (condition) throw new Skipped(reason);
  },
});
export const expect = (...args) => globalThis.__playwrightShimExpect(...args);
export const defineConfig = (config) => config;

export function requestFixture(baseURL) {
  return {
    async fetch(path, options = {}) {
      const url = new URL(path, baseURL);
      for (const [k, v] of Object.entries(options.params ?? {})) url.searchParams.set(k, String(v));
      const headers = { ...(options.headers ?? {}) };
      let body;
      if (options.form) {
        body = new URLSearchParams(options.form);
        headers['content-type'] = 'application/x-www-form-urlencoded';
      } else if (options.data !== undefined) {
        body = JSON.stringify(options.data);
        headers['content-type'] = 'application/json';
      }
      const res = await fetch(url, { method: options.method ?? 'GET', headers, body });
      const text = await res.text();
      return { status: () => res.status, json: async () => JSON.parse(text), text: async () => text };
    },
  };
}

/** Runs what the specs registered, one after the other; answers each test's outcome. */
export async function runRegistered(baseURL) {
  const outcomes = [];
  for (const { name, fn } of registered.splice(0)) {
    try {
      await fn({ request: requestFixture(baseURL) });
      outcomes.push({ name, outcome: 'passed' });
    } catch (error) {
      outcomes.push({ name, outcome: error instanceof Skipped ? 'skipped' : 'failed', why: error.message });
    }
  }
  return outcomes;
}
