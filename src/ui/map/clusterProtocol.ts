// Messages between the cloud map and its cluster worker (cluster.worker.ts).
import type { CoordinateSystem } from '../../domain/geo';
import type { BBox, MapFeature, PointColumns } from './clusterIndex';

export type ToWorker =
  | ({ type: 'load'; display: CoordinateSystem } & PointColumns)
  | { type: 'query'; seq: number; bbox: BBox; zoom: number }
  | { type: 'expand'; seq: number; clusterId: number };

export type FromWorker =
  | { type: 'ready'; located: number; bounds: BBox | null; buildMs: number }
  | { type: 'features'; seq: number; features: MapFeature[] }
  | { type: 'expansion'; seq: number; zoom: number };
