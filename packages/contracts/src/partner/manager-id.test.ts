import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { managerIdMessage, ZManagerId } from './manager-id.ts';

const idChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_');

describe('manager id (spec access §5: 6-16 letters, digits, underscore)', () => {
  it('names each problem', () => {
    expect(managerIdMessage('')).toBe('mgrId.msg.empty');
    expect(managerIdMessage('   ')).toBe('mgrId.msg.empty');
    expect(managerIdMessage('ab_12')).toBe('mgrId.msg.short');
    expect(managerIdMessage('a'.repeat(17))).toBe('mgrId.msg.long');
    expect(managerIdMessage('new-seller')).toBe('mgrId.msg.chars');
    expect(managerIdMessage('새파트너01')).toBe('mgrId.msg.chars');
    expect(managerIdMessage(' seller_01 ')).toBeNull();
  });

  it('accepts exactly the ids of 6 to 16 allowed characters', () => {
    fc.assert(fc.property(fc.string({ unit: idChar, minLength: 6, maxLength: 16 }), (id) => ZManagerId.safeParse(id).success));
    fc.assert(fc.property(fc.string({ unit: idChar, maxLength: 5 }), (id) => managerIdMessage(id) !== null));
    fc.assert(fc.property(fc.string({ unit: idChar, minLength: 17, maxLength: 30 }), (id) => managerIdMessage(id) === 'mgrId.msg.long'));
  });

  it('refuses any id with another character, whatever its length', () => {
    const other = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[A-Za-z0-9_\s]/.test(c));
    fc.assert(
      fc.property(fc.string({ unit: idChar, minLength: 3, maxLength: 10 }), other, (id, bad) => managerIdMessage(`${id}${bad}${id}`) === 'mgrId.msg.chars'),
    );
  });
});
