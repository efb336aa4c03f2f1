// Builds the cluster index off the main thread (100,000 devices take a noticeable while) and answers what to
// draw for each view. A later `load` (fresh online states) replaces the index.
import { buildClusterIndex, type ClusterIndex } from './clusterIndex';
import type { FromWorker, ToWorker } from './clusterProtocol';

// The project compiles against the DOM library; the worker needs only these two members of its scope.
const scope: { onmessage: ((event: MessageEvent<ToWorker>) => void) | null; postMessage(message: FromWorker): void } = self;

let index: ClusterIndex | undefined;
const post = (message: FromWorker) => scope.postMessage(message);

scope.onmessage = (event) => {
  const message = event.data;
  switch (message.type) {
    case 'load': {
      const started = performance.now();
      index = buildClusterIndex(message, message.display);
      post({ type: 'ready', located: index.located, bounds: index.bounds, buildMs: performance.now() - started });
      return;
    }
    case 'query':
      post({ type: 'features', seq: message.seq, features: index ? index.features(message.bbox, message.zoom) : [] });
      return;
    case 'expand':
      post({ type: 'expansion', seq: message.seq, zoom: index ? index.expansionZoom(message.clusterId) : 0 });
      return;
  }
};
