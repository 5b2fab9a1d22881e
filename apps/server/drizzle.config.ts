import { defineConfig } from 'drizzle-kit';

// The schema is every table file: the platform's own and each module's, so a new module's tables are
// found without editing a shared list.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/platform/**/*.tables.ts', './apps/server/src/modules/**/*.tables.ts'],
  out: './apps/server/drizzle',
});
