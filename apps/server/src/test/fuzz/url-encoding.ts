import fc from 'fast-check';

const hex = (b: number) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`;

/** A lone surrogate as the three bytes a lax UTF-8 encoder writes (WTF-8): the server must refuse them, not fail. */
const surrogateBytes = (u: number) => [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map(hex).join('');

const isHigh = (u: number) => u >= 0xd800 && u <= 0xdbff;
const isLow = (u: number) => u >= 0xdc00 && u <= 0xdfff;

/** Splits into characters, keeping surrogate pairs whole and lone surrogates apart. */
function chars(s: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const u = s.charCodeAt(i);
    if (isHigh(u) && i + 1 < s.length && isLow(s.charCodeAt(i + 1))) {
      out.push(s.slice(i, i + 2));
      i++;
    } else out.push(s[i]!);
  }
  return out;
}

const isLone = (c: string) => c.length === 1 && (isHigh(c.charCodeAt(0)) || isLow(c.charCodeAt(0)));

/** encodeURIComponent that does not throw on a lone surrogate (it sends its WTF-8 bytes). */
export const encodeText = (s: string): string =>
  chars(s)
    .map((c) => (isLone(c) ? surrogateBytes(c.charCodeAt(0)) : encodeURIComponent(c)))
    .join('');

/** Every byte percent-encoded, letters too (`a` → `%61`): the router must decode it to the same value. */
export const overEncode = (s: string): string =>
  chars(s)
    .map((c) => (isLone(c) ? surrogateBytes(c.charCodeAt(0)) : [...Buffer.from(c, 'utf8')].map(hex).join('')))
    .join('');

/** Malformed or surprising escapes put after a value. */
const BAD_ESCAPES = ['%', '%z', '%zz', '%C0%AE', '%E0%A4%A', '%ED%A0%80', '%FF', '%00', '%2e%2e', '%2F', '%25'];

/** Ways a value is written into a path segment or a query value, mostly the ordinary one. */
export function encodedText(value: string, opts: { allowEmpty: boolean }): fc.Arbitrary<string> {
  const hasLone = chars(value).some(isLone);
  return fc.oneof(
    { weight: 10, arbitrary: fc.constant(encodeText(value)) },
    { weight: 1, arbitrary: fc.constant(overEncode(value)) },
    // Unescaped, as a careless client writes it; a lone surrogate cannot be, so it stays escaped.
    { weight: 1, arbitrary: fc.constant(hasLone ? encodeText(value) : value) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_ESCAPES).map((bad) => encodeText(value) + bad) },
    // Just over the router's 100-character parameter limit and well over it.
    { weight: 1, arbitrary: fc.constantFrom(100, 101, 300).map((n) => encodeText(value) + 'a'.repeat(n)) },
    ...(opts.allowEmpty ? [{ weight: 1, arbitrary: fc.constant('') }] : []),
  );
}

/** How a generated value is written as text in a URL. */
export function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return JSON.stringify(v);
}
