import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of DESIGN.md bite: one planted violation per rule, linted with the project's own
 * eslint.config.js under the path it would have. Type-aware rules are switched off here (the planted files
 * are not on disk); the boundary rule does not need types.
 */
const root = path.resolve(import.meta.dirname, '../../..');

type Alias = [string, { root: string; dir: string }];
interface ImportCycles {
  findCycles: (files: string[], aliases: Alias[]) => string[][];
  sourceFiles: (dir: string) => string[];
}
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const CASES: [string, string, string, RegExp][] = [
  ['web never imports server (package, in a feature)', 'apps/web/src/features/delivery/x.ts', "import Fastify from 'fastify';", /never imports the server/],
  [
    'web never imports server (relative path, in shared)',
    'apps/web/src/shared/x.ts',
    "import { x } from '../../../server/src/app.ts';",
    /never imports the server|@\/ alias/,
  ],
  [
    'web never imports server (alias, in the app layer)',
    'apps/web/src/app/x.ts',
    "import { x } from '@/platform/http/app-error.ts';",
    /never imports the server/,
  ],
  ['server never imports web (in a module)', 'apps/server/src/modules/order/x.ts', "import { Button } from 'antd';", /never imports the web/],
  ['server never imports web (relative path, at the root)', 'apps/server/src/x.ts', "import { x } from '../../web/src/main.tsx';", /never imports the web/],
  [
    'a feature does not import another feature',
    'apps/web/src/features/delivery/x.ts',
    "import { x } from '@/features/admin/api/goods-flow-review';",
    /another feature/,
  ],
  ['shared does not import features', 'apps/web/src/shared/x.ts', "import { x } from '@/features/login/api/login';", /does not import features/],
  [
    'a module reaches another module only through its service (alias)',
    'apps/server/src/modules/order/x.ts',
    "import { x } from '@/modules/delivery/goods-flow.repository.ts';",
    /through its service/,
  ],
  [
    'a module reaches another module only through its service (relative)',
    'apps/server/src/modules/order/x.ts',
    "import { x } from '../delivery/delivery-loc.tables.ts';",
    /through its service/,
  ],
  [
    'the platform imports no module',
    'apps/server/src/platform/jobs/x.ts',
    "import { x } from '@/modules/login/login.service.ts';",
    /platform imports no module/,
  ],
  [
    'the platform imports no composition root',
    'apps/server/src/platform/jobs/x.ts',
    "import type { Services } from '@/services.ts';",
    /platform imports no module/,
  ],
  ['contracts import nothing but zod', 'packages/contracts/src/order/x.ts', "import Fastify from 'fastify';", /nothing but zod/],
];

describe('lint boundaries', () => {
  it.each(CASES)(
    '%s',
    async (_what, filePath, code, message) => {
      const errors = await boundaryErrors(filePath, `${code}\nexport const used = x;\n`);
      expect(
        errors.some((e) => message.test(e)),
        errors.join('\n') || 'no boundary error',
      ).toBe(true);
    },
    60_000,
  );

  it('lets the allowed imports through', async () => {
    expect(
      await boundaryErrors('apps/server/src/modules/order/x.ts', "import { x } from '@/modules/delivery/delivery-loc.service.ts';\nexport const y = x;\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/features/delivery/x.ts',
        "import { x } from '@/shared/format/date';\nimport { z } from 'zod';\nexport const y = [x, z];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'packages/contracts/src/order/x.ts',
        "import { z } from 'zod';\nimport { y } from '../common/paging.ts';\nexport const w = [z, y];\n",
      ),
    ).toEqual([]);
  }, 60_000);
});

describe('import cycles', () => {
  const write = (dir: string, files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
  };

  it('finds a cycle through relative and alias imports, and ignores type-only and lazy imports', async () => {
    const { findCycles, sourceFiles } = (await import(pathToFileURL(path.join(root, 'scripts/lib/import-cycles.mjs')).href)) as ImportCycles;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    write(dir, {
      'app.ts': "import { services } from './services.ts';\nexport const app = services;\n",
      'services.ts': "import { app } from '@/app.ts';\nexport const services = app;\n",
      'typed-a.ts': "import type { B } from './typed-b';\nexport type A = B;\n",
      'typed-b.ts': "import { type A } from './typed-a';\nexport const b = 1;\nexport type B = A;\n",
      'lazy-a.ts': "export const a = () => import('./lazy-b');\n",
      'lazy-b.ts': "import { a } from './lazy-a';\nexport const b = a;\n",
    });
    const cycles = findCycles(sourceFiles(dir), [['@/', { root: dir, dir }]]);
    expect(cycles.map((c) => c.map((f) => path.basename(f)))).toEqual([['app.ts', 'services.ts']]);
    fs.rmSync(dir, { recursive: true });
  });
});
