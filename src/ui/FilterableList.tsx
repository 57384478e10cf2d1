/**
 * A list pane: a filter box, a "N of M" count, and the matching rows, each a selectable option.
 * The tools and prompts lists share it; each supplies its own matcher, key and row content.
 * The rows are virtualised (issue 6, B3: a server may list 5,000 tools): only those on screen,
 * plus an overscan, are in the DOM. Rows differ in height, so each is measured once shown.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

/** A guess for rows not yet measured: a name, a title and a line of badges. */
const ESTIMATED_ROW_HEIGHT = 56;
/**
 * Rows rendered beyond each edge of the view. Generous, so a server's usual dozen or two items are
 * all in the DOM (findable by name in the page, not only after scrolling), and Tab moves focus into
 * a row that already exists.
 */
const OVERSCAN = 20;

export function FilterableList<T>({
  items,
  matches,
  noun,
  testIdPrefix,
  keyOf,
  selectedKey,
  renderRow,
}: {
  items: readonly T[];
  /** Stable (module-level), so the filtered list is only recomputed when the items or query change. */
  matches: (item: T, query: string) => boolean;
  /** Plural, for the placeholder, label and count: "tools". */
  noun: string;
  /** `tool` gives the test ids `tool-filter` and `tool-count`. */
  testIdPrefix: string;
  keyOf: (item: T) => string;
  /** The selected item's key: while it matches the filter, the list keeps it in view. */
  selectedKey: string | null;
  renderRow: (item: T) => ReactNode;
}) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => items.filter((item) => matches(item, query)), [items, matches, query]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render, as intended
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => keyOf(visible[index]!),
  });

  // A selection made elsewhere (a call in the history, a finding) or kept while filtering is
  // scrolled to: off-screen rows are not in the DOM, so nothing else would bring it into view.
  const selectedIndex = selectedKey === null ? -1 : visible.findIndex((item) => keyOf(item) === selectedKey);
  useEffect(() => {
    if (selectedIndex !== -1) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, visible, virtualizer]);

  const label = `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-zinc-200 p-2 dark:border-zinc-800">
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={`Filter ${noun}`}
          aria-label={`Filter ${noun}`}
          data-testid={`${testIdPrefix}-filter`}
          className="w-full rounded border border-zinc-300 bg-white px-2 py-1 text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
        />
        <p className="mt-1 text-[11px] text-zinc-500" data-testid={`${testIdPrefix}-count`}>
          {visible.length === items.length ? `${items.length} ${noun}` : `${visible.length} of ${items.length} ${noun}`}
        </p>
      </div>
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto">
        <ul role="listbox" aria-label={label} style={{ height: virtualizer.getTotalSize() }} className="relative w-full">
          {virtualizer.getVirtualItems().map((row) => (
            <li key={row.key} role="presentation" data-index={row.index} ref={virtualizer.measureElement} className="absolute top-0 left-0 w-full" style={{ transform: `translateY(${row.start}px)` }}>
              {renderRow(visible[row.index]!)}
            </li>
          ))}
        </ul>
        {visible.length === 0 && <p className="p-3 text-xs text-zinc-500">Nothing matches “{query}”.</p>}
      </div>
    </div>
  );
}

/** One option of a FilterableList: click, Enter or Space selects it. Extra attributes (test ids) pass through. */
export function SelectableRow({
  selected,
  onSelect,
  children,
  ...attributes
}: { selected: boolean; onSelect: () => void; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'onClick' | 'onKeyDown' | 'className'> &
  Record<`data-${string}`, string>) {
  return (
    <div
      role="option"
      aria-selected={selected}
      tabIndex={0}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        }
      }}
      className={`cursor-pointer border-b border-l-2 border-b-zinc-100 px-3 py-2 outline-none focus-visible:bg-zinc-100 dark:border-b-zinc-900 dark:focus-visible:bg-zinc-800 ${
        selected ? 'border-l-indigo-500 bg-indigo-50 dark:bg-indigo-950/40' : 'border-l-transparent hover:bg-zinc-50 dark:hover:bg-zinc-900'
      }`}
      {...attributes}
    >
      {children}
    </div>
  );
}
