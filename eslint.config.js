// Lint: type-aware TypeScript rules plus the import boundaries of DESIGN.md ("Boundaries").
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const subfolders = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const webFeatures = subfolders('apps/web/src/features');
const serverModules = subfolders('apps/server/src/modules');

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.test-results/**', 'apps/server/drizzle/**', 'data/**', '**/*.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['scripts/*.mjs', 'eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'apps/web/e2e/**'],
    rules: { '@typescript-eslint/no-unsafe-member-access': 'off', '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-argument': 'off', '@typescript-eslint/no-unsafe-call': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // contracts imports nothing but zod.
  { files: ['packages/contracts/src/**'], ignores: ['**/*.test.ts'], rules: restrict([{ regex: '^(?!zod$|\\.)', message: 'contracts imports nothing but zod.' }]) },
  // web and server never import each other.
  { files: ['apps/server/src/**'], rules: restrict([{ regex: '^(@po/web|react|antd)|apps/web', message: 'The server never imports the web app.' }]) },
  { files: ['apps/web/src/**'], rules: restrict([{ regex: '^(@po/server|fastify|drizzle-orm|pg$)|apps/server', message: 'The web app never imports the server.' }]) },
  // shared/ is below features and app.
  { files: ['apps/web/src/shared/**'], rules: restrict([{ regex: '^@/(features|app)/', message: 'shared/ does not import features or app.' }]) },
  // A web feature does not import another feature.
  ...webFeatures.map((f) => ({
    files: [`apps/web/src/features/${f}/**`],
    rules: restrict([{ regex: `^@/(features/(?!${f}/)|app/)`, message: 'A web feature does not import another feature or the app layer.' }]),
  })),
  // A server module reaches another module only through its service.
  ...serverModules.map((m) => ({
    files: [`apps/server/src/modules/${m}/**`],
    rules: restrict([
      { regex: `^@/modules/(?!${m}/)[^/]+/.*\\.(repository|tables|routes)(\\.ts)?$`, message: 'Call another module through its service.' },
      { regex: `^\\.\\./(?!${m}/)[^/]+/.*\\.(repository|tables|routes)(\\.ts)?$`, message: 'Call another module through its service.' },
    ]),
  })),
);
