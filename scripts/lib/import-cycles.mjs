// Import cycles among the project's own files. A cycle makes module initialisation order depend on which
// file is loaded first (a value read before it is defined). Only runtime imports count: `import type` and
// `export type` vanish at build time, and `import()` loads later, so neither can cycle at start.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
// An import or re-export clause never holds a semicolon, so a match never runs into the next statement.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)([^;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const BRACES_ONLY = /^\s*\{([^}]*)\}\s*from\s+$/;

/** Every source file under `dir`, skipping tests, builds and dependencies. */
export function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'e2e', 'drizzle'].includes(entry.name)) out.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

/** The runtime import specifiers of a file's text (type-only imports and `import()` left out). */
export function runtimeImports(text) {
  const specs = [];
  for (const [, clause = '', spec] of text.matchAll(STATIC_IMPORT)) {
    // `import { type A, type B } from` is type-only too; `import X, { type A }` is not.
    const names = clause
      .match(BRACES_ONLY)?.[1]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (!names?.length || !names.every((n) => n.startsWith('type '))) specs.push(spec);
  }
  return specs;
}

function resolveFile(base) {
  const candidates = [base, ...['.ts', '.tsx', '.mjs', '.js'].map((e) => base + e), ...['index.ts', 'index.tsx'].map((i) => path.join(base, i))];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'));
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

/** Resolves a specifier written in `from` to a project file, or undefined for a package. */
export function resolveImport(spec, from, aliases) {
  if (spec.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), spec));
  for (const [prefix, target] of aliases) {
    if (spec.startsWith(prefix) && from.startsWith(target.root)) return resolveFile(path.join(target.dir, spec.slice(prefix.length)));
  }
  return undefined;
}

/** The cycles of the import graph (Tarjan's strongly connected components of more than one file, or a self-import). */
export function findCycles(files, aliases) {
  const edges = new Map(
    files.map((f) => [
      f,
      runtimeImports(fs.readFileSync(f, 'utf8'))
        .map((s) => resolveImport(s, f, aliases))
        .filter(Boolean),
    ]),
  );
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const f of files) if (!idx.has(f)) visit(f);
  return cycles;
}
