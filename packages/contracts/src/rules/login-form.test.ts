import { describe, expect, it } from 'vitest';
import { ZLoginForm } from './login-form.ts';

const messages = (input: unknown) => (ZLoginForm.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('ZLoginForm', () => {
  it('accepts and trims a valid form', () => {
    expect(ZLoginForm.parse({ loginId: '  seller01 ', password: ' abcd ' })).toEqual({ loginId: 'seller01', password: 'abcd' });
  });

  it('answers the spec key for a missing, short or long id', () => {
    for (const loginId of [undefined, '', '   ', 'ab', ' ab ', 'a'.repeat(21)]) {
      expect(messages({ loginId, password: 'abcd' })).toEqual(['loginId:login.msg.id']);
    }
    expect(messages({ loginId: 'abc', password: 'abcd' })).toEqual([]);
    expect(messages({ loginId: 'a'.repeat(20), password: 'abcd' })).toEqual([]);
  });

  it('answers the spec key for a missing, short or long password', () => {
    for (const password of [undefined, '', 'abc', '  abc  ', 'a'.repeat(21)]) {
      expect(messages({ loginId: 'seller01', password })).toEqual(['password:login.msg.pw']);
    }
    expect(messages({ loginId: 'seller01', password: 'a'.repeat(20) })).toEqual([]);
  });

  it('reports both fields at once', () => {
    expect(messages({})).toEqual(['loginId:login.msg.id', 'password:login.msg.pw']);
  });
});
