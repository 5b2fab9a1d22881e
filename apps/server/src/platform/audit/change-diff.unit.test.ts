import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffFields, hasChanges, toChangeValue } from './change-diff.ts';

describe('diffFields', () => {
  it('lists only the followed fields that changed, with old and new values', () => {
    const before = { chgNm: '이서연', ntceYn: 'N', accountNo: null, updatedAt: new Date(0) };
    const after = { chgNm: '이서연', ntceYn: 'Y', accountNo: '110123', updatedAt: new Date(1) };
    expect(diffFields(before, after, ['chgNm', 'ntceYn', 'accountNo'])).toEqual({ ntceYn: { from: 'N', to: 'Y' }, accountNo: { from: null, to: '110123' } });
  });

  it('ignores fields the change does not carry', () => {
    expect(diffFields({ a: 1, b: 2 }, { a: 1 }, ['a', 'b'])).toEqual({});
  });

  it('treats undefined and null alike, and keeps numbers as numbers', () => {
    expect(diffFields({ a: undefined as string | undefined }, { a: null }, ['a'])).toEqual({});
    expect(diffFields({ fee: 3000 }, { fee: 3500 }, ['fee'])).toEqual({ fee: { from: 3000, to: 3500 } });
    expect(toChangeValue(new Date('2026-11-20T01:00:00Z'))).toBe('2026-11-20T01:00:00.000Z');
  });

  it('finds no change between a row and itself, and a change exactly where a value differs', () => {
    const row = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.oneof(fc.string(), fc.integer(), fc.constant(null)));
    fc.assert(fc.property(row, (r) => !hasChanges(diffFields(r, r, ['a', 'b', 'c', 'd']))));
    fc.assert(
      fc.property(row, row, (x, y) => {
        const changed = Object.keys(diffFields(x, y, ['a', 'b', 'c', 'd']));
        const expected = ['a', 'b', 'c', 'd'].filter((k) => k in y && (x[k] ?? null) !== (y[k] ?? null));
        return JSON.stringify(changed) === JSON.stringify(expected);
      }),
    );
  });
});
