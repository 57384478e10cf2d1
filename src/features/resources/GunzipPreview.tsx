/**
 * A gzip blob (server-everything's gzip-file-as-resource, or any .gz a server hands out) shows
 * what it holds, not only its compressed bytes. Decompression runs in the browser on request and
 * stops after PREVIEW_BYTES, so a gzip bomb costs no more than a small file.
 */
import { useState } from 'react';
import { decodeBase64 } from '../../core/resource-content';
import { Button } from '../../ui/Button';
import { CappedText } from '../../ui/JsonView';
import { formatBytes } from '../tools/call-format';
import { HexDump } from './HexDump';

const PREVIEW_BYTES = 256 * 1024;

type GunzipState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'ok'; text: string | null; bytes: Uint8Array; truncated: boolean }
  | { status: 'error'; message: string };

/** RFC 1952: every gzip member starts with 1f 8b. */
export function looksGzipped(blob: string, mimeType: string | undefined): boolean {
  const head = decodeBase64(blob, 2);
  return mimeType === 'application/gzip' || (head[0] === 0x1f && head[1] === 0x8b);
}

async function gunzip(blob: string): Promise<Extract<GunzipState, { status: 'ok' }>> {
  const stream = new Blob([decodeBase64(blob).slice()]).stream().pipeThrough(new DecompressionStream('gzip'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
    if (size >= PREVIEW_BYTES) {
      truncated = true;
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(Math.min(size, PREVIEW_BYTES));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk.subarray(0, bytes.length - offset), offset);
    offset += Math.min(chunk.length, bytes.length - offset);
  }
  let text: string | null;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = null; // not UTF-8 text: shown as a hex dump instead
  }
  return { status: 'ok', text, bytes, truncated };
}

export function GunzipPreview({ blob }: { blob: string }) {
  const [state, setState] = useState<GunzipState>({ status: 'idle' });
  function start() {
    setState({ status: 'pending' });
    gunzip(blob).then(setState, (error: unknown) => setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }));
  }
  return (
    <div data-testid="gunzip-preview" data-status={state.status} className="mt-2 space-y-1 text-xs">
      {state.status !== 'ok' && (
        <Button data-testid="gunzip" onClick={start} disabled={state.status === 'pending'}>
          {state.status === 'pending' ? 'Decompressing…' : 'Show decompressed (gzip)'}
        </Button>
      )}
      {state.status === 'error' && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          Not valid gzip: {state.message}
        </p>
      )}
      {state.status === 'ok' && (
        <>
          <p className="text-[11px] text-zinc-500">
            Decompressed: {formatBytes(state.bytes.length)}
            {state.truncated && ` (stopped at ${formatBytes(PREVIEW_BYTES)})`}
          </p>
          <div data-testid="gunzipped-content">
            {state.text !== null ? <CappedText text={state.text} /> : <HexDump blob={toBase64(state.bytes)} bytes={state.bytes.length} />}
          </div>
        </>
      )}
    </div>
  );
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
