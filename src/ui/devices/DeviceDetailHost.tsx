import { Suspense } from 'react';
import type { DeviceDetailChange, DeviceDetailPanelProps } from '../deviceDetail/DeviceDetailPanel';
import { PageLoading } from '../common/PageLoading';
import { useReturnFocus } from '../common/useReturnFocus';
import { lazyScreen } from '../app/chunkRecovery';
import { FailureBoundary } from '../app/FailureBoundary';

// The panel's code loads only when a device is opened.
const DeviceDetailPanel = lazyScreen(() => import('../deviceDetail/DeviceDetailPanel'));

/** `?machine=<id>` on a list opens the device's detail panel (B's, docs/architecture.md). */
export function DeviceDetailHost(props: {
  machineId: number;
  mode?: DeviceDetailPanelProps['mode'];
  onClose(): void;
  onChanged(change: DeviceDetailChange): void;
}) {
  // Mounted while a device is open: the focus goes back to the name that opened it when it closes.
  useReturnFocus(true);
  return (
    <FailureBoundary scope="widget" widget="detail" resetKey={String(props.machineId)}>
      <Suspense fallback={<PageLoading />}>
        <DeviceDetailPanel {...props} mode={props.mode ?? 'personal'} />
      </Suspense>
    </FailureBoundary>
  );
}
