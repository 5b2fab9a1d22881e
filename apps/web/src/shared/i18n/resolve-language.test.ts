import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolve-language';

describe('language resolution', () => {
  it('uses the saved cookie first', () => {
    expect(resolveLanguage('en', ['ko-KR'])).toBe('en');
    expect(resolveLanguage('ko', ['en-US'])).toBe('ko');
  });

  it('falls back to the first supported browser language', () => {
    expect(resolveLanguage(undefined, ['fr-FR', 'en-US', 'ko'])).toBe('en');
    expect(resolveLanguage('fr', ['ko-KR'])).toBe('ko');
    expect(resolveLanguage('', ['en-GB'])).toBe('en');
  });

  it('ends in Korean', () => {
    expect(resolveLanguage(undefined, [])).toBe('ko');
    expect(resolveLanguage('de', ['fr', 'ja'])).toBe('ko');
  });
});
