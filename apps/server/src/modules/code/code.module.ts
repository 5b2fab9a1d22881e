import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createCodeRepository } from './code.repository.ts';
import { codeRoutes } from './code.routes.ts';
import { createCodeService, type CodeService } from './code.service.ts';
import * as codeTables from './code.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    codes: CodeService;
  }
}

/** Reference code lists (banks, carriers, phone prefixes, ...). */
export const manifest = defineModule({
  name: 'code',
  services: ({ db }) => ({ codes: createCodeService({ repo: createCodeRepository(db) }) }),
  routes: ({ services }) => [codeRoutes({ codes: services.codes })],
  tables: [codeTables],
});
