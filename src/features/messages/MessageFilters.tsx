import type { ConnectionSummary } from '../../core/bridge-api';
import { ENTRY_KINDS } from '../../core/log-entry';
import { isFilterActive, NO_FILTER, type LogFilter } from '../../core/log-filter';

const CONTROL =
  'rounded border border-zinc-300 bg-white px-1.5 py-0.5 text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900';

const DIRECTIONS: { value: LogFilter['dir']; label: string; title: string }[] = [
  { value: 'all', label: 'All', title: 'Both directions' },
  { value: 'out', label: '→ out', title: 'Client to server' },
  { value: 'in', label: '← in', title: 'Server to client' },
];

const APP_CHOICES: { value: LogFilter['app']; label: string; title: string }[] = [
  { value: 'show', label: 'app: show', title: 'MCP App messages and CSP reports among the rest' },
  { value: 'only', label: 'app only', title: 'Only what an MCP App and mcpscope said to each other, and what its CSP blocked' },
  { value: 'hide', label: 'hide app', title: 'Only the MCP connection: no MCP App messages' },
];

/** The log's toolbar: what to show, and how many that is. */
export function MessageFilters({
  filter,
  onChange,
  methods,
  connections,
  shown,
  total,
  followTail,
  onFollowTailChange,
  bodiesNotHeld,
  hasAppRecords,
}: {
  filter: LogFilter;
  onChange: (next: LogFilter) => void;
  methods: readonly string[];
  connections: readonly Pick<ConnectionSummary, 'id' | 'name'>[];
  shown: number;
  total: number;
  followTail: boolean;
  onFollowTailChange: (follow: boolean) => void;
  /** Messages whose bodies the page no longer holds (issue 24): text search does not see them. */
  bodiesNotHeld: number;
  /** Only a session that hosted an MCP App needs the app filter. */
  hasAppRecords: boolean;
}) {
  const set = <K extends keyof LogFilter>(key: K, value: LogFilter[K]) => onChange({ ...filter, [key]: value });
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-zinc-200 px-3 py-1.5 dark:border-zinc-800" role="toolbar" aria-label="Message filters">
      <div role="radiogroup" aria-label="Direction" className="flex overflow-hidden rounded border border-zinc-300 dark:border-zinc-700">
        {DIRECTIONS.map((d) => (
          <button
            key={d.value}
            type="button"
            role="radio"
            aria-checked={filter.dir === d.value}
            title={d.title}
            onClick={() => set('dir', d.value)}
            className={`px-1.5 py-0.5 text-xs ${filter.dir === d.value ? 'bg-indigo-600 text-white' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}
          >
            {d.label}
          </button>
        ))}
      </div>
      <select aria-label="Kind" className={CONTROL} value={filter.kind} onChange={(e) => set('kind', e.target.value as LogFilter['kind'])}>
        <option value="all">all kinds</option>
        {ENTRY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {kind}
          </option>
        ))}
      </select>
      {(hasAppRecords || filter.app !== 'show') && (
        <select aria-label="App messages" className={CONTROL} value={filter.app} onChange={(e) => set('app', e.target.value as LogFilter['app'])}>
          {APP_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value} title={choice.title}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
      <input
        aria-label="Method"
        list="message-log-methods"
        placeholder="method"
        className={`${CONTROL} w-32 font-mono`}
        value={filter.method}
        onChange={(e) => set('method', e.target.value)}
      />
      <datalist id="message-log-methods">
        {methods.map((method) => (
          <option key={method} value={method} />
        ))}
      </datalist>
      {connections.length > 1 && (
        <select aria-label="Connection" className={`${CONTROL} max-w-40`} value={filter.conn ?? ''} onChange={(e) => set('conn', e.target.value || null)}>
          <option value="">all connections</option>
          {connections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
      <input
        type="search"
        aria-label="Search messages"
        placeholder="search JSON…"
        className={`${CONTROL} w-40`}
        value={filter.search}
        onChange={(e) => set('search', e.target.value)}
      />
      {filter.search !== '' && bodiesNotHeld > 0 && (
        <span data-testid="search-window-note" className="text-[11px] text-amber-700 dark:text-amber-400">
          Searches recent message bodies only: {bodiesNotHeld.toLocaleString('en')} older ones are not held in the page (open one to read it).
        </span>
      )}
      {isFilterActive(filter) && (
        <button type="button" className="text-xs text-indigo-600 hover:underline dark:text-indigo-400" onClick={() => onChange(NO_FILTER)}>
          Clear filters
        </button>
      )}
      <span className="ml-auto flex items-center gap-3 whitespace-nowrap text-xs text-zinc-500 dark:text-zinc-400">
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={followTail} onChange={(e) => onFollowTailChange(e.target.checked)} className="accent-indigo-600" />
          Follow tail
        </label>
        <span data-testid="message-count" className="tabular-nums">
          {shown} of {total} messages
        </span>
      </span>
    </div>
  );
}
