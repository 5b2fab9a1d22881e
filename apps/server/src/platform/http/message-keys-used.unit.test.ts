import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, LANGUAGES, flattenRoutes } from '@po/contracts';
import { hasMessage, MESSAGE_NAMESPACES } from './messages.ts';

// Keys reach the catalogue from three places that typecheck cannot always see: zod issue messages in
// contracts (`'login.msg.id'`), AppError / validationError keys in the server, and t('...') calls of the
// screens. Every key written in their sources must have a text in Korean and in English.
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const NAMESPACE = new RegExp(`^(${MESSAGE_NAMESPACES.join('|')})\\.[A-Za-z0-9_.]+$`);
// Route names (`setting.account`) and menu ids share the catalogue's first words without being keys.
const ROUTE_NAMES = new Set(flattenRoutes(APP_ROUTES).map((e) => e.meta.name));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'messages' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `[file, key]` of every quoted string in the files that reads as a catalogue key. */
function quotedKeys(dir: string): [string, string][] {
  return sourceFiles(join(root, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'([A-Za-z0-9_.]+)'/g)].flatMap((m) =>
      m[1] && NAMESPACE.test(m[1]) && !ROUTE_NAMES.has(m[1]) ? [[relative(root, file), m[1]] as [string, string]] : [],
    ),
  );
}

/** The fixed part of `t(\`goodsFlow.status.${s}\`)`: the group the variable part picks from. */
function templatePrefixes(dir: string): [string, string][] {
  return sourceFiles(join(root, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(`([A-Za-z0-9_.]+)\.\$\{/g)].map((m) => [relative(root, file), m[1] ?? ''] as [string, string]),
  );
}

const missingIn = (pairs: [string, string][], has: (key: string, lang: (typeof LANGUAGES)[number]) => boolean) =>
  LANGUAGES.flatMap((lang) => pairs.filter(([, key]) => !has(key, lang)).map(([file, key]) => `${lang} ${key} (${file})`));

// A key may name a text, or a group read whole (`returnObjects`: the terms' articles).
const hasKeyOrGroup = (key: string, lang: (typeof LANGUAGES)[number]) => hasMessage(key, lang) || hasGroup(key, lang);
const groupsOf = (lang: string) => {
  const out = new Set<string>();
  for (const ns of MESSAGE_NAMESPACES) {
    const walk = (node: unknown, path: string) => {
      if (node === null || typeof node !== 'object') return;
      out.add(path);
      for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
    };
    walk(JSON.parse(readFileSync(join(root, 'packages/contracts/src/messages', lang, `${ns}.json`), 'utf8')), ns);
  }
  return out;
};
const GROUPS = Object.fromEntries(LANGUAGES.map((lang) => [lang, groupsOf(lang)])) as Record<(typeof LANGUAGES)[number], Set<string>>;
const hasGroup = (key: string, lang: (typeof LANGUAGES)[number]) => GROUPS[lang].has(key);

describe('every message key in use has a text in Korean and English', () => {
  it('keys of the contracts (zod issue messages, rule and code keys)', () => {
    const keys = quotedKeys('packages/contracts/src');
    expect(keys.length).toBeGreaterThan(50);
    expect(missingIn(keys, hasKeyOrGroup)).toEqual([]);
  });

  it('keys of the server (AppError, validationError, translate)', () => {
    const keys = quotedKeys('apps/server/src');
    expect(keys.length).toBeGreaterThan(30);
    expect(missingIn(keys, hasKeyOrGroup)).toEqual([]);
  });

  it('keys of the screens, and the groups their template keys pick from', () => {
    const keys = quotedKeys('apps/web/src');
    expect(keys.length).toBeGreaterThan(300);
    expect(missingIn(keys, hasKeyOrGroup)).toEqual([]);
    expect(missingIn(templatePrefixes('apps/web/src'), hasGroup)).toEqual([]);
  });
});
