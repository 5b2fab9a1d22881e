import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-type.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('sniffFileType', () => {
  it('recognises JPG, PNG, GIF and PDF by their first bytes', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpg');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffFileType(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
  });

  it('refuses a renamed text file, an empty file and a truncated signature', () => {
    expect(sniffFileType(new TextEncoder().encode('<html>not a pdf</html>'))).toBeNull();
    expect(sniffFileType(bytes())).toBeNull();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e))).toBeNull();
  });

  it('never accepts bytes that start with none of the signatures', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 16 }), (head) => {
        const starts = [
          [0xff, 0xd8, 0xff],
          [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
          [0x47, 0x49, 0x46, 0x38],
          [0x25, 0x50, 0x44, 0x46, 0x2d],
        ].some((sig) => sig.every((b, i) => head[i] === b));
        expect(sniffFileType(head) !== null).toBe(starts);
      }),
    );
  });
});
