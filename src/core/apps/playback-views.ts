/**
 * The app views a recording holds (issue 21, item 4): each rendered app instance (`view` of its
 * `app` records) with the ui:// resource it was loaded from, as the recorded resources/read
 * answered it, and the tools/call it rendered. The recorded-app player needs nothing else: the
 * HTML is in the trace, so an exported file plays the app with no server.
 */
import { isObject } from '../is-object';
import { classifyMessage, type RequestId } from '../jsonrpc';
import type { AppMessageRecord, MessageRecord, WireRecord } from '../wire';

/** The app's HTML as the recorded resources/read returned it, and the CSP it declared. */
export interface RecordedAppResource {
  html: string;
  /** `_meta.ui.csp` of the content item (domains the app declared), if it declared any. */
  csp?: Record<string, unknown>;
  /** The seq of the resources/read response that carried it. */
  seq: number;
}

export interface RecordedAppView {
  view: string;
  uri: string;
  /** The seq of the tools/call request whose result the app rendered. */
  call?: number;
  /** Absent when the recording has no resources/read answer for `uri` before the view: it cannot be played. */
  resource?: RecordedAppResource;
  /** The view's app records, in recorded order. */
  messages: readonly AppMessageRecord[];
}

/** Every app view of `records`, in the order each first appears. */
export function findAppViews(records: readonly WireRecord[]): RecordedAppView[] {
  const byView = new Map<string, AppMessageRecord[]>();
  for (const record of records) {
    if (record.kind !== 'app') continue;
    const messages = byView.get(record.view);
    if (messages) messages.push(record);
    else byView.set(record.view, [record]);
  }
  if (byView.size === 0) return [];
  const reads = recordedReads(records);
  return [...byView.entries()].map(([view, messages]) => {
    const first = messages[0]!;
    const call = messages.find((message) => message.call !== undefined)?.call;
    // The read the host made to render this view: the last one of its uri answered before the view began.
    const resource = reads.filter((read) => read.uri === first.uri && read.seq < first.seq).at(-1)?.resource;
    return { view, uri: first.uri, ...(call !== undefined ? { call } : {}), ...(resource ? { resource } : {}), messages };
  });
}

/** The app views that rendered the tools/call request `callSeq`. */
export function viewsOfCall(views: readonly RecordedAppView[], callSeq: number): RecordedAppView[] {
  return views.filter((view) => view.call === callSeq);
}

/** resources/read answers holding an HTML text, with the uri each read asked for. */
function recordedReads(records: readonly WireRecord[]): { uri: string; seq: number; resource: RecordedAppResource }[] {
  const asked = new Map<RequestId, string>();
  const reads: { uri: string; seq: number; resource: RecordedAppResource }[] = [];
  for (const record of records) {
    if (record.kind !== 'message' || !record.msg) continue;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out' && shape.type === 'request' && shape.method === 'resources/read' && isObject(shape.params) && typeof shape.params.uri === 'string') {
      asked.set(shape.id, shape.params.uri);
    } else if (record.dir === 'in' && shape.type === 'result' && asked.has(shape.id)) {
      const uri = asked.get(shape.id)!;
      asked.delete(shape.id);
      const resource = appResource(record, shape.result, uri);
      if (resource) reads.push({ uri, seq: record.seq, resource });
    }
  }
  return reads;
}

function appResource(record: MessageRecord, result: unknown, uri: string): RecordedAppResource | undefined {
  if (!isObject(result) || !Array.isArray(result.contents)) return undefined;
  const items = result.contents.filter(isObject);
  const item = items.find((candidate) => candidate.uri === uri) ?? items[0];
  if (!item) return undefined;
  const html = typeof item.text === 'string' ? item.text : typeof item.blob === 'string' ? decodeBase64(item.blob) : undefined;
  if (html === undefined) return undefined;
  const meta = isObject(item._meta) && isObject(item._meta.ui) ? item._meta.ui : undefined;
  return { html, ...(meta && isObject(meta.csp) ? { csp: meta.csp } : {}), seq: record.seq };
}

/** A `blob` content item's UTF-8 text; undefined when it is not base64. */
function decodeBase64(blob: string): string | undefined {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(blob), (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}
