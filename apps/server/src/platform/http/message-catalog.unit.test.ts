import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, LANGUAGES, flattenRoutes } from '@po/contracts';
import { MESSAGE_NAMESPACES, MESSAGES_DIR } from './messages.ts';

// The catalogue as the server reads it: both languages hold the same namespaces and keys, and every text
// is written. (contracts' messages.test.ts holds each namespace's type declaration to the files.)
const tree = (lang: string, ns: string): unknown => JSON.parse(readFileSync(join(MESSAGES_DIR, lang, `${ns}.json`), 'utf8'));

/** Every leaf of a tree as `path -> text`; list items count by index. */
function leaves(node: unknown, prefix: string, out = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) leaves(v, `${prefix}.${k}`, out);
  else out.set(prefix, node);
  return out;
}
const catalogue = (lang: string) => new Map(MESSAGE_NAMESPACES.flatMap((ns) => [...leaves(tree(lang, ns), ns)]));

describe('the message catalogue', () => {
  it('reads every namespace file, the same ones in both languages', () => {
    expect(MESSAGE_NAMESPACES).toContain('common');
    for (const lang of LANGUAGES) {
      const files = readdirSync(join(MESSAGES_DIR, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      expect(files, lang).toEqual([...MESSAGE_NAMESPACES].sort());
    }
  });

  it('has the same keys in Korean and English, and every text written', () => {
    const ko = catalogue('ko');
    const en = catalogue('en');
    expect([...en.keys()].filter((k) => !ko.has(k))).toEqual([]);
    expect([...ko.keys()].filter((k) => !en.has(k))).toEqual([]);
    for (const texts of [ko, en]) expect([...texts].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('names every route in both languages', () => {
    const titleKeys = flattenRoutes(APP_ROUTES).map((e) => e.meta.titleKey ?? 'common.noName');
    for (const lang of LANGUAGES) {
      const texts = catalogue(lang);
      expect(
        titleKeys.filter((k) => typeof texts.get(k) !== 'string'),
        lang,
      ).toEqual([]);
    }
  });
});
