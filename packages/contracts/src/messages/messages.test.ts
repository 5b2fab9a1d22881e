/// <reference types="node" />
// contracts has no Node types of its own (it runs in the browser too); this test reads the folder.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../common/language.ts';
import type { TMessageKey, TMessageNamespace, TTextKey } from './catalog.ts';

// No list names the namespaces (catalog.ts): the files are the list. This holds the three files of each
// namespace together: messages/ko/<ns>.json, messages/en/<ns>.json and its type, messages/<ns>.ts.
const dir = fileURLToPath(new URL('.', import.meta.url));
const namesIn = (folder: string, ext: string) =>
  readdirSync(folder)
    .filter((f) => f.endsWith(ext) && !f.endsWith(`.test${ext}`))
    .map((f) => f.slice(0, -ext.length))
    .sort();
const namespaces = namesIn(join(dir, 'ko'), '.json');

/** Every key of a file as `path -> kind`: a text, a list, or anything else (which no key may be). */
function shape(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, 'text');
  else if (Array.isArray(node)) out.set(prefix, 'list');
  else if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) shape(v, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, typeof node);
  return out;
}
const read = (lang: string, ns: string): unknown => JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8'));

describe('the message catalogue files', () => {
  it('has the same namespace files in every language', () => {
    expect(namespaces).toContain('common');
    for (const lang of LANGUAGES) expect(namesIn(join(dir, lang), '.json'), lang).toEqual(namespaces);
  });

  it('types every namespace from its Korean file, in a file of its own named after it', () => {
    expect(namesIn(dir, '.ts').filter((f) => f !== 'catalog')).toEqual(namespaces);
    for (const ns of namespaces) {
      const source = readFileSync(join(dir, `${ns}.ts`), 'utf8');
      expect(source, ns).toContain(`import type texts from './ko/${ns}.json';`);
      expect(source, ns).toMatch(new RegExp(`declare module './catalog\\.ts' \\{\\s*interface TMessageCatalog \\{\\s*${ns}: typeof texts;\\s*\\}\\s*\\}`));
    }
  });

  it('holds English to the Korean keys, texts to texts and lists to lists', () => {
    for (const ns of namespaces) expect(Object.fromEntries(shape(read('en', ns))), ns).toEqual(Object.fromEntries(shape(read('ko', ns))));
    for (const ns of namespaces)
      expect(
        [...shape(read('ko', ns)).values()].filter((kind) => kind !== 'text' && kind !== 'list'),
        ns,
      ).toEqual([]);
  });

  it('types keys from the files: an unknown key or namespace fails typecheck', () => {
    const known: TMessageKey[] = ['login.msg.id', 'common.button.cancel'];
    const text: TTextKey = 'login.msg.id';
    const namespace: TMessageNamespace = 'login';
    // @ts-expect-error not a key of the catalogue
    const unknownKey: TMessageKey = 'login.msg.nope';
    // @ts-expect-error not a key of the catalogue
    const unknownText: TTextKey = 'nope.msg.id';
    // @ts-expect-error not a namespace
    const unknownNamespace: TMessageNamespace = 'nope';
    expect([...known, text, namespace, unknownKey, unknownText, unknownNamespace]).toHaveLength(7);
  });
});
