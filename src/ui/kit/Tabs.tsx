// The console's one tab list (the WAI-ARIA tabs pattern): one Tab stop, the selected tab (a roving tab index);
// Left and Right move to the previous or next tab, wrapping around, Home and End to the first and last; the tab
// reached is selected at once (automatic activation) and takes the focus. Labels come in translated, so a tab may
// carry a badge next to its text.
import { useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../common/controls/classNames';
import { tabAfterKey } from './tabKeys';
import './kit.css';

export interface TabItem<K extends string> {
  key: K;
  /** The tab's name, already translated (with a badge or count when the screen has one). */
  label: ReactNode;
}

interface Props<K extends string> {
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** The tab list's accessible name, translated. */
  label: string;
  /** Prefix of the ids and test ids: `<id>-tab-<key>` on each tab, `<id>-panel` on the panel. */
  id: string;
  /** Each tab's test id; `<id>-tab-<key>` unless given. */
  testIdOf?(key: K): string;
  /** Every tab inactive (a sign-in in flight). */
  disabled?: boolean;
  /** The screen's own classes in place of the kit's, so a screen keeps its look. */
  className?: string;
  tabClassName?: string;
  /** The panel's props (it is always rendered, holding the selected tab's content). */
  panel?: HTMLAttributes<HTMLDivElement>;
  children: ReactNode;
}

export function Tabs<K extends string>({ tabs, selected, onSelect, label, id, testIdOf, disabled = false, className, tabClassName, panel, children }: Props<K>) {
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const next = tabAfterKey(tabs.map((tab) => tab.key), selected, event.key);
    if (next === undefined) return;
    // Home and End would otherwise also scroll the page.
    event.preventDefault();
    if (next !== selected) onSelect(next);
    Array.from(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []).find((tab) => tab.dataset.tabKey === next)?.focus();
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className={className ?? 'kit-tabs'} onKeyDown={onKeyDown}>
        {tabs.map(({ key, label: text }) => {
          const active = key === selected;
          return (
            <button
              key={key}
              type="button"
              role="tab"
              id={tabId(key)}
              data-tab-key={key}
              data-testid={testIdOf ? testIdOf(key) : tabId(key)}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              disabled={disabled}
              className={classNames(tabClassName ?? 'kit-tab', active && 'active')}
              onClick={() => onSelect(key)}
            >
              {text}
            </button>
          );
        })}
      </div>
      <div {...panel} id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
