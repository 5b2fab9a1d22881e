import type { CalculatePart } from './calculate-part.ts';
import { createSettlementExportService, type SettlementExportService } from './settlement-exports.service.ts';
import { createSettlementReadRepository } from './settlement-read.repository.ts';
import { createSettlementReadService, type SettlementReadService } from './settlement-read.service.ts';
import { settlementRoutes } from './settlement.routes.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    settlements: SettlementReadService;
    settlementExports: SettlementExportService;
  }
}

/** The seller's settlement lists, statement, tax invoices and VAT report, with their Excel and PDF files. */
export const settlementReadPart: CalculatePart = {
  services: ({ db, clock }, s) => {
    const repo = createSettlementReadRepository(db);
    const settlements = createSettlementReadService({ repo, supply: s.supply, clock });
    return { settlements, settlementExports: createSettlementExportService({ jobs: s.jobs, read: settlements, repo, clock }) };
  },
  routes: ({ services: s }) => [settlementRoutes({ settlements: s.settlements, exports: s.settlementExports, idempotency: s.idempotency })],
  jobHandlers: (s) => s.settlementExports.handlers,
};
