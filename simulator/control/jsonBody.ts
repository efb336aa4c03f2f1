import { http, HttpResponse } from 'msw';

// Every control call that takes a body takes JSON (the scenario loader also YAML text). A body that is not JSON
// used to be read as nothing (or as form fields) and the call answered 200 having done nothing: a QA script with
// a typo believed its step had run. This handler comes before every control handler and answers 400 with the
// parse error instead; other calls go on untouched (msw hands each handler the same request, so it reads a clone).

/** Control paths that take other bodies: the pages a browser opens (own tokens) and the scenario loader (YAML). */
const OTHER_BODIES = /^\/__sim\/(hmi|camera)(\/|$)|^\/__sim\/scenario\/?$/;

export function controlJsonBodyHandlers() {
  return [
    http.all('*/__sim/*', async ({ request }) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return undefined;
      const path = new URL(request.url).pathname.toLowerCase();
      const json = (request.headers.get('content-type') ?? '').toLowerCase().includes('json');
      if (OTHER_BODIES.test(path) && !json) return undefined;
      const text = await request.clone().text();
      if (text.trim() === '') return undefined;
      try {
        JSON.parse(text);
        return undefined;
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        return HttpResponse.json({ error: `the body must be JSON (${why.slice(0, 200)})` }, { status: 400 });
      }
    }),
  ];
}
