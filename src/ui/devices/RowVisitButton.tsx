// A list row's visit button. It looks and reads like the compact VisitButton, and becomes one when pressed:
// VisitButton's flow (a mutation, its own translations, a result dialog) cost more than the rest of its row, and a
// search keystroke mounts a screenful of rows (npm run bench -- devices). The press is handed on: the real
// button takes the row's tab index and the focus if the stand-in had it, and is clicked.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VisitButton, type VisitButtonProps } from '../visit/VisitButton';
import type { VisitMode } from '../visit/queries';
import type { DeviceRow } from './deviceRows';

interface Labels {
  button: string;
  nameOf(name: string): string;
}

interface Handoff {
  focus: boolean;
  tabIndex: number;
}

function RowVisitButton({ machine, mode, labels }: { machine: VisitButtonProps['machine']; mode: VisitMode; labels: Labels }) {
  // The device whose real button this is: a reused row showing another device shows its stand-in again (the
  // stand-in's element is patched, not built anew), and the pressed device's visit is not carried to another row.
  const [liveFor, setLiveFor] = useState<number | null>(null);
  const live = liveFor === machine.machine_id;
  const box = useRef<HTMLSpanElement>(null);
  const handoff = useRef<Handoff | null>(null);
  useLayoutEffect(() => {
    const pressed = handoff.current;
    const button = box.current?.querySelector('button');
    if (!live || !pressed || !button) return;
    handoff.current = null;
    button.tabIndex = pressed.tabIndex;
    if (pressed.focus) button.focus();
    button.click();
  }, [live]);
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    handoff.current = { focus: document.activeElement === event.currentTarget, tabIndex: event.currentTarget.tabIndex };
    setLiveFor(machine.machine_id);
  };
  return (
    <span ref={box} className="row-visit">
      {live ? (
        <VisitButton key={machine.machine_id} machine={machine} mode={mode} compact />
      ) : (
        <button
          type="button"
          className="p-button p-component ctl-button p-button-outlined visit-button compact"
          data-testid={`visit-${machine.machine_id}`}
          aria-label={labels.nameOf(machine.machine_name)}
          onClick={press}
        >
          <span className="p-button-icon p-button-icon-left pi pi-external-link" aria-hidden="true" />
          <span className="p-button-label">{labels.button}</span>
        </button>
      )}
    </span>
  );
}

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
    return { button: t('button'), nameOf };
  }, [t]);
  // Not keyed by the device: the table reuses its rows' elements for other devices and the stand-in follows them;
  // a pressed button's visit stays with its own device (liveFor).
  return useCallback((row: DeviceRow) => <RowVisitButton machine={row.machine} mode={mode} labels={labels} />, [mode, labels]);
}

