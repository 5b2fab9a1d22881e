import type { CalculatePart } from './calculate-part.ts';
import { createExchangeRateRepository } from './exchange-rate.repository.ts';
import { createExchangeRatesService, type ExchangeRatesService } from './exchange-rates.service.ts';
import { createSettlementAdminRepository } from './settlement-admin.repository.ts';
import { settlementAdminRoutes } from './settlement-admin.routes.ts';
import { createSettlementEntriesRepository } from './settlement-entries.repository.ts';
import { createSettlementEntriesService, type SettlementEntriesService } from './settlement-entries.service.ts';
import { createSettlementMonthsService, type SettlementMonthsService } from './settlement-months.service.ts';
import { createTaxInvoicePublish, type TaxInvoicePublish } from './tax-invoice-publish.ts';

/** The operator's calls in one: months (confirm, publish), adjustments, holds and releases, exchange rates. */
export type SettlementAdminService = SettlementMonthsService & TaxInvoicePublish & SettlementEntriesService & ExchangeRatesService;

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    settlementAdmin: SettlementAdminService;
  }
}

/** The operator's side: months (confirm, publish), adjustments, holds and releases, exchange rates. */
export const settlementAdminPart: CalculatePart = {
  services: ({ db, clock }, s) => {
    const repo = createSettlementAdminRepository(db);
    const settlementAdmin: SettlementAdminService = {
      ...createSettlementMonthsService({ repo, supply: s.supply, jobs: s.jobs, clock }),
      ...createTaxInvoicePublish({ repo, supply: s.supply, db, clock }),
      ...createSettlementEntriesService({ repo: createSettlementEntriesRepository(db), supply: s.supply, db, clock }),
      ...createExchangeRatesService({ repo: createExchangeRateRepository(db), db, clock }),
    };
    return { settlementAdmin };
  },
  routes: ({ services }) => [settlementAdminRoutes({ admin: services.settlementAdmin, idempotency: services.idempotency })],
};
