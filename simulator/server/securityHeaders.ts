// Security headers of every answer (@fastify/helmet), with the Content-Security-Policy of the console's pages.
//
// The policy follows what the console loads: its own scripts and workers only (the cluster worker, the demo's
// msw service worker and the phone PWA worker are same-origin files); styles inline too, because the kit sets
// style attributes (a table's row height, a dialog's width) and Leaflet positions tiles and markers with them; images from https
// as well, because the map's tile server is a build-time setting (VITE_MAP_TILE_URL) and camera pictures come from
// the camera cloud; calls to the same origin (the /echo.io socket included) plus the geocoder when it is elsewhere.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The console's policy as helmet's directives (each directive named as the header spells it). */
function contentSecurityPolicy(env: Record<string, string | undefined> = process.env): Record<string, string[]> {
  const tiles = originOf(env.VITE_MAP_TILE_URL?.replace(/\{[a-z]\}/gi, '0'));
  const geocoder = originOf(env.VITE_GEOCODER_URL);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(tiles?.startsWith('http:') ? [tiles] : [])],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(geocoder ? [geocoder] : [])],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Helmet's headers on every answer of `app`. `withoutPolicy(path)` names the pages that are not the console's and
 * keep their inline script (the simulator's HMI panel under /__sim/): they get every header but the policy.
 * HSTS is left to the TLS proxy in front: this server speaks plain HTTP.
 */
export async function registerSecurityHeaders(app: FastifyInstance, withoutPolicy: (path: string) => boolean, env = process.env): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    // Tile servers such as OpenStreetMap's ask for a Referer naming the site, so not no-referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (withoutPolicy(request.url.split('?', 1)[0] ?? '/')) reply.raw.removeHeader('content-security-policy');
    return payload;
  });
}
