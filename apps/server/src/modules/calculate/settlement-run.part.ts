import { ZSettleYm } from '@po/contracts';
import { z } from 'zod';
import type { CalculatePart } from './calculate-part.ts';
import { createSettlementRunRepository } from './settlement-run.repository.ts';
import { SETTLEMENT_RUN_JOB, createSettlementRunService, type SettlementRunService } from './settlement-run.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    /** The monthly run: `runMonth({ settleYm, runBy })` (the queue job 'settlement-run' calls it), `runDue()` (the schedule). */
    settlementRun: SettlementRunService;
  }
}

const HOUR = 60 * 60 * 1000;
const ZRunPayload = z.object({ settleYm: ZSettleYm, runBy: z.string().min(1) });

/** The monthly run: eligible lines, refunds, holds and adjustments become ledger rows on the first business day. */
export const settlementRunPart: CalculatePart = {
  services: ({ db, clock }, s) => ({
    settlementRun: createSettlementRunService({ repo: createSettlementRunRepository(db), feed: s.settlementFeed, supply: s.supply, db, clock }),
  }),
  // Hourly: the month before is run from the first business day of a month (idempotent, so a repeat does nothing).
  jobs: (s) => [{ name: 'settlement-run-due', intervalMs: HOUR, run: async () => void (await s.settlementRun.runDue()) }],
  jobHandlers: (s) => [
    {
      kind: SETTLEMENT_RUN_JOB,
      run: async (ctx) => {
        const { settleYm, runBy } = ZRunPayload.parse(ctx.payload);
        await s.settlementRun.runMonth({ settleYm, runBy });
      },
    },
  ],
};
