import { describe, expect, it } from 'vitest';
import { toLogEntry, type LogEntry } from './log-entry';
import { withoutBody } from './body-window';
import { levelRank, NO_SERVER_LOG_FILTER, readServerLog, ServerLogCollector } from './server-log';
import type { WireRecord } from './wire';

let seq = 0;
function record(conn: string, msg: Record<string, unknown>, dir: 'in' | 'out' = 'in'): WireRecord {
  seq += 1;
  return { seq, t: 1000 + seq, conn, kind: 'message', dir, msg: { jsonrpc: '2.0', ...msg } };
}
function logMessage(conn: string, params: unknown): LogEntry {
  return toLogEntry(record(conn, { method: 'notifications/message', params }));
}

describe('levels', () => {
  it('ranks RFC 5424 levels and puts unknown ones on top', () => {
    expect(levelRank('debug')).toBeLessThan(levelRank('warning'));
    expect(levelRank('emergency')).toBe(7);
    expect(levelRank('loud')).toBe(8);
  });
});

describe('readServerLog', () => {
  it('reads level, logger and data', () => {
    expect(readServerLog(logMessage('c', { level: 'error', logger: 'db', data: { a: 1 } }))).toMatchObject({
      level: 'error',
      logger: 'db',
      data: { a: 1 },
      text: '{"a":1}',
    });
    expect(readServerLog(logMessage('c', { level: 'info', data: 'hello' }))).toMatchObject({ text: 'hello', logger: undefined });
  });

  it('flags malformed messages and ignores everything else', () => {
    expect(readServerLog(logMessage('c', { level: 'loud', data: 1 }))?.problem).toMatch(/not an RFC 5424 level/);
    expect(readServerLog(logMessage('c', { level: 'info' }))?.problem).toMatch(/no "data"/);
    expect(readServerLog(logMessage('c', 'x'))?.problem).toMatch(/not an object/);
    expect(readServerLog(toLogEntry(record('c', { method: 'notifications/progress', params: {} })))).toBeUndefined();
    expect(readServerLog(toLogEntry(record('c', { method: 'notifications/message', params: {} }, 'out')))).toBeUndefined();
  });
});

describe('ServerLogCollector', () => {
  it('collects one connection incrementally and filters by level, logger and text', () => {
    const entries: LogEntry[] = [
      logMessage('a', { level: 'debug', logger: 'x', data: 'one' }),
      logMessage('b', { level: 'error', logger: 'x', data: 'other connection' }),
      logMessage('a', { level: 'error', logger: 'y', data: 'two' }),
    ];
    const collector = new ServerLogCollector('a');
    let view = collector.run(entries, entries.length, NO_SERVER_LOG_FILTER);
    expect(view.visible.map((m) => m.text)).toEqual(['one', 'two']);
    expect(view.loggers).toEqual(['x', 'y']);

    entries.push(logMessage('a', { level: 'warning', logger: 'z', data: { note: 'three' } }));
    view = collector.run(entries, entries.length, NO_SERVER_LOG_FILTER);
    expect(view.visibleCount).toBe(3);
    expect(view.loggers).toEqual(['x', 'y', 'z']);

    expect(collector.run(entries, entries.length, { ...NO_SERVER_LOG_FILTER, minLevel: 'warning' }).visible.map((m) => m.level)).toEqual(['error', 'warning']);
    expect(collector.run(entries, entries.length, { ...NO_SERVER_LOG_FILTER, logger: 'x' }).visibleCount).toBe(1);
    expect(collector.run(entries, entries.length, { ...NO_SERVER_LOG_FILTER, search: 'THREE' }).visibleCount).toBe(1);
  });

  it('returns the same view when nothing changed', () => {
    const entries = [logMessage('a', { level: 'info', data: 'x' })];
    const collector = new ServerLogCollector('a');
    const first = collector.run(entries, 1, NO_SERVER_LOG_FILTER);
    expect(collector.run(entries, 1, NO_SERVER_LOG_FILTER)).toBe(first);
  });
});

describe('ServerLogCollector over dropped bodies (issue 24)', () => {
  it('counts the log messages whose bodies the page dropped instead of listing them empty', () => {
    const held = logMessage('c', { level: 'info', data: 'kept' });
    const dropped = withoutBody(logMessage('c', { level: 'error', data: 'gone' }));
    const otherMethod = withoutBody(toLogEntry(record('c', { method: 'notifications/progress', params: { progress: 1, progressToken: 1 } })));
    const view = new ServerLogCollector('c').run([dropped, otherMethod, held], 3, NO_SERVER_LOG_FILTER);
    expect(view.all.map((message) => message.text)).toEqual(['kept']);
    expect(view.notHeld).toBe(1);
  });
});
