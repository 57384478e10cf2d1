/**
 * Getting the text out of a HAR body: base64 decoding, and undoing one HAR writer's mistake.
 * Chromium (through Playwright's recordHar) stores a text/event-stream body that has no charset
 * parameter as windows-1252 (what browsers mean by "latin1"), so "–" arrives as "â€“". SSE is
 * UTF-8 by definition (WHATWG HTML, "Server-sent events": streams are always decoded as UTF-8) and
 * so is JSON (RFC 8259 §8.1), so such text can be turned back into its bytes and decoded properly.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** windows-1252's characters for bytes 0x80-0x9F, where it differs from Latin-1 (WHATWG Encoding). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const CP1252_BYTE = new Map([...CP1252_HIGH].map((c, i) => [c, 0x80 + i]));

/** The bytes a windows-1252 decoder turned into this text, or undefined if it could not have. */
function cp1252Bytes(text: string): Uint8Array | undefined {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const byte = code <= 0xff ? code : CP1252_BYTE.get(text[i]!);
    if (byte === undefined) return undefined;
    bytes[i] = byte;
  }
  return bytes;
}

/** Text a HAR writer decoded as windows-1252 that is really UTF-8, decoded properly; else undefined. */
export function repairMisdecodedUtf8(text: string): string | undefined {
  // Pure ASCII reads the same either way; only text with high characters can be a misdecoding.
  if (!/[\u0080-\uffff]/.test(text)) return undefined;
  const bytes = cp1252Bytes(text);
  const repaired = bytes ? utf8(bytes) : undefined;
  return repaired !== undefined && repaired !== text ? repaired : undefined;
}

export interface BodyText {
  text: string;
  repaired: boolean;
}

/** base64 text decoded to one character per byte, or undefined when it is not base64 (atob throws on it). */
function base64Binary(text: string): string | undefined {
  try {
    return atob(text);
  } catch {
    return undefined;
  }
}

/**
 * A HAR `content` or `postData` object's text; `base64` content is decoded as UTF-8. Undefined
 * when it says base64 and is not: a crafted HAR threw uncaught here (issue 17, finding 7).
 */
export function harBodyText(text: string | undefined, encoding: string | undefined): BodyText | undefined {
  if (!text) return { text: '', repaired: false };
  if (encoding === 'base64') {
    const binary = base64Binary(text);
    if (binary === undefined) return undefined;
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return { text: utf8(bytes) ?? binary, repaired: false };
  }
  const repaired = repairMisdecodedUtf8(text);
  return repaired === undefined ? { text, repaired: false } : { text: repaired, repaired: true };
}

/** The complete events of an SSE body; a final event cut off mid-way is reported, not returned. */
export function sseEvents(body: string): { events: EventSourceMessage[]; cutOff: boolean } {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  parser.feed(body);
  const tail = body.replace(/\r\n?/g, '\n').split('\n\n').at(-1) ?? '';
  return { events, cutOff: tail.trim() !== '' };
}
