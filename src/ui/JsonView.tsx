/**
 * A read-only JSON tree with collapsible objects and arrays. Values larger than TEXT_CAP are shown
 * as capped text instead, so a huge result cannot freeze the page (virtualisation comes later).
 */
import { useState } from 'react';

/** Characters rendered before "Show all" (about 100 KB). */
export const TEXT_CAP = 100_000;

export function JsonView({ value, collapsedDepth = 2 }: { value: unknown; collapsedDepth?: number }) {
  const text = JSON.stringify(value, null, 2) ?? String(value);
  if (text.length > TEXT_CAP) return <CappedText text={text} />;
  return (
    <div data-testid="json-view" className="overflow-x-auto font-mono text-xs leading-5">
      <JsonNode value={value} depth={0} collapsedDepth={collapsedDepth} />
    </div>
  );
}

/** Preformatted text cut at TEXT_CAP characters with a way to see the rest. */
export function CappedText({ text }: { text: string }) {
  const [showAll, setShowAll] = useState(false);
  const capped = !showAll && text.length > TEXT_CAP;
  return (
    <div>
      <pre className="max-h-[32rem] overflow-auto font-mono text-xs leading-5 break-words whitespace-pre-wrap">
        {capped ? text.slice(0, TEXT_CAP) : text}
      </pre>
      {capped && (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mt-1 text-xs text-indigo-600 hover:underline dark:text-indigo-400"
        >
          Showing {formatChars(TEXT_CAP)} of {formatChars(text.length)}. Show all
        </button>
      )}
    </div>
  );
}

function formatChars(count: number): string {
  return count >= 1000 ? `${Math.round(count / 1000)}k characters` : `${count} characters`;
}

interface NodeProps {
  value: unknown;
  depth: number;
  collapsedDepth: number;
}

function JsonNode({ value, depth, collapsedDepth }: NodeProps) {
  if (value !== null && typeof value === 'object') {
    return <JsonContainer value={value} depth={depth} collapsedDepth={collapsedDepth} />;
  }
  return <JsonPrimitive value={value} />;
}

function JsonPrimitive({ value }: { value: unknown }) {
  if (typeof value === 'string') {
    return <span className="break-all whitespace-pre-wrap text-emerald-700 dark:text-emerald-400">{JSON.stringify(value)}</span>;
  }
  if (typeof value === 'number') return <span className="text-sky-700 dark:text-sky-400">{String(value)}</span>;
  if (typeof value === 'boolean') return <span className="text-violet-700 dark:text-violet-400">{String(value)}</span>;
  // null, and values JSON cannot carry (undefined) that a caller may still pass in.
  return <span className="text-zinc-500">{value === null ? 'null' : typeof value}</span>;
}

function JsonContainer({ value, depth, collapsedDepth }: { value: object } & Omit<NodeProps, 'value'>) {
  const [open, setOpen] = useState(depth < collapsedDepth);
  const isArray = Array.isArray(value);
  const entries: [string, unknown][] = isArray ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  const [openBracket, closeBracket] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return <span className="text-zinc-500">{openBracket + closeBracket}</span>;
  const summary = `${entries.length} ${isArray ? (entries.length === 1 ? 'item' : 'items') : entries.length === 1 ? 'key' : 'keys'}`;

  return (
    <span>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="rounded px-0.5 text-zinc-500 hover:bg-zinc-200 dark:hover:bg-zinc-800"
        title={open ? 'Collapse' : 'Expand'}
      >
        {open ? '▾' : '▸'} {openBracket}
      </button>
      {open ? (
        <>
          <div className="border-l border-zinc-200 pl-4 dark:border-zinc-800">
            {entries.map(([key, item]) => (
              <div key={key}>
                {!isArray && <span className="text-rose-700 dark:text-rose-300">{JSON.stringify(key)}</span>}
                {!isArray && <span className="text-zinc-500">: </span>}
                <JsonNode value={item} depth={depth + 1} collapsedDepth={collapsedDepth} />
              </div>
            ))}
          </div>
          <span className="text-zinc-500">{closeBracket}</span>
        </>
      ) : (
        <span className="text-zinc-500">
          {' '}
          {summary} {closeBracket}
        </span>
      )}
    </span>
  );
}
