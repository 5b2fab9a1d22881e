import { describe, expect, it } from 'vitest';
import { passwordMessages } from './password-form';

describe('change-password form rules', () => {
  it('gives one message per item, in form order, with the shared rule keys', () => {
    expect(passwordMessages('partner01', {})).toEqual([
      { name: ['passwd'], messageKey: 'password.rule.required' },
      { name: ['newPasswd'], messageKey: 'password.rule.required' },
      { name: ['newPasswdChk'], messageKey: 'password.rule.required' },
    ]);
    expect(passwordMessages('partner01', { passwd: 'Fashion#2026', newPasswd: 'Fashion#2026', newPasswdChk: 'x' })).toEqual([
      { name: ['newPasswd'], messageKey: 'password.rule.sameAsCurrent' },
      { name: ['newPasswdChk'], messageKey: 'password.rule.confirmMismatch' },
    ]);
    expect(passwordMessages('partner01', { passwd: 'Fashion#2026', newPasswd: 'Spring#Wave47', newPasswdChk: 'Spring#Wave47' })).toEqual([]);
  });
});
