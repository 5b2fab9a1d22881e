import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import {
  checkPasswordChange,
  PASSWORD_LIMITS,
  PASSWORD_RULE_CODES,
  PASSWORD_RULE_MESSAGE_KEYS,
  passwordStrengthClasses,
  validateNewPassword,
} from './password.ts';

const change = (newPassword: string, extra: Partial<Parameters<typeof checkPasswordChange>[0]> = {}) =>
  checkPasswordChange({ mgrId: 'seller01', currentPassword: 'Old#Pass7', newPassword, newPasswordConfirm: newPassword, ...extra });
const codes = (pw: string, ctx: Parameters<typeof validateNewPassword>[1] = {}) => validateNewPassword(pw, { inputMax: PASSWORD_LIMITS.inputMax, ...ctx });

describe('password rules, examples', () => {
  it('accepts a typical strong password', () => {
    expect(change('Sky#Blue2024')).toEqual([]);
  });

  it('requires all three fields, trimmed', () => {
    expect(checkPasswordChange({ mgrId: 'seller01', currentPassword: ' ', newPassword: '', newPasswordConfirm: '\t' })).toEqual([
      { field: 'currentPassword', code: 'required' },
      { field: 'newPassword', code: 'required' },
      { field: 'newPasswordConfirm', code: 'required' },
    ]);
  });

  it('trims before checking, so edge spaces do not count', () => {
    expect(change('  Sky#Blue2024  ', { newPasswordConfirm: 'Sky#Blue2024' })).toEqual([]);
  });

  it('caps input at 50 on change and 15 on sign-up', () => {
    const long = 'Ab1!'.repeat(13);
    expect(change(long)).toContainEqual({ field: 'newPassword', code: 'tooLong' });
    expect(change('Sky#Blue2024xyZw9876', { currentPassword: 'x'.repeat(51) })).toContainEqual({ field: 'currentPassword', code: 'tooLong' });
    expect(validateNewPassword('Sky#Blue2024Mn8')).toEqual([]);
    expect(validateNewPassword('Sky#Blue2024Mn8q')).toEqual(['tooLong']);
  });

  it('takes 8 to 20 characters', () => {
    expect(codes('Sk#Blu27')).toEqual([]);
    expect(codes('Sk#Blu2')).toEqual(['length']);
    expect(codes('Sky#Blue2024Mn8q$wZ_')).toEqual([]);
    expect(codes('Sky#Blue2024Mn8q$wZ_X')).toEqual(['length']);
  });

  it('needs two classes at 10 characters and three at 8', () => {
    expect(codes('skyblue')).toEqual(['length', 'classes']);
    expect(codes('skyblueway')).toEqual(['classes']);
    expect(codes('skyblue72')).toEqual(['classes']);
    expect(codes('skyblue729')).toEqual([]);
    expect(codes('skyblue7!')).toEqual([]);
  });

  it('rejects a character three times anywhere, case-sensitively', () => {
    expect(codes('a1!a2@a3#')).toEqual(['repeatedChar']);
    expect(codes('Sky#Blue2000')).toEqual(['repeatedChar']);
    expect(codes('aA1!a2@B3#')).toEqual([]);
  });

  it('rejects ascending and descending letters and digits, any case', () => {
    for (const pw of ['xAbc7!Qz', 'xCBA7!Qz', 'Qx!123wz', 'Qx!321wz', 'Qx!xYZ4w']) expect(codes(pw)).toContain('sequence');
    // No wrap-around, gaps are fine, and symbols never form a sequence.
    for (const pw of ['Qx!890wz', 'Qx!yza4w', 'Qx!ace4w', 'Qx!135wz', 'Qx#$%4wz', 'Qx?@A4wz']) expect(codes(pw)).not.toContain('sequence');
  });

  it('rejects the current password and the id, case-insensitively for the id', () => {
    expect(change('Old#Pass7')).toContainEqual({ field: 'newPassword', code: 'sameAsCurrent' });
    expect(change('old#pass7')).not.toContainEqual({ field: 'newPassword', code: 'sameAsCurrent' });
    expect(codes('SELLER01', { mgrId: 'seller01' })).toContain('containsId');
    expect(codes('x!SeLLer01Z', { mgrId: 'seller01' })).toEqual(['containsId']);
    expect(codes('x!Ller9#Zq', { mgrId: 'seller01' })).toEqual(['sharesRunWithId']);
    // Ids shorter than 6 only forbid containing the whole id.
    expect(codes('x!Kimo9#Zq', { mgrId: 'jkimo' })).toEqual([]);
  });

  it('rejects well-known passwords in any case', () => {
    expect(codes('Password1!')).toEqual(['common']);
    expect(codes('SAMSUNG1!')).toEqual(['common']);
  });

  it('keeps the blocklist lower-case, of allowed characters and about a hundred long', () => {
    for (const pw of COMMON_PASSWORDS) expect(pw).toMatch(/^[a-z0-9~.!@#$%^&*?_]+$/);
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
  });

  it('has a message key for every code', () => {
    for (const code of PASSWORD_RULE_CODES) expect(PASSWORD_RULE_MESSAGE_KEYS[code]).toBe(`password.rule.${code}`);
  });

  it('counts classes', () => {
    expect([
      passwordStrengthClasses(''),
      passwordStrengthClasses('abc'),
      passwordStrengthClasses('aB'),
      passwordStrengthClasses('aB1'),
      passwordStrengthClasses('aB1~'),
    ]).toEqual([0, 1, 2, 3, 4]);
    expect(passwordStrengthClasses('ab-')).toBe(1);
  });
});
