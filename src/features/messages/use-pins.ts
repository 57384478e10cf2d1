/**
 * The log's pinned messages, remembered for the browser tab's session (sessionStorage), so they
 * survive a reload and the dock being closed. A live session and an opened trace keep theirs
 * apart: their seqs number different records.
 */
import { useCallback, useState } from 'react';
import { useConnections } from '../../api/connections';
import { readPins, togglePin, type Pins } from '../../core/pins';

function storageKey(scope: string): string {
  return `mcpscope.pins.${scope}`;
}

function readStored(key: string): Pins {
  try {
    return readPins(sessionStorage.getItem(key));
  } catch {
    return readPins(null);
  }
}

function store(key: string, pins: Pins): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(pins));
  } catch {
    // Storage refused (private mode, quota): pinned for this page view only.
  }
}

/** Which log the page shows: the live bridge's, or a recorded session's, named by its connections. */
function usePinScope(): string {
  const connections = useConnections().data ?? [];
  const recorded = connections.filter((connection) => connection.recorded);
  return recorded.length === 0 ? 'live' : `trace:${recorded.map((connection) => `${connection.id}=${connection.name}`).join(',')}`;
}

export function usePins(): { pins: Pins; toggle: (conn: string, seq: number) => void } {
  const key = storageKey(usePinScope());
  const [held, setHeld] = useState(() => ({ key, pins: readStored(key) }));
  // Another log on the page (a trace opened): its own pins, read while rendering as React advises for derived state.
  if (held.key !== key) setHeld({ key, pins: readStored(key) });
  const toggle = useCallback(
    (conn: string, seq: number) => {
      const pins = togglePin(held.pins, conn, seq);
      store(held.key, pins);
      setHeld({ key: held.key, pins });
    },
    [held],
  );
  return { pins: held.pins, toggle };
}
