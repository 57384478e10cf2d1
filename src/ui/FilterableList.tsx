/**
 * A list pane: a filter box, a "N of M" count, and the matching rows, each a selectable option.
 * The tools and prompts lists share it; each supplies its own matcher and row content.
 */
import { useState, type HTMLAttributes, type ReactNode } from 'react';

export function FilterableList<T>({
  items,
  matches,
  noun,
  testIdPrefix,
  children,
}: {
  items: readonly T[];
  matches: (item: T, query: string) => boolean;
  /** Plural, for the placeholder, label and count: "tools". */
  noun: string;
  /** `tool` gives the test ids `tool-filter` and `tool-count`. */
  testIdPrefix: string;
  children: (visible: readonly T[]) => ReactNode;
}) {
  const [query, setQuery] = useState('');
  const visible = items.filter((item) => matches(item, query));
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
      <ul role="listbox" aria-label={label} className="min-h-0 flex-1 overflow-y-auto">
        {children(visible)}
        {visible.length === 0 && <li className="p-3 text-xs text-zinc-500">Nothing matches “{query}”.</li>}
      </ul>
    </div>
  );
}

/** One option of a FilterableList: click, Enter or Space selects it. Extra attributes (test ids) pass through. */
export function SelectableRow({
  selected,
  onSelect,
  children,
  ...attributes
}: { selected: boolean; onSelect: () => void; children: ReactNode } & Omit<HTMLAttributes<HTMLLIElement>, 'onClick' | 'onKeyDown' | 'className'> &
  Record<`data-${string}`, string>) {
  return (
    <li
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
    </li>
  );
}
