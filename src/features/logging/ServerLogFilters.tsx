/** Client-side filters over the received log messages: minimum level, logger and text. */
import { LOG_LEVELS, type LogLevel, type ServerLogFilter } from '../../core/server-log';
import { TextInput } from '../../ui/TextInput';

const SELECT = 'rounded border border-zinc-300 bg-white px-1 py-0.5 text-xs dark:border-zinc-700 dark:bg-zinc-900';

export function ServerLogFilters({
  filter,
  search,
  onFilterChange,
  onSearchChange,
  loggers,
}: {
  filter: ServerLogFilter;
  /** The search box's text, ahead of the debounced filter. */
  search: string;
  onFilterChange: (filter: ServerLogFilter) => void;
  onSearchChange: (search: string) => void;
  loggers: readonly string[];
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <label className="flex items-center gap-1">
        <span className="text-zinc-500">Show</span>
        <select
          value={filter.minLevel}
          onChange={(event) => onFilterChange({ ...filter, minLevel: event.target.value as LogLevel })}
          data-testid="log-min-level"
          aria-label="Minimum level shown"
          className={SELECT}
        >
          {LOG_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level === 'debug' ? 'all levels' : `${level} and above`}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        <span className="text-zinc-500">Logger</span>
        <select
          value={filter.logger ?? ''}
          onChange={(event) => onFilterChange({ ...filter, logger: event.target.value === '' ? null : event.target.value })}
          data-testid="log-logger-filter"
          className={SELECT}
        >
          <option value="">all loggers</option>
          {loggers.map((logger) => (
            <option key={logger} value={logger}>
              {logger}
            </option>
          ))}
        </select>
      </label>
      <TextInput
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder="Search messages"
        aria-label="Search log messages"
        data-testid="log-search"
        className="min-w-40 flex-1"
      />
    </div>
  );
}
