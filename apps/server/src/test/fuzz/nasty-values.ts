import fc from 'fast-check';

/**
 * Strings that broke or could break something below the schema: NUL and lone surrogates (PostgreSQL text
 * and UTF-8 cannot hold them), direction overrides, astral and combining characters, injection-looking
 * text, look-alike numbers and words that a careless parser turns into something else.
 */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud800y',
  '\udc00\ud800',
  '\u202e\u0644',
  '\ufeff',
  '\u200b',
  '𝕏😀',
  'e\u0301',
  '가\u0000나',
  '\r\n',
  '\t',
  '%00',
  '%',
  '%zz',
  '..',
  '../../etc/passwd',
  '..\\..\\windows',
  '/',
  '?',
  '#',
  "' OR 1=1 --",
  '"; drop table x; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'true',
  '-0',
  '1e309',
  '0x10',
  '００１',
  '٣',
  '__proto__',
  'constructor',
  '9'.repeat(40),
  '-9'.repeat(20),
];

/** Lengths around the limits the contracts use (10, 20, 50, 100, 255, 4000) and well past them. */
const LONG_LENGTHS = [101, 256, 1001, 4097, 20_000];

export const longString = (): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom(...LONG_LENGTHS), fc.constantFrom('a', '가', '😀', '9', '%')).map(([n, c]) => c.repeat(Math.ceil(n / c.length)));

/** A string with one unsafe character put somewhere inside an otherwise ordinary value. */
export const taintedString = (): fc.Arbitrary<string> =>
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ maxLength: 8 })).map(([a, bad, b]) => `${a}${bad}${b}`);

export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) }, { weight: 2, arbitrary: taintedString() }, { weight: 1, arbitrary: longString() });

/** Values of every JSON type, for a field of another type. */
export const wrongTypeValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, '', '1', 'abc', [], {}, [1, 'a'], { a: 1 }, [
      [[[]]],
    ]),
    nastyString(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

/** Property names an object was not declared with, including ones that reach prototype machinery. */
export const extraKey = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'x', '', '\u0000', '\ud800', 'a'.repeat(300)),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
