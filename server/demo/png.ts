/**
 * A minimal PNG encoder (8-bit RGBA, no interlace), so the demo can return a real image without an
 * image library. Layout per the PNG spec: signature, IHDR, one IDAT of zlib-deflated scanlines
 * (each prefixed with filter type 0), IEND; every chunk ends with a CRC-32 of its type and data.
 */
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 4;

export interface RgbaImage {
  width: number;
  height: number;
  /** Row-major RGBA bytes, `width * height * 4` long. */
  pixels: Uint8Array;
}

export function encodePng({ width, height, pixels }: RgbaImage): Buffer {
  if (pixels.length !== width * height * BYTES_PER_PIXEL) throw new Error('pixel buffer does not match width × height');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type 6 (RGBA), deflate, filter 0, no interlace
  const rowBytes = width * BYTES_PER_PIXEL;
  const scanlines = Buffer.alloc(height * (rowBytes + 1));
  for (let y = 0; y < height; y++) {
    scanlines.set(pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(scanlines)), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
