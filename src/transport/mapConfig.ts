// Map settings of a deployment, fixed at build time (Vite env). There is no internet in every installation, so
// neither the tile source nor the geocoder is hard-wired (docs/decisions.md):
// - VITE_MAP_TILE_URL: a Leaflet tile template such as https://tile.example/{z}/{x}/{y}.png; empty means no tiles
//   (the map still shows and places markers on a plain background).
// - VITE_MAP_TILE_CRS: 'wgs84' (OpenStreetMap and most tiles) or 'gcj02' (maps licensed in mainland China).
// - VITE_MAP_TILE_ATTRIBUTION: the attribution the tile provider asks for.
// - VITE_GEOCODER_URL: a Nominatim-compatible search endpoint; the default is the same-origin /geocode/search,
//   which a deployment proxies to its geocoder and the simulator answers from its places list.
import type { CoordinateSystem } from '../domain/geo';

export interface MapConfig {
  tileUrl: string;
  tileCrs: CoordinateSystem;
  tileAttribution: string;
  geocoderUrl: string;
}

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

export const mapConfig: MapConfig = {
  tileUrl: env.VITE_MAP_TILE_URL ?? '',
  tileCrs: env.VITE_MAP_TILE_CRS === 'gcj02' ? 'gcj02' : 'wgs84',
  tileAttribution: env.VITE_MAP_TILE_ATTRIBUTION ?? '',
  geocoderUrl: env.VITE_GEOCODER_URL || '/geocode/search',
};
