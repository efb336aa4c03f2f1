// A list row's visit button. It looks and reads like the compact VisitButton, and becomes one when pressed:
// VisitButton's flow (a mutation, its own translations, a result dialog) cost more than the rest of its row, and a
// search keystroke mounts a screenful of rows (npm run bench -- devices). The stand-in is plain markup with no
// component or state of its own (each was one more fibre and four hooks a row on every keystroke): the list keeps
// which devices were pressed, and the pressed device's row shows the real button. The press is handed on: the real
// button takes the stand-in's tab index and the focus if the stand-in had it, and is clicked.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { VisitButton, type VisitButtonProps } from '../visit/VisitButton';
import type { VisitMode } from '../visit/queries';
import type { DeviceRow } from './deviceRows';

interface Labels {
  nameOf(name: string): string;
  /** The button's icon and word, one element for every row: React skips what it was handed the last time. */
  content: ReactNode;
}

/** A press of a device's stand-in, waiting for that device's real button. */
interface Handoff {
  machineId: number;
  focus: boolean;
  tabIndex: number;
}

type Machine = VisitButtonProps['machine'];

/** The real button of a pressed device; on mounting it takes over the press its stand-in got. */
function LiveVisit({ machine, mode, handoff }: { machine: Machine; mode: VisitMode; handoff: RefObject<Handoff | null> }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const pressed = handoff.current;
    const button = box.current?.querySelector('button');
    if (!pressed || pressed.machineId !== machine.machine_id || !button) return;
    handoff.current = null;
    button.tabIndex = pressed.tabIndex;
    if (pressed.focus) button.focus();
    button.click();
  }, [handoff, machine.machine_id]);
  return (
    <span ref={box} className="row-visit">
      <VisitButton machine={machine} mode={mode} compact />
    </span>
  );
}

/**
 * The stand-in: the compact VisitButton's markup, its press handed to `onPress`. The button alone, without the real
 * button's box (LiveVisit's): one element less in each row a search keystroke patches.
 */
function standIn(machine: Machine, labels: Labels, onPress: (event: MouseEvent<HTMLButtonElement>, machineId: number) => void) {
  return (
    <button
      type="button"
      className="p-button p-component ctl-button p-button-outlined visit-button compact"
      data-testid={`visit-${machine.machine_id}`}
      aria-label={labels.nameOf(machine.machine_name)}
      onClick={(event) => onPress(event, machine.machine_id)}
    >
      {labels.content}
    </button>
  );
}

const NONE: ReadonlySet<number> = new Set();

/** The rows' visit buttons for a list (`actions` of DeviceTable), translated once per list. */
export function useRowVisit(mode: VisitMode = 'personal') {
  const { t } = useTranslation('visit');
  const labels = useMemo<Labels>(() => {
    // Each device's name translated once per language, not on every keystroke that shows its row again.
    const names = new Map<string, string>();
    const nameOf = (name: string) => {
      let label = names.get(name);
      if (label === undefined) {
        label = t('buttonLabel', { name });
        names.set(name, label);
      }
      return label;
    };
    const content = (
      <>
        <span className="p-button-icon p-button-icon-left pi pi-external-link" aria-hidden="true" />
        <span className="p-button-label">{t('button')}</span>
      </>
    );
    return { nameOf, content };
  }, [t]);
  // The devices whose real button is shown: tied to the device, not to the row's element, which the table reuses
  // for other devices (a pressed device's visit is not carried to another row).
  const [live, setLive] = useState(NONE);
  const handoff = useRef<Handoff | null>(null);
  const press = useCallback((event: MouseEvent<HTMLButtonElement>, machineId: number) => {
    handoff.current = { machineId, focus: document.activeElement === event.currentTarget, tabIndex: event.currentTarget.tabIndex };
    setLive((current) => new Set(current).add(machineId));
  }, []);
  return useCallback(
    (row: DeviceRow) =>
      live.has(row.machine.machine_id) ? (
        <LiveVisit key={row.machine.machine_id} machine={row.machine} mode={mode} handoff={handoff} />
      ) : (
        standIn(row.machine, labels, press)
      ),
    [mode, labels, live, press],
  );
}
