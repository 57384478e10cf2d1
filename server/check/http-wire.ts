/** The check's HTTP wire: each message its own POST, read to its answer from JSON or SSE. */
import { createParser } from 'eventsource-parser';
import { maskSecrets } from '../../src/core/target';
import { isObject } from '../../src/core/is-object';
import type { Evidence, WireResponse } from '../../src/core/check/types';
import type { Json } from '../../src/core/check/messages';
import { UnreachableError, type Session, type Wire } from './wire';

const TEXT_MAX = 2_000;

export function httpWire(url: string, targetHeaders: Record<string, string>, timeoutMs: number): Wire {
  const exchange = async (label: string, verb: string, headers: Record<string, string>, body?: Json): Promise<Evidence> => {
    const request = { verb, headers, ...(body === undefined ? {} : { body }) };
    const response = await answer(url, request, timeoutMs);
    return { label, request, response };
  };
  const session: Session = {
    send: (label, body, headers = {}) =>
      exchange(label, 'POST', { ...targetHeaders, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers }, body),
    close: async () => {},
  };
  return {
    transport: 'http',
    label: maskSecrets(url),
    url,
    open: () => Promise.resolve(session),
    bare: (verb) => exchange(`${verb} on the MCP endpoint`, verb, { ...targetHeaders, Accept: 'application/json, text/event-stream' }),
  };
}

async function answer(url: string, request: { verb: string; headers: Record<string, string>; body?: Json }, timeoutMs: number): Promise<WireResponse> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { method: request.verb, headers: request.headers, signal, ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }) });
  } catch (error) {
    if (signal.aborted) return { messages: [], failure: `no response within ${timeoutMs} ms` };
    throw new UnreachableError(`${maskSecrets(url)}: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`);
  }
  const base = { status: response.status, headers: Object.fromEntries(response.headers) };
  const type = response.headers.get('content-type') ?? '';
  const id = isObject(request.body) ? request.body.id : undefined;
  try {
    if (type.includes('text/event-stream')) return { ...base, messages: await readStream(response, id) };
    const text = await response.text();
    if (text === '') return { ...base, messages: [] };
    try {
      return { ...base, messages: [JSON.parse(text) as unknown] };
    } catch {
      return { ...base, messages: [], text: text.slice(0, TEXT_MAX) };
    }
  } catch {
    return { ...base, messages: [], failure: `the answer did not finish within ${timeoutMs} ms` };
  }
}

/** Every message on the stream up to the answer to `id`; the stream is left there (it may stay open). */
async function readStream(response: Response, id: unknown): Promise<unknown[]> {
  const messages: unknown[] = [];
  let answered = false;
  const parser = createParser({
    onEvent: (event) => {
      if (event.data === '') return;
      try {
        const message = JSON.parse(event.data) as unknown;
        messages.push(message);
        if (isObject(message) && !('method' in message) && message.id === id) answered = true;
      } catch {
        messages.push({ unparsed: event.data.slice(0, TEXT_MAX) });
      }
    },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  while (!answered) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  await reader.cancel().catch(() => {});
  return messages;
}
