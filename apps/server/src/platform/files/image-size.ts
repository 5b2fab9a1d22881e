import type { SniffedType } from './file-type.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/** Largest side we believe: the formats allow 65,535 (JPEG, GIF) or 2^31 (PNG); a picture is far smaller. */
const SIDE_MAX = 100_000;

const sized = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 && width <= SIDE_MAX && height <= SIDE_MAX ? { width, height } : null;

/** PNG: the IHDR chunk comes first, right after the signature (width and height big-endian at 16 and 20). */
function pngSize(b: Buffer): ImageSize | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized(b.readUInt32BE(16), b.readUInt32BE(20));
}

/** GIF: the logical screen's width and height, little-endian at 6 and 8, after "GIF87a"/"GIF89a". */
function gifSize(b: Buffer): ImageSize | null {
  if (b.length < 10 || !/^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) return null;
  return sized(b.readUInt16LE(6), b.readUInt16LE(8));
}

// Start-of-frame markers (baseline, progressive, lossless, …); C4 (Huffman tables), C8 and CC (arithmetic) are not frames.
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG: walks the marker segments to the first start-of-frame, whose height and width follow its precision byte. */
function jpegSize(b: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes (FF FF …) and markers without a length (RSTn, TEM) are stepped over.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = b.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return null;
      return sized(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
    }
    at += 2 + length;
  }
  return null;
}

/**
 * Width and height from an image's header, without decoding it (no image library: the three formats keep
 * them in the first bytes). Null when the header is cut short or says nonsense: the file is not a picture.
 */
export function readImageSize(data: Buffer, type: SniffedType): ImageSize | null {
  if (type === 'png') return pngSize(data);
  if (type === 'gif') return gifSize(data);
  if (type === 'jpg') return jpegSize(data);
  return null;
}
