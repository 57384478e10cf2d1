import type { KeyboardEvent, ReactNode } from 'react';

export interface TabSpec<T extends string> {
  id: T;
  label: ReactNode;
  /** A small count or marker after the label. */
  badge?: ReactNode;
}

/**
 * An ARIA tab list. The caller renders the selected panel inside <TabPanel> with the same
 * `idPrefix`, so the tab and its panel point at each other.
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
}: {
  tabs: readonly TabSpec<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  idPrefix: string;
}) {
  function onKeyDown(event: KeyboardEvent) {
    // Arrow keys move between tabs (WAI-ARIA tabs pattern).
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((t) => t.id === selected);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (next) {
      onSelect(next.id);
      document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus();
    }
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 border-b border-zinc-200 px-3 dark:border-zinc-800">
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={`${idPrefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`-mb-px flex items-center gap-1.5 border-b-2 px-2.5 py-1.5 text-xs font-medium ${
              active
                ? 'border-indigo-500 text-zinc-900 dark:text-zinc-100'
                : 'border-transparent text-zinc-500 hover:text-zinc-800 dark:text-zinc-400 dark:hover:text-zinc-200'
            }`}
          >
            {tab.label}
            {tab.badge}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${id}`}
      aria-labelledby={`${idPrefix}-tab-${id}`}
      className="min-h-0 flex-1 overflow-auto"
    >
      {children}
    </div>
  );
}
