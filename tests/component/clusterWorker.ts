// The cloud map's cluster worker (src/ui/map/cluster.worker.ts) in the page, for jsdom, which has no Web Worker: the
// same messages answered from the same pure index (clusterIndex.ts), each answer a task later as a worker's would be.
import { buildClusterIndex, type ClusterIndex } from '../../src/ui/map/clusterIndex';
import type { FromWorker, ToWorker } from '../../src/ui/map/clusterProtocol';

export class InPageClusterWorker {
  /** Every worker made, newest last. */
  static made: InPageClusterWorker[] = [];
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  received: ToWorker[] = [];
  terminated = false;
  private index: ClusterIndex | undefined;

  constructor() {
    InPageClusterWorker.made.push(this);
  }

  postMessage(message: ToWorker): void {
    this.received.push(message);
    const answer = this.answer(message);
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: answer });
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  private answer(message: ToWorker): FromWorker {
    switch (message.type) {
      case 'load':
        this.index = buildClusterIndex(message, message.display);
        return { type: 'ready', located: this.index.located, bounds: this.index.bounds, buildMs: 0 };
      case 'query':
        return { type: 'features', seq: message.seq, features: this.index ? this.index.features(message.bbox, message.zoom) : [] };
      case 'expand':
        return { type: 'expansion', seq: message.seq, zoom: this.index ? this.index.expansionZoom(message.clusterId) : 0 };
    }
  }
}
