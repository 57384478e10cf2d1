/**
 * A read-only JSON tree with collapsible objects and arrays. Values larger than TEXT_CAP are shown
 * as capped text instead, so a huge result cannot freeze the page (virtualisation comes later).
 */
import { createContext, useContext, useState } from 'react';
import type { JsonSecret } from '../core/redaction/redact-json';
import { MaskedSecret, MaskedString } from './MaskedSecret';
import { useSecretScan } from './use-secret-scan';

/** Characters rendered before "Show all" (about 100 KB). */
export const TEXT_CAP = 100_000;

/** Secrets the redaction engine found in the value shown, by JSON pointer (issue 17, finding 2). */
const Secrets = createContext<ReadonlyMap<string, JsonSecret>>(new Map());

export function JsonView({ value, collapsedDepth = 2 }: { value: unknown; collapsedDepth?: number }) {
  const scan = useSecretScan(value);
  const text = JSON.stringify(value, null, 2) ?? String(value);
  if (text.length > TEXT_CAP) return <CappedText text={text} />;
  // Nothing is shown before the scan says where the secrets are, so none flashes in clear.
  if (scan.status === 'pending') return <p className="text-xs text-zinc-500">Checking for secrets…</p>;
  return (
    <div data-testid="json-view" className="overflow-x-auto font-mono text-xs leading-5">
      {scan.status === 'error' && (
        <p role="alert" className="text-amber-700 dark:text-amber-300">
          Could not check this value for secrets ({scan.message}): it is shown as it is.
        </p>
      )}
      <Secrets.Provider value={scan.status === 'ok' ? scan.at : new Map()}>
        <JsonNode value={value} path="" depth={0} collapsedDepth={collapsedDepth} />
      </Secrets.Provider>
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
  /** JSON pointer of the value, where the secret scan names what it found. */
  path: string;
  depth: number;
  collapsedDepth: number;
}

function JsonNode({ value, path, depth, collapsedDepth }: NodeProps) {
  if (value !== null && typeof value === 'object') {
    return <JsonContainer value={value} path={path} depth={depth} collapsedDepth={collapsedDepth} />;
  }
  return <JsonPrimitive value={value} path={path} />;
}

function JsonPrimitive({ value, path }: { value: unknown; path: string }) {
  const secret = useContext(Secrets).get(path);
  if (secret && 'key' in secret) return <MaskedSecret text={JSON.stringify(value)} kind={`value of ${secret.key}`} />;
  if (typeof value === 'string') {
    return (
      <span className="break-all whitespace-pre-wrap text-emerald-700 dark:text-emerald-400">
        {secret ? <>"<MaskedString text={value} spans={secret.hits} format={(part) => JSON.stringify(part).slice(1, -1)} />"</> : JSON.stringify(value)}
      </span>
    );
  }
  if (typeof value === 'number') return <span className="text-sky-700 dark:text-sky-400">{String(value)}</span>;
  if (typeof value === 'boolean') return <span className="text-violet-700 dark:text-violet-400">{String(value)}</span>;
  // null, and values JSON cannot carry (undefined) that a caller may still pass in.
  return <span className="text-zinc-500">{value === null ? 'null' : typeof value}</span>;
}

function JsonContainer({ value, path, depth, collapsedDepth }: { value: object } & Omit<NodeProps, 'value'>) {
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
                <JsonNode value={item} path={`${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`} depth={depth + 1} collapsedDepth={collapsedDepth} />
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
