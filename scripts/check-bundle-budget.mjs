#!/usr/bin/env node
// The first screen's weight (issue 9, item 10): what each route downloads, in gzipped JavaScript, read from
// the web build's manifest. A route loads the entry chunk and its static imports, the start texts of one
// language, the signed-in shell (pages inside the layout), its own lazy page with its static imports, and
// the texts of the other screens when its page or frame loads them (`withScreenTexts`), and the texts of its
// business area when the page registry names them (FEATURE_NAMESPACES).
// Prints a markdown table; exits 1 when a route is over its budget. Routes not yet brought under it are listed
// in bundle-ceilings.json with the size they had when it was written: they may not grow (a ratchet), and an
// entry is dropped once its route is under budget. The issue stays open while the file lists any route.
//
//   node scripts/check-bundle-budget.mjs            table + budget check (run `npm run build` first)
//   node scripts/check-bundle-budget.mjs --json     the same numbers as JSON, for other scripts
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'apps/web');
const DIST = join(WEB, 'dist');
const MANIFEST = join(DIST, '.vite/manifest.json');

/** Budgets in kB (1,000 bytes, as Vite reports them) of gzipped JavaScript. */
export const BUDGET = { signIn: 300, anyRoute: 450 };
const SIGN_IN_ROUTE = '/login';
const CEILINGS = join(ROOT, 'scripts/bundle-ceilings.json');
/** Known overruns (route -> kB it may not exceed); see the header. */
const ceilings = existsSync(CEILINGS) ? JSON.parse(readFileSync(CEILINGS, 'utf8')) : {};

/** Modules every page of the signed-in area loads besides its own (when they are lazy chunks of their own). */
const SIGNED_IN_SHELL = ['src/app/router/signed-in-area.tsx', 'src/app/layout/main-layout.tsx'];

const read = (path) => readFileSync(path, 'utf8');
const gzipCache = new Map();
function gzipBytes(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** `@/features/x/pages/y` -> the manifest key `src/features/x/pages/y.tsx`. */
function manifestKeyOf(manifest, specifier) {
  const base = specifier.replace(/^@\//, 'src/');
  const key = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((k) => manifest[k]);
  if (!key) throw new Error(`${specifier} is not a chunk of the build (is the build stale?)`);
  return key;
}

/** Files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  if (chunk.file.endsWith('.js')) into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/**
 * Public routes: `const X = lazyPage(() => import('<module>'), 'X', [feature namespaces])` (or
 * `withScreenTexts(import(...))`, which loads the other screens' texts with the page) and `{ path: '/p', element: page(X) }`.
 */
function publicRoutes() {
  const source = read(join(WEB, 'src/app/router/public-routes.tsx'));
  const pages = Object.fromEntries(
    [...source.matchAll(/const (\w+) = lazyPage\(\(\) => (withScreenTexts\()?import\('([^']+)'\)\)?,\s*'\w+'(?:,\s*\[([^\]]*)\])?/g)].map((m) => [
      m[1],
      { module: m[3], screenTexts: Boolean(m[2]), featureTexts: [...(m[4] ?? '').matchAll(/'(\w+)'/g)].map((ns) => ns[1]) },
    ]),
  );
  return [...source.matchAll(/path: '([^']+)', element: page\((\w+)\)/g)].map((m) => ({ route: m[1], ...pages[m[2]], signedIn: false }));
}

/**
 * Signed-in pages of the page registry, one row per page module (the placeholder serves many names), with the
 * feature namespaces each names (`lazyPage(() => import(...), 'Page', ['brand'])`), loaded with the page.
 */
function registryRoutes() {
  const source = read(join(WEB, 'src/app/page-registry.ts'));
  const placeholder = /PlaceholderPage = lazyPage\(\(\) => import\('([^']+)'\)/.exec(source)?.[1];
  const byModule = new Map();
  const pattern = /^\s*'?([\w.]+)'?:\s*(?:(PlaceholderPage)|lazyPage\(\s*\(\) => import\('([^']+)'\),\s*'\w+'(?:,\s*\[([^\]]*)\])?)/gm;
  for (const m of source.matchAll(pattern)) {
    const module = m[2] ? placeholder : m[3];
    const entry = byModule.get(module) ?? { names: [], featureTexts: new Set() };
    entry.names.push(m[1]);
    for (const ns of (m[4] ?? '').matchAll(/'(\w+)'/g)) entry.featureTexts.add(ns[1]);
    byModule.set(module, entry);
  }
  return [...byModule].map(([module, { names, featureTexts }]) => ({
    route: names.length > 1 ? `${names[0]} and ${names.length - 1} more (placeholder)` : names[0],
    module,
    signedIn: true,
    // The signed-in frame loads the other screens' texts with itself (lazy-frames.tsx).
    screenTexts: true,
    featureTexts: [...featureTexts],
  }));
}

/** Namespace names of `const NAME = [...]` or `NAME = ...filter(...)` in i18n.ts. */
function namespaceList(i18nSource, name) {
  const list = new RegExp(`${name} = \\[([^\\]]*)\\]`).exec(i18nSource)?.[1];
  if (list === undefined) throw new Error(`i18n.ts has no ${name} list`);
  return [...list.matchAll(/'(\w+)'/g)].map((m) => m[1]);
}

/**
 * The texts of the heavier language, in three parts: `start` (STARTUP_NAMESPACES, loaded before the first
 * paint), `screens` (every other namespace but the documents and the feature namespaces, loaded with the
 * signed-in frame and the public pages other than sign-in) and `features` (FEATURE_NAMESPACES, each loaded
 * with the pages that name it). The documents load with the screens that show them.
 */
function textFiles(manifest) {
  const i18nSource = read(join(WEB, 'src/shared/i18n/i18n.ts'));
  const documents = namespaceList(i18nSource, 'DOCUMENT_NAMESPACES');
  const startup = namespaceList(i18nSource, 'STARTUP_NAMESPACES');
  const features = namespaceList(i18nSource, 'FEATURE_NAMESPACES');
  const byLanguage = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = /messages\/(\w+)\/(\w+)\.json$/.exec(key);
    if (!m || documents.includes(m[2])) continue;
    const texts = byLanguage.get(m[1]) ?? { start: [], screens: [], features: {} };
    if (startup.includes(m[2])) texts.start.push(chunk.file);
    else if (features.includes(m[2])) texts.features[m[2]] = chunk.file;
    else texts.screens.push(chunk.file);
    byLanguage.set(m[1], texts);
  }
  const total = (t) => [...t.start, ...t.screens, ...Object.values(t.features)].reduce((sum, f) => sum + gzipBytes(f), 0);
  return [...byLanguage.values()].sort((a, b) => total(b) - total(a))[0] ?? { start: [], screens: [], features: {} };
}

export function measureRoutes() {
  if (!existsSync(MANIFEST)) throw new Error('no build manifest: run `npm run build` first');
  const manifest = JSON.parse(read(MANIFEST));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = staticClosure(manifest, entryKey);
  const texts = textFiles(manifest);
  const shell = new Set();
  for (const key of SIGNED_IN_SHELL) if (manifest[key]?.isDynamicEntry) staticClosure(manifest, key, shell);

  const rows = [...publicRoutes(), ...registryRoutes()].map(({ route, module, signedIn, screenTexts, featureTexts = [] }) => {
    const files = new Set([
      ...entry,
      ...texts.start,
      ...(screenTexts ? texts.screens : []),
      ...featureTexts.map((ns) => texts.features[ns]).filter(Boolean),
      ...(signedIn ? shell : []),
      ...staticClosure(manifest, manifestKeyOf(manifest, module)),
    ]);
    const bytes = [...files].reduce((sum, f) => sum + gzipBytes(f), 0);
    const budget = route === SIGN_IN_ROUTE ? BUDGET.signIn : BUDGET.anyRoute;
    const ceiling = ceilings[route];
    return { route, kB: Math.round(bytes / 100) / 10, budget, over: bytes > budget * 1000, ceiling, failed: bytes > Math.max(budget, ceiling ?? 0) * 1000 };
  });
  const largest = [...new Set([...entry, ...shell])].map((file) => ({ file, kB: Math.round(gzipBytes(file) / 100) / 10 }));
  return { rows, entryChunks: largest.sort((a, b) => b.kB - a.kB) };
}

function table({ rows }) {
  const lines = ['| route | JS kB gzip | budget |', '|---|---:|---:|'];
  const mark = (r) => (!r.over ? String(r.budget) : r.failed ? `**over ${r.budget}**` : `over ${r.budget}, held under ${r.ceiling}`);
  for (const r of rows) lines.push(`| ${r.route === SIGN_IN_ROUTE ? `**${r.route}** (sign-in)` : r.route} | ${r.kB.toFixed(1)} | ${mark(r)} |`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const result = measureRoutes();
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(result, null, 2));
    } else {
      console.log(table(result));
      console.log(
        `\nlargest chunks of the entry and the signed-in shell: ${result.entryChunks
          .slice(0, 8)
          .map((c) => `${c.file.replace(/^assets\//, '')} ${c.kB}`)
          .join(', ')}`,
      );
    }
    const held = result.rows.filter((r) => r.over && !r.failed);
    if (held.length) console.log(`\n${held.length} routes are over budget and held at their recorded size (scripts/bundle-ceilings.json).`);
    const stale = Object.keys(ceilings).filter((route) => !result.rows.some((r) => r.route === route && r.over));
    if (stale.length) console.log(`under budget now, drop from bundle-ceilings.json: ${stale.join(', ')}`);
    const failed = result.rows.filter((r) => r.failed);
    if (failed.length) {
      console.error(`\nbundle budget exceeded: ${failed.map((r) => `${r.route} ${r.kB} kB > ${Math.max(r.budget, r.ceiling ?? 0)} kB`).join('; ')}`);
      process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
