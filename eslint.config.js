// Lint: type-aware TypeScript rules plus the import boundaries of DESIGN.md ("Boundaries").
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const subfolders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const webFeatures = subfolders('apps/web/src/features');
const serverModules = subfolders('apps/server/src/modules');

const pattern = (regex, message) => ({ regex, message });
const NO_WEB = pattern('^(@po/web|react|react-dom|antd|@/(features|shared)/)|apps/web|(^|/)web/src(/|$)', 'The server never imports the web app.');
const NO_SERVER = pattern(
  '^(@po/server|fastify|@fastify/|drizzle-orm|pg$|@/(modules|platform)/)|apps/server|(^|/)server/src(/|$)',
  'The web app never imports the server.',
);
// Two levels up leaves a feature, module or the platform: such an import says where it goes with `@/`.
const NO_CLIMB = pattern('^\\.\\./\\.\\./', 'Use the @/ alias for anything outside this folder.');
const NO_MODULES = pattern(
  '^@/(modules/|app\\.ts|services\\.ts|module-loader\\.ts|seed/)',
  'The platform imports no module (modules bring themselves through their manifests).',
);

/** One no-restricted-imports per file group, holding every boundary that applies to the group. */
export function boundaryConfigs() {
  const group = (files, patterns, ignores = []) => ({ files, ...(ignores.length ? { ignores } : {}), rules: restrict(patterns) });
  return [
    group(
      ['packages/contracts/src/**'],
      [
        pattern(
          '^(?!zod(/mini)?$|libphonenumber-js/min$|\\.)',
          'contracts imports nothing but zod (classic, or zod/mini for what the sign-in screen loads) and libphonenumber-js for rules/phone-format.ts.',
        ),
      ],
      ['**/*.test.ts'],
    ),
    group(['apps/server/src/**'], [NO_WEB], ['apps/server/src/platform/**', 'apps/server/src/modules/**']),
    group(['apps/server/src/platform/**'], [NO_WEB, NO_CLIMB, NO_MODULES], ['**/*.test.ts']),
    // A platform test may build the whole app and its rows; only the platform's code stays free of modules.
    group(['apps/server/src/platform/**/*.test.ts'], [NO_WEB]),
    ...serverModules.map((m) =>
      group(
        [`apps/server/src/modules/${m}/**`],
        [
          NO_WEB,
          NO_CLIMB,
          pattern(`^@/modules/(?!${m}/)[^/]+/.*\\.(repository|tables|routes)(\\.ts)?$`, 'Call another module through its service.'),
          pattern(`^\\.\\./(?!${m}/)[^/]+/.*\\.(repository|tables|routes)(\\.ts)?$`, 'Call another module through its service.'),
        ],
      ),
    ),
    group(['apps/web/src/**'], [NO_SERVER], ['apps/web/src/features/**', 'apps/web/src/shared/**']),
    group(['apps/web/src/shared/**'], [NO_SERVER, NO_CLIMB, pattern('^@/(features|app)/', 'shared/ does not import features or app.')]),
    ...webFeatures.map((f) =>
      group(
        [`apps/web/src/features/${f}/**`],
        [NO_SERVER, NO_CLIMB, pattern(`^@/(features/(?!${f}/)|app/)`, 'A web feature does not import another feature or the app layer.')],
      ),
    ),
  ];
}

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
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // The boundaries of DESIGN.md. Flat config lets the last matching `no-restricted-imports` win, so each
  // file group below gets one rule that holds every pattern that applies to it; the groups do not overlap.
  ...boundaryConfigs(),
);
