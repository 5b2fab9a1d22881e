import { createOrderSettlementFeedRepository, type SettlementFeedRow, type SettlementFeedWindow } from './order-settlement-feed.repository.ts';
import type { Database } from '@/platform/db/database.ts';

export type { SettlementFeedRow, SettlementFeedWindow } from './order-settlement-feed.repository.ts';

/** Lines per batch: one statement reads them with their claims. */
const BATCH = 2000;

/**
 * What the monthly settlement run reads of the orders (the calculate module reads orders only through this):
 * the sellers with candidate lines in a window, and each seller's candidate lines in batches. Called inside
 * the run's transaction, the reads see the same snapshot as the rows it writes.
 */
export function createOrderSettlementFeed(deps: { db: Database }) {
  const repo = createOrderSettlementFeedRepository(deps.db);
  return {
    listSellers(window: SettlementFeedWindow): Promise<string[]> {
      return repo.listSellers(window);
    },
    /** Every candidate line of a seller, batch by batch (the candidates' keys are read once, then their lines). */
    async *readLines(opts: { supplyEntrCd: string; window: SettlementFeedWindow; batchSize?: number }): AsyncGenerator<SettlementFeedRow[]> {
      const size = opts.batchSize ?? BATCH;
      const keys = await repo.listCandidateKeys(opts);
      for (let i = 0; i < keys.length; i += size) {
        yield await repo.listLines({ supplyEntrCd: opts.supplyEntrCd, window: opts.window, keys: keys.slice(i, i + size) });
      }
    },
  };
}

export type OrderSettlementFeed = ReturnType<typeof createOrderSettlementFeed>;
