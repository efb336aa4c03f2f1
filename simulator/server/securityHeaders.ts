// Security headers of every answer, and the Content-Security-Policy of the console's pages.
//
// The policy follows what the console loads: its own scripts and workers only (the cluster worker, the demo's
// msw service worker and the phone PWA worker are same-origin files); styles inline too, because PrimeReact
// injects <style> elements and Leaflet positions tiles and markers with style attributes; images from https
// as well, because the map's tile server is a build-time setting (VITE_MAP_TILE_URL) and camera pictures come from
// the camera cloud; calls to the same origin (the /echo.io socket included) plus the geocoder when it is elsewhere.

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(env: Record<string, string | undefined> = process.env): string {
  const connect = ["'self'", originOf(env.VITE_GEOCODER_URL)].filter(Boolean).join(' ');
  const tiles = originOf(env.VITE_MAP_TILE_URL?.replace(/\{[a-z]\}/gi, '0'));
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${tiles?.startsWith('http:') ? ` ${tiles}` : ''}`,
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for every answer; `page` adds the policy (HTML documents of the console). */
export function securityHeaders(page: boolean, csp: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    // Tile servers such as OpenStreetMap's ask for a Referer naming the site, so not no-referrer.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    ...(page ? { 'content-security-policy': csp } : {}),
  };
}
