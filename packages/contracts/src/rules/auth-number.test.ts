import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_CODE, authNumberMessage, ZAuthNumber } from './auth-number.ts';

const zodMessages = (v: unknown) => (ZAuthNumber.safeParse(v).error?.issues ?? []).map((i) => i.message);

describe('auth number', () => {
  it('accepts exactly six digits, trimmed', () => {
    expect(ZAuthNumber.parse(' 012345 ')).toBe('012345');
    expect(authNumberMessage('987654')).toBeNull();
  });

  it('says "enter the code" for an empty field, once', () => {
    for (const v of ['', '   ', undefined]) expect(zodMessages(v)).toEqual(['step2.msg.msg2']);
    expect(authNumberMessage(' ')).toBe('step2.msg.msg2');
  });

  it('says "6 digits" for any other non-matching input', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (v) => {
        fc.pre(v.trim() !== '' && !/^[0-9]{6}$/.test(v.trim()));
        expect(zodMessages(v)).toEqual(['step2.msg.msg3']);
        expect(authNumberMessage(v)).toBe('step2.msg.msg3');
      }),
    );
    for (const v of ['12345', '1234567', '12a456', '１２３４５６']) expect(authNumberMessage(v)).toBe('step2.msg.msg3');
  });

  it('keeps the spec constants', () => {
    expect(AUTH_CODE).toEqual({ length: 6, validitySeconds: 180, maxChecks: 5, maxSendsPerHour: 5, maxSendsPerPhonePerHour: 10 });
  });
});
