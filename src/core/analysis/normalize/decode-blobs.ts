/**
 * Blobs: hex, base64 (and base64url) and base32 runs that decode to readable text. Hashes,
 * UUIDs, keys and images decode to binary and are left alone (asText).
 */
import { asText, type DecodedSegment } from '../hidden-text';
import { decodeBase64 } from '../../resource-content';

const HEX_BLOB = /\b(?:0x)?[0-9a-fA-F]{24,}\b/g;
const HEX_ONLY = /^(?:0x)?[0-9a-fA-F]+$/;
/** Both alphabets at once (+/ and -_): base64url is as common as base64. */
const BASE64_BLOB = /[A-Za-z0-9+/_-]{20,}={0,2}/g;
/**
 * RFC 4648 base32: capitals and 2–7, as TOTP secrets and some payload encoders write it. A
 * sentence takes far fewer than 4096 characters; longer runs are data, and not decoded.
 */
const BASE32_BLOB = /\b[A-Z2-7]{16,}={0,6}/g;
const BASE32_MAX = 4096;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function hexBytes(blob: string): Uint8Array | undefined {
  const digits = blob.replace(/^0x/, '');
  if (digits.length % 2 !== 0) return undefined;
  return Uint8Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16));
}

export function base32Bytes(blob: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of blob.replace(/=+$/, '')) {
    buffer = ((buffer << 5) | BASE32_ALPHABET.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** Hex first: every hex blob is also base64-shaped, and read as base64 it is noise; a base32 blob read as base64 is noise too. */
export function blobSegments(text: string): DecodedSegment[] {
  const segments: DecodedSegment[] = [];
  const taken = (index: number) => segments.some(({ span }) => span.start <= index && index < span.end);
  const add = (match: RegExpExecArray, encoding: string, bytes: Uint8Array | undefined) => {
    const decoded = bytes && asText(bytes, 12);
    if (decoded !== undefined && !taken(match.index)) segments.push({ span: { start: match.index, end: match.index + match[0].length }, encoding, decoded });
  };
  for (const match of text.matchAll(HEX_BLOB)) add(match, 'hex', hexBytes(match[0]));
  for (const match of text.matchAll(BASE32_BLOB)) if (match[0].length <= BASE32_MAX && !HEX_ONLY.test(match[0])) add(match, 'base32', base32Bytes(match[0]));
  for (const match of text.matchAll(BASE64_BLOB)) if (!HEX_ONLY.test(match[0])) add(match, 'base64', decodeBase64(match[0]));
  return segments.sort((a, b) => a.span.start - b.span.start);
}
