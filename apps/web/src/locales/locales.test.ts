import { describe, expect, it } from 'vitest';
import { APP_ROUTES, LANGUAGES, flattenRoutes } from '@po/contracts';
import { i18n } from '@/shared/i18n/i18n';
import { LOCALE_RESOURCES } from './index';

/** Every leaf key path of a translation tree; array items count by index. */
function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (tree === null || typeof tree !== 'object') return [`${prefix} (not text)`];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

const files = (lang: (typeof LANGUAGES)[number]) => LOCALE_RESOURCES[lang];

describe('translations', () => {
  it('has the same files in every language', () => {
    const [first, ...rest] = LANGUAGES;
    const names = Object.keys(files(first)).sort();
    expect(names.length).toBeGreaterThan(0);
    for (const lang of rest) expect(Object.keys(files(lang)).sort()).toEqual(names);
  });

  it('has the same keys in Korean and English, and no empty text', () => {
    const ko = leafKeys(files('ko'));
    const en = leafKeys(files('en'));
    expect(en.filter((k) => !ko.includes(k))).toEqual([]);
    expect(ko.filter((k) => !en.includes(k))).toEqual([]);
    for (const lang of LANGUAGES) {
      const empty = leafKeys(files(lang)).filter((k) => i18n.getResource(lang, 'translation', k) === '');
      expect(empty).toEqual([]);
    }
  });

  it('translates every route title in both languages', () => {
    const titleKeys = flattenRoutes(APP_ROUTES).map((e) => e.meta.titleKey ?? 'common.noName');
    for (const lang of LANGUAGES) {
      const missing = titleKeys.filter((k) => typeof i18n.getResource(lang, 'translation', k) !== 'string');
      expect(missing, `missing in ${lang}`).toEqual([]);
    }
  });
});
