import { lazy, Suspense } from 'react';
import type { DeviceDetailChange, DeviceDetailPanelProps } from '../deviceDetail/DeviceDetailPanel';
import { PageLoading } from '../common/PageLoading';

// The panel's code loads only when a device is opened.
const DeviceDetailPanel = lazy(() => import('../deviceDetail/DeviceDetailPanel'));

/** `?machine=<id>` on a list opens the device's detail panel (B's, docs/architecture.md). */
export function DeviceDetailHost(props: {
  machineId: number;
  mode?: DeviceDetailPanelProps['mode'];
  onClose(): void;
  onChanged(change: DeviceDetailChange): void;
}) {
  return (
    <Suspense fallback={<PageLoading />}>
      <DeviceDetailPanel {...props} mode={props.mode ?? 'personal'} />
    </Suspense>
  );
}
