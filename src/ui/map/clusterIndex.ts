// The cluster index behind the cloud map: supercluster over the devices' points, each cluster knowing how many
// of its devices are online. Pure, so the Web Worker and the tests share it.
import Supercluster, { type PointFeature } from 'supercluster';
import { convert, isValidLatLng, type CoordinateSystem } from '../../domain/geo';

/** The devices as columns: index i is one device; coordinates are the cloud's (WGS-84). */
export interface PointColumns {
  lat: Float64Array;
  lng: Float64Array;
  /** 1 online, 0 offline. */
  online: Uint8Array;
}

type PointProps = { i: number; online: number };
type ClusterProps = { online: number };

/** One thing to draw: a cluster of `count` devices or the single device number `index`. */
export type MapFeature =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number; online: number }
  | { kind: 'device'; index: number; lat: number; lng: number; online: boolean };

/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

const CLUSTER_RADIUS_PX = 60;
const MAX_CLUSTER_ZOOM = 16;

export interface ClusterIndex {
  /** Devices with a usable location. */
  readonly located: number;
  /** The located devices' extent in the display system, or null when none is located. */
  readonly bounds: BBox | null;
  /** What to draw in `bbox` (west may exceed east across the antimeridian; supercluster splits it). */
  features(bbox: BBox, zoom: number): MapFeature[];
  /** The zoom at which the cluster splits. */
  expansionZoom(clusterId: number): number;
}

/** Builds the index; points are moved into `display` (the tile layer's system) first. */
export function buildClusterIndex(points: PointColumns, display: CoordinateSystem = 'wgs84'): ClusterIndex {
  const features: Array<PointFeature<PointProps>> = [];
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let i = 0; i < points.lat.length; i += 1) {
    const raw = { lat: points.lat[i] ?? NaN, lng: points.lng[i] ?? NaN };
    // 0,0 is what a device that never reported a location carries: not a place in the Gulf of Guinea.
    if (!isValidLatLng(raw) || (raw.lat === 0 && raw.lng === 0)) continue;
    const p = display === 'wgs84' ? raw : convert(raw, 'wgs84', display);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    features.push({ type: 'Feature', properties: { i, online: points.online[i] ?? 0 }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } });
  }
  const index = new Supercluster<PointProps, ClusterProps>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: MAX_CLUSTER_ZOOM,
    map: (props) => ({ online: props.online }),
    reduce: (acc, props) => {
      acc.online += props.online;
    },
  });
  index.load(features);
  return {
    located: features.length,
    bounds: features.length > 0 ? [west, south, east, north] : null,
    features(bbox, zoom) {
      return index.getClusters(bbox, Math.round(zoom)).map((f): MapFeature => {
        const [lng = 0, lat = 0] = f.geometry.coordinates;
        const props = f.properties;
        if ('cluster' in props) {
          return { kind: 'cluster', id: props.cluster_id, lat, lng, count: props.point_count, online: props.online };
        }
        return { kind: 'device', index: props.i, lat, lng, online: props.online === 1 };
      });
    },
    expansionZoom(clusterId) {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
