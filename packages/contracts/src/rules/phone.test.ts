import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, phonePartsFromList, splitIntlPhone, stripNonDigits, ZIntlPhone, ZPhoneParts } from './phone.ts';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}:${i.message}`);

describe('stripNonDigits', () => {
  it('drops Korean and every other non-digit, keeping full-width digits as ASCII', () => {
    expect(stripNonDigits('010-12ㄱ34 가5678')).toBe('01012345678');
    expect(stripNonDigits('０１０abc')).toBe('010');
    expect(stripNonDigits('')).toBe('');
  });

  it('always answers ASCII digits only, and leaves digit strings unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(stripNonDigits(s)).toMatch(/^[0-9]*$/);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789') }), (d) => {
        expect(stripNonDigits(d)).toBe(d);
      }),
    );
  });
});

describe('formatPhone', () => {
  it('splits 11 digits 3-4-4 and 10 digits 3-3-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
  });

  it('leaves other lengths as plain digits', () => {
    expect(formatPhone('021234567')).toBe('021234567');
    expect(formatPhone('')).toBe('');
  });

  it('keeps every digit in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 11 }), (d) => {
        expect(formatPhone(d).replaceAll('-', '')).toBe(d);
      }),
    );
  });
});

describe('ZPhoneParts', () => {
  const ok = { phone1: '010', phone2: '1234', phone3: '5678' };

  it('accepts a 3- or 4-digit middle and a 4-digit last part', () => {
    expect(ZPhoneParts.parse(ok)).toEqual(ok);
    expect(ZPhoneParts.parse({ phone1: '02', phone2: ' 123 ', phone3: '4567' })).toEqual({ phone1: '02', phone2: '123', phone3: '4567' });
  });

  it('names the part that is missing or wrong, once each', () => {
    expect(issues(ZPhoneParts.safeParse({ phone1: '', phone2: '', phone3: '' }))).toEqual([
      'phone1:phone.msg.prefix',
      'phone2:phone.msg.middle',
      'phone3:phone.msg.last',
    ]);
    expect(issues(ZPhoneParts.safeParse({ ...ok, phone2: '12' }))).toEqual(['phone2:phone.msg.middle']);
    expect(issues(ZPhoneParts.safeParse({ ...ok, phone2: '12345' }))).toEqual(['phone2:phone.msg.middle']);
    expect(issues(ZPhoneParts.safeParse({ ...ok, phone2: '12a4' }))).toEqual(['phone2:phone.msg.middle']);
    expect(issues(ZPhoneParts.safeParse({ ...ok, phone3: '567' }))).toEqual(['phone3:phone.msg.last']);
    expect(issues(ZPhoneParts.safeParse({ ...ok, phone3: '56789' }))).toEqual(['phone3:phone.msg.last']);
    expect(issues(ZPhoneParts.safeParse({ phone2: '1234', phone3: '5678' }))).toEqual(['phone1:phone.msg.prefix']);
  });

  it('checks the first part against a loaded code list', () => {
    const schema = phonePartsFromList(['010', '011']);
    expect(schema.safeParse(ok).success).toBe(true);
    expect(issues(schema.safeParse({ ...ok, phone1: '019' }))).toEqual(['phone1:phone.msg.prefix']);
  });
});

describe('international phone', () => {
  it('takes 9 to 28 digits', () => {
    expect(ZIntlPhone.parse('123456789')).toBe('123456789');
    expect(ZIntlPhone.parse('1'.repeat(28))).toBe('1'.repeat(28));
    for (const v of ['', '12345678', '1'.repeat(29), '+81312345678']) expect(issues(ZIntlPhone.safeParse(v))).toEqual([':phone.msg.intl']);
  });

  it('splits 4/4/rest for the call', () => {
    expect(splitIntlPhone('81312345678')).toEqual({ phone1: '8131', phone2: '2345', phone3: '678' });
  });
});
