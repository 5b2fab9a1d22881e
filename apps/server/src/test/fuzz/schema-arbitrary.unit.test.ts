import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonSchema } from './json-schema.ts';
import { oneMistake, validValue } from './schema-arbitrary.ts';
import { encodeText, overEncode } from './url-encoding.ts';

/** Schemas of the kinds the document holds; each valid sample must pass zod's reading of the same schema. */
const SCHEMAS: Record<string, JsonSchema> = {
  enum: { type: 'string', enum: ['Y', 'N'] },
  const: { const: 'C' },
  bounded: { type: 'string', minLength: 2, maxLength: 5 },
  pattern: { type: 'string', pattern: '^[0-9]{6}$' },
  integer: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
  nullable: { type: 'string', maxLength: 3, nullable: true },
  list: { type: 'array', items: { type: 'string', enum: ['S', 'M'] }, minItems: 1, maxItems: 3 },
  object: { type: 'object', properties: { a: { type: 'string', minLength: 1 }, b: { type: 'integer', minimum: 0, maximum: 9 } }, required: ['a'] },
  union: {
    anyOf: [
      { type: 'object', properties: { kind: { const: 'x' } }, required: ['kind'] },
      { type: 'object', properties: { kind: { const: 'y' }, n: { type: 'integer' } }, required: ['kind', 'n'] },
    ],
  },
};

describe('JSON Schema to fast-check', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`generates values the schema accepts: ${name}`, () => {
      const check = z.fromJSONSchema({ ...schema, ...(schema.nullable ? { type: ['string', 'null'] } : {}) } as Parameters<typeof z.fromJSONSchema>[0]);
      fc.assert(
        fc.property(validValue(schema, {}), (v) => {
          expect(check.safeParse(v).error).toBeUndefined();
        }),
        { numRuns: 200, seed: 1 },
      );
    });
  }

  it('takes learned values for a field now and then', () => {
    const seen = fc.sample(validValue({ type: 'string' }, { known: () => ['DL0001'] }, 'deliveryLocCd'), { numRuns: 200, seed: 1 });
    expect(seen.filter((v) => v === 'DL0001').length).toBeGreaterThan(40);
  });

  it('makes one mistake in an otherwise valid object', () => {
    const check = z.fromJSONSchema(SCHEMAS.object as Parameters<typeof z.fromJSONSchema>[0]);
    const wrong = fc.sample(oneMistake(SCHEMAS.object!, {}), { numRuns: 300, seed: 1 }).filter((v) => check.safeParse(v).error);
    expect(wrong.length).toBeGreaterThan(100);
  });
});

describe('URL encoding', () => {
  it('writes lone surrogates as their WTF-8 bytes instead of throwing', () => {
    expect(encodeText('a\ud800b')).toBe('a%ED%A0%80b');
    expect(encodeText('😀')).toBe(encodeURIComponent('😀'));
    expect(overEncode('a/')).toBe('%61%2F');
  });
});
