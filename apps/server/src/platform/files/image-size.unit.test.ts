import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tinyPng } from '@/seed/sample-files.ts';
import { readImageSize } from './image-size.ts';

const GIF_1X1 = Buffer.from(
  'GIF89a\x02\x00\x03\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  'latin1',
);

/** A JPEG head: SOI, an APP0 segment, a DQT-like segment, then a baseline frame of 1500 × 1904. */
function jpegHead(frameMarker = 0xc0): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dqt = [0xff, 0xdb, 0x00, 0x04, 0x00, 0x00];
  const sof = [0xff, frameMarker, 0x00, 0x11, 0x08, 0x07, 0x70, 0x05, 0xdc, 0x03];
  return Buffer.from([0xff, 0xd8, 0xff, 0xff, ...app0, ...dqt, ...sof, ...new Array<number>(12).fill(0)]);
}

describe('readImageSize', () => {
  it('reads a PNG, a GIF and a JPEG (baseline and progressive) header', () => {
    expect(readImageSize(tinyPng(8), 'png')).toEqual({ width: 8, height: 8 });
    expect(readImageSize(GIF_1X1, 'gif')).toEqual({ width: 2, height: 3 });
    expect(readImageSize(jpegHead(), 'jpg')).toEqual({ width: 1500, height: 1904 });
    expect(readImageSize(jpegHead(0xc2), 'jpg')).toEqual({ width: 1500, height: 1904 });
  });

  it('answers null for a cut or nonsensical header', () => {
    expect(readImageSize(tinyPng(8).subarray(0, 20), 'png')).toBeNull();
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'jpg')).toBeNull();
    expect(readImageSize(jpegHead().subarray(0, 30), 'jpg')).toBeNull();
    const zero = Buffer.from(GIF_1X1);
    zero.writeUInt16LE(0, 6);
    expect(readImageSize(zero, 'gif')).toBeNull();
    expect(readImageSize(Buffer.from('%PDF-1.4'), 'pdf')).toBeNull();
  });

  it('never throws on arbitrary bytes after a valid signature', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.constantFrom('png' as const, 'gif' as const, 'jpg' as const), (tail, type) => {
        const head = { png: tinyPng(8).subarray(0, 8), gif: Buffer.from('GIF89a'), jpg: Buffer.from([0xff, 0xd8]) }[type];
        const size = readImageSize(Buffer.concat([head, tail]), type);
        if (size) expect(size.width > 0 && size.height > 0).toBe(true);
      }),
    );
  });
});
