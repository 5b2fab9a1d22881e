/** File kinds recognised by their first bytes; the name and the declared type are never trusted. */
export type SniffedType = 'jpg' | 'png' | 'gif' | 'pdf';

const SIGNATURES: [SniffedType, number[]][] = [
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

export const MIME_OF: Record<SniffedType, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf' };

/** The kind of a file from its magic bytes, or null when it is none of the accepted kinds. */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  for (const [type, sig] of SIGNATURES) {
    if (head.length >= sig.length && sig.every((b, i) => head[i] === b)) return type;
  }
  return null;
}

/**
 * A Flash movie (FWS plain, CWS zlib, ZWS LZMA). Named only to refuse it with its own message: it is a
 * program, not a picture, and no browser has run one since 2021 (docs/decisions.md, product images).
 */
export const isFlash = (head: Uint8Array): boolean => head.length >= 3 && [0x46, 0x43, 0x5a].includes(head[0]!) && head[1] === 0x57 && head[2] === 0x53;
