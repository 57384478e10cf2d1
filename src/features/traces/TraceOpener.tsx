/**
 * Opens a trace from disk: a file picker, or a file dropped on the box (issue 5, "Offline
 * viewer"). Our JSONL, the MCP Inspector's and MCPJam's exports, Claude Desktop logs and HAR files
 * are recognised by their content. Nothing is uploaded: the file is read in this page.
 */
import { useState, type DragEvent } from 'react';
import { TRACE_SOURCE_LABELS } from '../../core/traces/trace';
import type { TraceLoader } from './read-trace-file';

export function TraceOpener({ loader }: { loader: TraceLoader }) {
  const [state, setState] = useState<{ status: 'idle' } | { status: 'reading'; name: string } | { status: 'error'; message: string }>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);

  async function open(file: File | undefined) {
    if (!file) return;
    setState({ status: 'reading', name: file.name });
    const loaded = await loader.load(file);
    if (loaded.ok) {
      setState({ status: 'idle' });
      loader.show(loaded.value);
    } else setState({ status: 'error', message: loaded.error.message });
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void open(event.dataTransfer.files[0]);
  }

  return (
    <div
      data-testid="trace-opener"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`space-y-2 rounded-md border-2 border-dashed p-4 text-xs ${dragging ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950/40' : 'border-zinc-300 dark:border-zinc-700'}`}
    >
      <p className="font-medium">Open a recorded trace</p>
      <p className="text-zinc-600 dark:text-zinc-400">Drop a file here or pick one. It is read in this page; nothing is uploaded.</p>
      <p className="text-[11px] text-zinc-500">{Object.values(TRACE_SOURCE_LABELS).join(' · ')}</p>
      <input
        type="file"
        data-testid="trace-file"
        aria-label="Trace file"
        onChange={(event) => {
          void open(event.target.files?.[0]);
          event.target.value = '';
        }}
        className="block w-full text-[11px] text-zinc-600 file:mr-2 file:rounded file:border file:border-zinc-300 file:bg-white file:px-2 file:py-0.5 file:text-[11px] dark:text-zinc-400 dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-200"
      />
      {state.status === 'reading' && <p className="text-zinc-500">Reading {state.name}…</p>}
      {state.status === 'error' && (
        <p role="alert" data-testid="trace-open-error" className="break-words text-red-700 dark:text-red-400">
          {state.message}
        </p>
      )}
    </div>
  );
}
