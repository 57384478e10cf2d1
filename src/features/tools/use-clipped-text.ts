/**
 * The rest of a string the bridge sent clipped (src/core/clipped-content.ts, issue 6 B4), fetched
 * when the person asks: the next page, all of it, or all of it to copy or download.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { readUntil } from '../../core/clipped-content';
import type { LargeTextAction, LargeTextFetch } from '../../ui/LargeText';
import { downloadFile } from '../../ui/download';

/** Reads `length` characters from `offset` of the whole string on the bridge. */
export interface ClippedSource {
  totalChars: number;
  read: (offset: number, length: number) => Promise<string>;
  /** The file name a download gets. */
  fileName: string;
}

/** "Load more" adds this much: a page the virtualised view draws without effort. */
const PAGE_CHARS = 1024 * 1024;

export interface ClippedText {
  /** The preview and everything loaded after it. */
  text: string;
  fetch: LargeTextFetch;
  run: (action: LargeTextAction) => void;
}

export function useClippedText(preview: string, source: ClippedSource): ClippedText {
  const [text, setText] = useState(preview);
  const [fetch, setFetch] = useState<LargeTextFetch>({ status: 'idle' });
  // The latest text without re-creating `run`; fetching appends to it in order.
  const loaded = useRef(preview);

  useEffect(() => {
    if (fetch.status !== 'done') return;
    const timer = setTimeout(() => setFetch({ status: 'idle' }), 2000);
    return () => clearTimeout(timer);
  }, [fetch]);

  const loadUntil = useCallback(
    async (end: number): Promise<string> => {
      loaded.current = await readUntil(source.read, loaded.current, Math.min(end, source.totalChars));
      setText(loaded.current);
      return loaded.current;
    },
    [source],
  );

  const run = useCallback(
    (action: LargeTextAction) => {
      setFetch({ status: 'pending', action });
      const end = action === 'more' ? loaded.current.length + PAGE_CHARS : source.totalChars;
      loadUntil(end)
        .then(async (full) => {
          if (action === 'copy') await navigator.clipboard.writeText(full);
          if (action === 'download') downloadFile(full, source.fileName, 'text/plain');
          setFetch(action === 'copy' || action === 'download' ? { status: 'done', action } : { status: 'idle' });
        })
        .catch((error: unknown) => setFetch({ status: 'error', action, message: error instanceof Error ? error.message : String(error) }));
    },
    [loadUntil, source],
  );

  return { text, fetch, run };
}
