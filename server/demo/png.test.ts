import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png';

/** Splits a PNG into its chunks, checking each CRC the way a decoder would. */
function readChunks(png: Buffer): { type: string; data: Buffer }[] {
  const chunks = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData));
    chunks.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) });
    offset += 12 + length;
  }
  return chunks;
}

describe('encodePng', () => {
  it('writes a PNG whose header and scanlines decode back to the pixels', () => {
    const pixels = Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 9, 9, 9, 0]);
    const png = encodePng({ width: 2, height: 2, pixels });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const [header, imageData] = chunks;
    expect([header?.data.readUInt32BE(0), header?.data.readUInt32BE(4), header?.data[8], header?.data[9]]).toEqual([2, 2, 8, 6]);
    // Each scanline starts with filter type 0 (None), followed by the row's raw RGBA bytes.
    expect([...inflateSync(imageData?.data ?? Buffer.alloc(0))]).toEqual([0, ...pixels.subarray(0, 8), 0, ...pixels.subarray(8)]);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow(/width × height/);
  });
});
