import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Three projects: pure rules (node), web components (jsdom) and HTTP specs against a real database.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, which left a
    // core idle while the database-backed files ran one by one. Files are independent (each opens its own
    // database), so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias: { '@': dir('./apps/server/src') } },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          // Property tests run a hundred cases; beside a CPU hog one took 5.3 s. The limit only bounds a hang.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': dir('./apps/web/src'), '@messages': dir('./packages/contracts/src/messages') } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: [dir('./apps/web/src/test/setup.ts')],
          // antd renders slowly in jsdom: at a load of 14 on two cores single tests took 17-20 s, and a form
          // test that types into many boxes 48 s. The limit only bounds a test that hangs; a passing test is
          // not slowed by it.
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias: { '@': dir('./apps/server/src') } },
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          globalSetup: [dir('./apps/server/src/test/global-setup.ts')],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
