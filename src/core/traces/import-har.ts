/**
 * Imports a HAR 1.2 file of Streamable HTTP traffic (MCP spec 2025-06-18, basic/transports):
 * each POST body (a message or a batch) goes `out`; its response comes `in`, as an
 * application/json body or as a text/event-stream body of `data:` events; GET streams carry
 * server-initiated messages; DELETE ends the session. The Mcp-Session-Id header names the
 * connection, so two sessions in one HAR pair their ids apart. Each MCP entry is also an `http`
 * record with its headers and status (import-har-http.ts), linked to the messages its POST carried.
 *
 * Entries that are not MCP traffic (page loads, CORS preflights) are skipped and counted.
 */
import type { UnsequencedRecord } from '../wire';
import { harBodyText, sseEvents } from './har-body';
import { harHttpRecord, linkHttpRecords, type HarExchange, type HarHeader, type HttpLink } from './import-har-http';
import { textMessageRecords, type At } from './message-records';
import { isObject } from '../is-object';
import { isValidTime } from '../wall-time';
import { describeValue, excerpt, parseJson, parseTime } from './parse-helpers';
import { importedTrace, traceErr, type TraceResult } from './trace';

interface Entry extends HarExchange {
  /** Its index in log.entries, for messages. */
  index: number;
  start: number;
  requestBody: string;
  responseType: string;
  responseBody: string;
}

const SESSION_HEADER = 'mcp-session-id';

function header(headers: HarHeader[], name: string): string | undefined {
  return headers.find((h) => h.name.toLowerCase() === name)?.value;
}

function isJsonRpc(value: unknown): boolean {
  const member: unknown = Array.isArray(value) ? value[0] : value;
  return isObject(member) && member.jsonrpc === '2.0';
}

function headerList(value: unknown): HarHeader[] {
  return Array.isArray(value) ? value.filter((h): h is HarHeader => isObject(h) && typeof h.name === 'string' && typeof h.value === 'string') : [];
}

/** HAR timings: -1 means "does not apply". Per HAR 1.2, `ssl` is already inside `connect`. */
function beforeFirstByte(timings: unknown): number {
  if (!isObject(timings)) return 0;
  return ['blocked', 'dns', 'connect', 'send', 'wait'].reduce((sum, key) => {
    const v = timings[key];
    return typeof v === 'number' && v > 0 ? sum + v : sum;
  }, 0);
}

type Checked = { ok: true; entry: Entry; repaired: boolean } | { ok: false; expected: string };

/** A duration in ms from the file: a non-negative number that keeps `start` a valid time, else 0. */
function duration(value: unknown, start: number): number {
  return typeof value === 'number' && value > 0 && isValidTime(start + value) ? value : 0;
}

function checkEntry(value: unknown, index: number): Checked {
  if (!isObject(value)) return { ok: false, expected: `expected an entry object, got ${describeValue(value)}` };
  const start = parseTime(value.startedDateTime);
  if (start === undefined) return { ok: false, expected: `expected "startedDateTime" to be an ISO-8601 time, got ${describeValue(value.startedDateTime)}` };
  const { request, response } = value;
  if (!isObject(request) || typeof request.method !== 'string' || typeof request.url !== 'string') {
    return { ok: false, expected: `expected "request" with a string "method" and "url", got ${describeValue(request)}` };
  }
  if (!isObject(response) || typeof response.status !== 'number') return { ok: false, expected: `expected "response" with a numeric "status", got ${describeValue(response)}` };
  const postData = isObject(request.postData) ? request.postData : {};
  const content = isObject(response.content) ? response.content : {};
  const body = harBodyText(typeof content.text === 'string' ? content.text : undefined, typeof content.encoding === 'string' ? content.encoding : undefined);
  if (!body) return { ok: false, expected: `expected "response.content.text" to be base64, as its "encoding" says, got ${describeValue(content.text)}` };
  const requestBody = harBodyText(typeof postData.text === 'string' ? postData.text : undefined, undefined)!;
  const responseHeaders = headerList(response.headers);
  const total = duration(value.time, start);
  return {
    ok: true,
    repaired: body.repaired,
    entry: {
      index,
      start,
      // Whole milliseconds, like live records' Date.now() times.
      firstByte: start + Math.round(Math.min(beforeFirstByte(value.timings), total)),
      end: start + Math.round(total),
      method: request.method.toUpperCase(),
      url: request.url,
      requestHeaders: headerList(request.headers),
      requestBody: requestBody.text,
      status: response.status,
      statusText: typeof response.statusText === 'string' ? response.statusText : '',
      responseHeaders,
      responseType: (header(responseHeaders, 'content-type') ?? (typeof content.mimeType === 'string' ? content.mimeType : '')).toLowerCase(),
      responseBody: body.text,
      ...(typeof response._failureText === 'string' ? { failure: response._failureText } : {}),
    },
  };
}

function isMcp(entry: Entry, mcpUrls: Set<string>): boolean {
  if (entry.method === 'OPTIONS') return false;
  if (header(entry.requestHeaders, SESSION_HEADER) ?? header(entry.responseHeaders, SESSION_HEADER)) return true;
  if (entry.method === 'POST') {
    const body = parseJson(entry.requestBody);
    return body.ok && isJsonRpc(body.value);
  }
  return entry.method === 'GET' && mcpUrls.has(entry.url) && (header(entry.requestHeaders, 'accept') ?? '').includes('text/event-stream');
}

const ESTIMATED_SSE_TIMES = 'a HAR records when a response started and ended, not when each SSE event arrived: the events of one stream are spread evenly between its first byte and its end';

/** Messages of one response: SSE events spread over the stream's life, a JSON body at its end. */
function responseRecords(entry: Entry, conn: string, warn: (text: string) => void): UnsequencedRecord[] {
  const where = `${entry.method} ${entry.url} (entry ${entry.index})`;
  if (entry.status === 0) return [{ t: entry.end, conn, kind: 'client-error', message: `${where} failed: ${entry.failure ?? 'no response'}` }];
  // A body the browser stopped reading (the page aborted a stream): a HAR keeps none of it.
  if (entry.responseBody === '' && entry.failure) {
    return [{ t: entry.end, conn, kind: 'note', text: `${where}: the browser stopped reading the answer (${entry.failure}); a HAR keeps no part of such a body, so the messages it carried are not here` }];
  }
  // A 202 (the answer to a notification).
  if (entry.responseBody === '') return [];
  if (entry.responseType.includes('text/event-stream')) {
    const { events, cutOff } = sseEvents(entry.responseBody);
    if (cutOff) warn(`the SSE body of ${where} ends mid-event; that partial event was dropped`);
    const data = events.filter((event) => event.data !== '');
    if (data.length > 0) warn(ESTIMATED_SSE_TIMES);
    return data.flatMap((event, i) => {
      const at: At = { t: entry.firstByte + Math.round(((entry.end - entry.firstByte) * (i + 1)) / data.length), conn };
      // The legacy HTTP+SSE transport (spec 2024-11-05) announces its POST URL this way.
      if (event.event === 'endpoint') return [{ ...at, kind: 'note' as const, text: `SSE endpoint event: ${event.data}` }];
      return textMessageRecords(at, 'in', event.data);
    });
  }
  const parsed = parseJson(entry.responseBody);
  if (parsed.ok && isJsonRpc(parsed.value)) return textMessageRecords({ t: entry.end, conn }, 'in', entry.responseBody, parsed);
  return [{ t: entry.end, conn, kind: 'client-error', message: `HTTP ${entry.status} ${entry.statusText} for ${where}: ${excerpt(entry.responseBody, 200)}` }];
}

export function importHar(value: unknown): TraceResult {
  const entries = isObject(value) && isObject(value.log) ? value.log.entries : undefined;
  if (!Array.isArray(entries)) return traceErr('trace_syntax', `expected a HAR object {"log":{"entries":[…]}}, got ${isObject(value) ? 'an object without log.entries' : describeValue(value)}`);

  const checked: Entry[] = [];
  const warnings = new Set<string>();
  const warn = (text: string) => warnings.add(text);
  let repaired = false;
  for (const [i, raw] of entries.entries()) {
    const result = checkEntry(raw, i);
    // One bad entry costs only itself: it is listed, the rest is shown (issue 17, finding 7).
    if (!result.ok) {
      warn(`entry ${i} (log.entries[${i}]): ${result.expected}`);
      continue;
    }
    checked.push(result.entry);
    repaired ||= result.repaired;
  }
  const mcpUrls = new Set(checked.filter((e) => e.method === 'POST' && isMcp(e, new Set())).map((e) => e.url));
  if (repaired) warn('some response bodies were stored by the HAR writer as windows-1252 text and were decoded as UTF-8 (SSE and JSON are always UTF-8)');

  const records: UnsequencedRecord[] = [];
  const links: HttpLink[] = [];
  const sessions = new Set<string>();
  let skipped = 0;
  let target: string | undefined;
  checked.forEach((entry) => {
    if (!isMcp(entry, mcpUrls)) {
      skipped++;
      return;
    }
    target ??= entry.url;
    const requested = header(entry.requestHeaders, SESSION_HEADER);
    const assigned = header(entry.responseHeaders, SESSION_HEADER);
    const conn = requested ?? assigned ?? 'http';
    const carried = entry.method === 'POST' ? textMessageRecords({ t: entry.start, conn }, 'out', entry.requestBody) : [];
    const http = harHttpRecord(entry, conn);
    // After the messages it carried, as live: the log attaches it to them.
    records.push(...carried, http);
    links.push({ http, carried });
    if (assigned && !requested && !sessions.has(assigned)) {
      records.push({ t: entry.firstByte, conn, kind: 'note', text: `Mcp-Session-Id ${assigned}: assigned by the server in this response` });
    }
    sessions.add(conn);
    if (entry.method === 'DELETE') {
      records.push({ t: entry.end, conn, kind: 'lifecycle', state: 'closed', detail: `the client ended the session: DELETE answered HTTP ${entry.status}` });
    } else if (entry.method === 'GET' && entry.status === 405) {
      records.push({ t: entry.end, conn, kind: 'note', text: 'the server offers no standalone SSE stream (GET answered HTTP 405)' });
    } else {
      records.push(...responseRecords(entry, conn, warn));
    }
  });
  if (skipped > 0) warn(`${skipped} of ${checked.length} HAR entries are not MCP traffic and were skipped`);
  return importedTrace('har', linkHttpRecords(records, links), [...warnings], target ? { target: { transport: 'http', url: target } } : {});
}
