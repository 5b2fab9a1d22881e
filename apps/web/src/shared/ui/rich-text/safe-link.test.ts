import { describe, expect, it } from 'vitest';
import { toSafeHref } from './safe-link';

describe('toSafeHref', () => {
  it('takes http and https addresses, and a bare host as https', () => {
    expect(toSafeHref(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(toSafeHref('http://example.com')).toBe('http://example.com/');
    expect(toSafeHref('example.com/shop')).toBe('https://example.com/shop');
  });

  it('refuses scripts, data, mail and anything without a host', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.c', 'vbscript:x', 'https://', '', '   ']) {
      expect(toSafeHref(bad), bad).toBeNull();
    }
  });
});
