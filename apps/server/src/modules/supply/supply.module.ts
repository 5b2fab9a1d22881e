import { defineModule } from '@/platform/modules/module-manifest.ts';
import { authPhoneRoutes } from './auth-phone.routes.ts';
import { createAuthPhoneService, type AuthPhoneService } from './auth-phone.service.ts';
import { necessaryRoutes } from './necessary.routes.ts';
import { createNecessaryService, type NecessaryService } from './necessary.service.ts';
import { createSupplyRepository } from './supply.repository.ts';
import { createSupplyService, type SupplyService } from './supply.service.ts';
import * as supplyTables from './supply.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    supply: SupplyService;
    authPhones: AuthPhoneService;
    necessary: NecessaryService;
  }
}

/** Sellers, their accounts and authentication phones, and the mandatory-agreement step. */
export const manifest = defineModule({
  name: 'supply',
  services: ({ db, clock, config }, s) => {
    const supply = createSupplyService({ repo: createSupplyRepository(db), db, clock });
    return {
      supply,
      authPhones: createAuthPhoneService({ supply, verification: s.verification, secret: config.sessionSecret }),
      necessary: createNecessaryService({ supply, sessions: s.sessions }),
    };
  },
  routes: ({ services }) => [authPhoneRoutes({ authPhones: services.authPhones }), necessaryRoutes({ necessary: services.necessary })],
  tables: [supplyTables],
});
