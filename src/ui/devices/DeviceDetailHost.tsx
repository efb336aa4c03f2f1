import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../common/PageLoading';

/** The contract of B's panel (docs/architecture.md). */
export interface DetailPanelProps {
  machineId: number;
  mode: 'personal' | 'enterprise' | 'maintenance';
  onClose(): void;
  onChanged(change: { kind: 'updated' | 'deleted'; machineId: number }): void;
}

// Found through a glob so that the list builds and works before the detail area exists; the panel's code loads
// only when a device is opened.
const found = import.meta.glob<{ default: ComponentType<DetailPanelProps> }>('../deviceDetail/DeviceDetailPanel.tsx');
const loader = Object.values(found)[0];
const Panel = loader ? lazy(loader) : undefined;

/** Whether a device can be opened from the list. */
export const HAS_DETAIL_PANEL = Panel !== undefined;

export function DeviceDetailHost(props: Omit<DetailPanelProps, 'mode'>) {
  if (!Panel) return null;
  return (
    <Suspense fallback={<PageLoading />}>
      <Panel mode="personal" {...props} />
    </Suspense>
  );
}
