import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Three projects: pure rules (node), web components (jsdom) and HTTP specs against a real database.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': dir('./apps/server/src') } },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
        },
      },
      {
        resolve: { alias: { '@': dir('./apps/web/src') } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: [dir('./apps/web/src/test/setup.ts')],
          // antd renders slowly in jsdom; under a loaded machine 5 s was seen to be too short.
          testTimeout: 15_000,
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
