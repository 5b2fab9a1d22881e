import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, flattenRoutes } from '@po/contracts';
import { FEATURE_NAMESPACES } from '@/shared/i18n/i18n';

// A feature namespace (FEATURE_NAMESPACES) loads only with the pages that name it in the page registry. A page
// that shows one of its keys without naming it would show the raw key, so this test reads each page's code
// (its imports, static and lazy, and the contracts it takes names from) and holds the page to what it uses.

const WEB_SRC = path.resolve(import.meta.dirname, '..');
const CONTRACTS_SRC = path.resolve(WEB_SRC, '../../../packages/contracts/src');
const ROUTE_NAMES = new Set(flattenRoutes(APP_ROUTES).map((e) => e.meta.name));
const KEY = new RegExp(`['"\`](${FEATURE_NAMESPACES.join('|')})\\.([\\w.$]+)`, 'g');

const sourceCache = new Map<string, string>();
const read = (file: string) => {
  let text = sourceCache.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8');
    sourceCache.set(file, text);
  }
  return text;
};

function resolveSpecifier(specifier: string, fromFile: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(WEB_SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => /\.tsx?$/.test(f) && fs.existsSync(f));
}

/** Contracts' exported names -> their files, to follow a page's `import { X } from '@po/contracts'`. */
const contractsFileOf = (() => {
  const byName = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const m of read(full).matchAll(/export\s+(?:declare\s+)?(?:const|function|type|interface|enum|class)\s+(\w+)/g)) byName.set(m[1] ?? '', full);
      }
    }
  };
  walk(CONTRACTS_SRC);
  return (name: string) => byName.get(name);
})();

/** A module and everything it imports from the web app or names from contracts, transitively. */
function closureOf(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const source = read(file);
  for (const m of source.matchAll(/(?:from\s*|import\(\s*)['"]([^'"]+)['"]/g)) {
    const target = resolveSpecifier(m[1] ?? '', file);
    if (target) closureOf(target, into);
  }
  for (const m of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@po\/contracts['"]/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      const target = name ? contractsFileOf(name) : undefined;
      if (target) closureOf(target, into);
    }
  }
  return into;
}

function featureNamespacesIn(files: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    for (const m of read(file).matchAll(KEY)) if (m[1] && !ROUTE_NAMES.has(`${m[1]}.${m[2] ?? ''}`)) used.add(m[1]);
  }
  return used;
}

/** The registry's pages as written: route name, page module and the feature namespaces it names. */
function registryPages() {
  const source = read(path.join(WEB_SRC, 'app/page-registry.ts'));
  return [...source.matchAll(/^\s*'?([\w.]+)'?:\s*lazyPage\(\s*\(\) => import\('([^']+)'\),\s*'\w+'(?:,\s*\[([^\]]*)\])?/gm)].map((m) => ({
    name: m[1] ?? '',
    file: resolveSpecifier(m[2] ?? '', path.join(WEB_SRC, 'app/page-registry.ts')) ?? m[2] ?? '',
    declared: [...(m[3] ?? '').matchAll(/'(\w+)'/g)].map((d) => d[1] ?? ''),
  }));
}

/** The public pages as written in the public routes: `const X = lazyPage(() => [withScreenTexts(]import('...')[)], 'X', [...])`. */
function publicPages() {
  const file = path.join(WEB_SRC, 'app/router/public-routes.tsx');
  return [...read(file).matchAll(/const (\w+) = lazyPage\(\(\) => (?:withScreenTexts\()?import\('([^']+)'\)\)?,\s*'\w+'(?:,\s*\[([^\]]*)\])?/g)].map((m) => ({
    name: m[1] ?? '',
    file: resolveSpecifier(m[2] ?? '', file) ?? m[2] ?? '',
    declared: [...(m[3] ?? '').matchAll(/'(\w+)'/g)].map((d) => d[1] ?? ''),
  }));
}

describe('feature texts load with the pages that show them', () => {
  it('finds the feature keys a page uses, through its components and contracts', () => {
    const brandForm = path.join(WEB_SRC, 'features/brand/pages/brand-form-page.tsx');
    expect(featureNamespacesIn(closureOf(brandForm))).toContain('brand');
    const shared = path.join(WEB_SRC, 'shared/ui/data-table.tsx');
    expect(featureNamespacesIn(closureOf(shared)).size).toBe(0);
  });

  it('has every page name the feature namespaces its code uses', () => {
    const pages = [...registryPages(), ...publicPages()];
    expect(pages.filter((p) => p.declared.length > 0).length).toBeGreaterThan(0);
    expect(publicPages().map((p) => p.name)).toContain('PartnerPage');
    const missing = pages
      .map((p) => ({ page: p.name, missing: [...featureNamespacesIn(closureOf(p.file))].filter((ns) => !p.declared.includes(ns)) }))
      .filter((p) => p.missing.length > 0);
    expect(missing).toEqual([]);
  });

  it('keeps feature keys out of the frame and the shared code, which load before any page', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory() && full !== path.join(WEB_SRC, 'features')) walk(full);
        else if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) files.push(full);
      }
    };
    walk(WEB_SRC);
    const offenders = files.filter((f) => featureNamespacesIn([f]).size > 0).map((f) => path.relative(WEB_SRC, f));
    expect(offenders).toEqual([]);
  });
});
