import { LINE_STATUS, ORDER_LIMITS } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { OrderJobRepository } from './order-jobs.repository.ts';
import { JOB_BATCH, sweepLines } from './order-jobs.ts';
import { SYSTEM_ACTOR, type OrderMoves } from './order-moves.ts';
import type { OrderLineRow } from './order.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Whether a guarantee line's digital certificate is due: delivered within certificateIssueDays (7), still
 * WAITING (never issued, never deactivated), nothing of it under an open claim and something of it kept.
 */
export function isCertificateDue(
  l: Pick<
    OrderLineRow,
    'grntSrvcGoodsYn' | 'digitIssuStatus' | 'ordDtlStsCd' | 'deliveredDt' | 'claimQty' | 'ordQty' | 'cancelQty' | 'returnQty' | 'exchangeQty'
  >,
  now: Date,
): boolean {
  return (
    l.grntSrvcGoodsYn === 'Y' &&
    l.digitIssuStatus === 'WAITING' &&
    l.ordDtlStsCd === LINE_STATUS.delivered &&
    l.deliveredDt !== null &&
    l.deliveredDt.getTime() > now.getTime() - ORDER_LIMITS.certificateIssueDays * DAY_MS &&
    l.claimQty === 0 &&
    l.ordQty - l.cancelQty - l.returnQty - l.exchangeQty > 0
  );
}

/**
 * The digital certificate of guarantee goods (the guarantee agreement): issued once, by the first run after
 * delivery (within 7 days of it), never again. Deactivation is the claims' (a return or exchange opened on an
 * issued line deactivates it in order-claims); a cancel cannot follow an issue, since a line is cancelled only
 * before shipping and issued only after delivery (docs/decisions.md).
 */
export function createCertificateJob(deps: { repo: OrderJobRepository; moves: OrderMoves; db: Database; clock: Clock }) {
  const { repo, moves, db, clock } = deps;
  return {
    async issueCertificates(): Promise<number> {
      const now = clock.now();
      const deliveredAfter = new Date(now.getTime() - ORDER_LIMITS.certificateIssueDays * DAY_MS);
      return sweepLines(
        (cursor) => repo.listCertificateDue({ deliveredAfter, cursor, limit: JOB_BATCH }),
        (key) =>
          db.transaction(async () => {
            if (!isCertificateDue(await moves.lockLine(key), now)) return false;
            await moves.changeLine({ key, action: 'certificate:issue', actor: SYSTEM_ACTOR, patch: () => ({ digitIssuStatus: 'ISSUED', digitIssuDt: now }) });
            return true;
          }),
      );
    },
  };
}
export type CertificateJob = ReturnType<typeof createCertificateJob>;
