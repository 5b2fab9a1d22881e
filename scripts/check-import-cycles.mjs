// Part of `npm run lint`: fails when the project's own files import each other in a cycle.
import path from 'node:path';
import { findCycles, sourceFiles } from './lib/import-cycles.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (p) => path.join(root, p);
// Each app's `@/` alias points into its own src.
const aliases = [
  ['@/', { root: at('apps/server/src'), dir: at('apps/server/src') }],
  ['@/', { root: at('apps/web/src'), dir: at('apps/web/src') }],
  ['@po/contracts', { root, dir: at('packages/contracts/src/index') }],
];
const files = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'].flatMap((d) => sourceFiles(at(d)));
const cycles = findCycles(files, aliases);
for (const cycle of cycles) console.error(`import cycle:\n  ${cycle.map((f) => path.relative(root, f)).join('\n  ')}`);
if (cycles.length) process.exit(1);
console.log(`no import cycles among ${files.length} files`);
