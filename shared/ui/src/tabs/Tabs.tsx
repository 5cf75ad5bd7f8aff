import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: TabItem[];
  /** Controlled selection; without it the first tab starts selected. */
  selected?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/**
 * Panels on one page behind tabs, as the WAI-ARIA tabs pattern has them: one tab in the Tab order, arrows,
 * Home and End move between tabs and select them. For tabs that are pages of their own, use TabNav.
 */
export function Tabs({ label, tabs, selected, onSelect, className }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.id);
  const current = selected ?? own;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setOwn(tab.id);
    onSelect?.(tab.id);
    buttons.current[tabs.indexOf(tab)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  };
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== current}
          className={styles.panel}
        >
          {tab.id === current && tab.panel}
        </div>
      ))}
    </div>
  );
}

export interface TabNavProps {
  /** Names the navigation ("Likes"). */
  label: string;
  /** Router links (NavLink marks the current one with aria-current="page"). */
  children: ReactNode;
  className?: string;
}

/** Tabs that are pages of their own (/likes/received, /likes/given): a navigation that looks like tabs. */
export function TabNav({ label, children, className }: TabNavProps) {
  return (
    <nav aria-label={label} className={[styles.list, styles.nav, className].filter(Boolean).join(' ')}>
      {children}
    </nav>
  );
}
