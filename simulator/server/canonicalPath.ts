// The one spelling of a request's path that the control guard, Fastify's router, msw and the static files all see.
// Routing and msw used to match after their own normalising (URL resolution of `..`, case-insensitive paths) while
// the guard looked at the raw target, so `/api/../__SIM/state` reached the control API without its key. Here the
// target is checked and rewritten once, before anything routes it (Fastify's rewriteUrl): a path that could mean
// two things (dot segments, encoded or back slashes, bad escapes) is refused, and the first segment's case is
// folded when it names one of the server's own prefixes.

/** Prefixes whose spelling is folded to lower case (`/__SIM/state` is `/__sim/state`, `/API/x` is `/api/x`). */
const PREFIXES = ['__sim', 'api', 'eapi', 'geocode', 'echo.io'];

export type Canonical = { ok: true; url: string; path: string } | { ok: false; reason: string };

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The request target as path plus query, or why it is refused (the server answers 400 with the reason). */
export function canonicalTarget(target: string): Canonical {
  // Only the origin form (a path): the absolute form (`GET http://host/path`) is for proxies, which this server is
  // not, and `//host/path` reads as another host to any URL parser.
  const rest = target;
  if (!rest.startsWith('/') || rest.startsWith('//')) return { ok: false, reason: 'the request target must be a path' };
  if (rest.includes('#')) return { ok: false, reason: 'the request target must not carry a fragment' };
  const cut = rest.indexOf('?');
  const rawPath = cut < 0 ? rest : rest.slice(0, cut);
  const query = cut < 0 ? '' : rest.slice(cut);
  if (rawPath.includes('\\') || /%(2f|5c)/i.test(rawPath)) return { ok: false, reason: 'encoded slashes and backslashes are not taken in a path' };
  const segments = rawPath.split('/').slice(1);
  const decoded: string[] = [];
  for (const segment of segments) {
    let plain: string;
    try {
      plain = decodeURIComponent(segment);
    } catch {
      return { ok: false, reason: 'the path has a malformed percent escape' };
    }
    if (plain === '.' || plain === '..') return { ok: false, reason: 'dot segments are not taken in a path' };
    if (CONTROL.test(plain)) return { ok: false, reason: 'control characters are not taken in a path' };
    decoded.push(plain);
  }
  const first = decoded[0]?.toLowerCase();
  if (first !== undefined && PREFIXES.includes(first)) segments[0] = first;
  const candidate = `/${segments.join('/')}`;
  // Whatever the URL parser would still change (it percent-encodes a few characters) is applied here, so msw,
  // which builds a URL from the target, sees exactly this path.
  const path = new URL(candidate, 'http://local').pathname;
  if (path.split('/').length !== candidate.split('/').length) return { ok: false, reason: 'the path is ambiguous' };
  return { ok: true, url: `${path}${query}`, path };
}
