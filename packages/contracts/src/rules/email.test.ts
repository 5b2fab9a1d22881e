import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidEmailDomain, isValidEmailLocal, joinEmail, ZEmail, ZEmailParts } from './email.ts';

const messages = (schema: typeof ZEmail | typeof ZEmailParts, v: unknown) =>
  (schema.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('email', () => {
  it('accepts ordinary addresses', () => {
    for (const e of ['seller@naver.com', 'first.last+tag@mail.co.kr', 'a_b-c%d@sub-domain.example.org']) expect(isValidEmail(e)).toBe(true);
  });

  it('rejects malformed ones', () => {
    for (const e of [
      '',
      'seller',
      '@naver.com',
      'seller@',
      'seller@naver',
      '.seller@naver.com',
      'sel..ler@naver.com',
      'seller.@naver.com',
      'seller@-naver.com',
      'seller@naver-.com',
      'seller@naver..com',
      'seller@naver.c0m',
      'sel ler@naver.com',
      '판매자@naver.com',
      'a@b@naver.com',
    ]) {
      expect(isValidEmail(e)).toBe(false);
    }
  });

  it('caps each part at 25 and the whole at 80', () => {
    expect(isValidEmailLocal('a'.repeat(25))).toBe(true);
    expect(isValidEmailLocal('a'.repeat(26))).toBe(false);
    expect(isValidEmailDomain(`${'d'.repeat(21)}.com`)).toBe(true);
    expect(isValidEmailDomain(`${'d'.repeat(22)}.com`)).toBe(false);
    expect(messages(ZEmail, `${'a'.repeat(26)}@naver.com`)).toEqual([':email.msg.length']);
    expect(messages(ZEmail, `${'a'.repeat(81)}`)).toEqual([':email.msg.length']);
  });

  it('validates the two boxes of the form, naming each', () => {
    expect(ZEmailParts.parse({ local: ' seller ', domain: 'naver.com' })).toEqual({ local: 'seller', domain: 'naver.com' });
    expect(messages(ZEmailParts, { local: '', domain: '' })).toEqual(['local:email.msg.required', 'domain:email.msg.required']);
    expect(messages(ZEmailParts, { local: 'sel ler', domain: 'naver' })).toEqual(['local:email.msg.pattern', 'domain:email.msg.pattern']);
    expect(messages(ZEmailParts, { local: 'a'.repeat(26), domain: 'naver.com' })).toEqual(['local:email.msg.length']);
  });

  it('joins the boxes as the calls send them', () => {
    expect(joinEmail(' seller ', 'naver.com ')).toBe('seller@naver.com');
    expect(ZEmail.parse(joinEmail('seller', 'naver.com'))).toBe('seller@naver.com');
    expect(messages(ZEmail, '  ')).toEqual([':email.msg.required']);
    expect(messages(ZEmail, 'seller@naver')).toEqual([':email.msg.pattern']);
  });
});
