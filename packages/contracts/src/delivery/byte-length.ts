import { z } from 'zod';

/**
 * UTF-8 bytes of a string: 1 for ASCII, 3 for a Korean syllable. The original stores names in byte-limited
 * columns (spec business §5 "name limit 50 bytes"), so a form counts what the column will hold.
 */
export function utf8ByteLength(value: string): number {
  let n = 0;
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** A required, trimmed text of at most `maxBytes` UTF-8 bytes; both failures carry spec-style keys. */
export const requiredBytes = (maxBytes: number, keys: { required: string; length: string }) =>
  z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required, abort: true })
    .refine((v) => utf8ByteLength(v) <= maxBytes, { error: keys.length });

/** A required, trimmed text of at most `max` characters (addresses: 10 / 200 / 300). */
export const requiredText = (max: number, keys: { required: string; length: string }) =>
  z.string({ error: keys.required }).trim().min(1, { error: keys.required, abort: true }).max(max, { error: keys.length });
