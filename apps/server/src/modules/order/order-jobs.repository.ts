import { DELAY_STATUS, LINE_STATUS } from '@po/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import type { LineKey } from './order.repository.ts';
import { orderClaims, orderLines } from './order.tables.ts';

/** Where a batch resumes: keyset paging over (ordNo, ordDtlSq), so a line a run skipped is not read again. */
export type LineCursor = { ordNo: string; ordDtlSq: number } | null;

const after = (c: LineCursor) => (c ? or(gt(orderLines.ordNo, c.ordNo), and(eq(orderLines.ordNo, c.ordNo), gt(orderLines.ordDtlSq, c.ordDtlSq))) : undefined);
const lineKeyCols = { supplyEntrCd: orderLines.supplyEntrCd, ordNo: orderLines.ordNo, ordDtlSq: orderLines.ordDtlSq };
const UNSHIPPED = [LINE_STATUS.paid, LINE_STATUS.preparing];

/**
 * The statements of the clock's jobs. Each reads one batch of candidates across sellers on a job index of
 * order.tables.ts (status first, then the date the rule counts from); the job re-checks every line under its
 * lock before changing it.
 */
export function createOrderJobRepository(db: Database) {
  const page = (where: ReturnType<typeof and>, cursor: LineCursor, limit: number): Promise<LineKey[]> =>
    db.q
      .select(lineKeyCols)
      .from(orderLines)
      .where(and(where, after(cursor)))
      .orderBy(asc(orderLines.ordNo), asc(orderLines.ordDtlSq))
      .limit(limit);

  return {
    /** Unshipped, unmarked lines paid at or before `paidBy` (a delay notice moves the deadline to its new day). */
    listDeliveryDelayed(opts: { paidBy: Date; today: string; cursor: LineCursor; limit: number }) {
      return page(
        and(
          inArray(orderLines.ordDtlStsCd, UNSHIPPED),
          lte(orderLines.payDt, opts.paidBy),
          isNull(orderLines.delayStsCd),
          or(isNull(orderLines.delayNoticeDt), lt(orderLines.giPrrnDt, opts.today)),
        ),
        opts.cursor,
        opts.limit,
      );
    },
    /** Shipping lines whose expected delivery day ended before `today` and that are not yet marked 82. */
    listArrivalDelayed(opts: { today: string; cursor: LineCursor; limit: number }) {
      return page(
        and(
          eq(orderLines.ordDtlStsCd, LINE_STATUS.shipping),
          lt(orderLines.deliveryExpectDt, opts.today),
          or(isNull(orderLines.delayStsCd), ne(orderLines.delayStsCd, DELAY_STATUS.arrivalDelay)),
        ),
        opts.cursor,
        opts.limit,
      );
    },
    /** Lines whose mark no longer fits: 72 once shipped (or cancelled), 82 once delivered or cancelled. */
    listStaleDelayMarks(opts: { cursor: LineCursor; limit: number }) {
      return page(
        and(
          isNotNull(orderLines.delayStsCd),
          or(
            and(eq(orderLines.delayStsCd, DELAY_STATUS.deliveryDelay), sql`${orderLines.ordDtlStsCd} not in ('20', '35')`),
            and(eq(orderLines.delayStsCd, DELAY_STATUS.arrivalDelay), inArray(orderLines.ordDtlStsCd, [LINE_STATUS.delivered, LINE_STATUS.cancelled])),
          ),
        ),
        opts.cursor,
        opts.limit,
      );
    },
    /** Delivered lines at or before `deliveredBy`, not confirmed, with no open claim. */
    listConfirmable(opts: { deliveredBy: Date; cursor: LineCursor; limit: number }) {
      return page(
        and(
          eq(orderLines.ordDtlStsCd, LINE_STATUS.delivered),
          isNull(orderLines.purchaseConfirmDt),
          lte(orderLines.deliveredDt, opts.deliveredBy),
          eq(orderLines.claimQty, 0),
        ),
        opts.cursor,
        opts.limit,
      );
    },
    /** Delivered guarantee lines after `deliveredAfter` whose certificate is still waiting. */
    listCertificateDue(opts: { deliveredAfter: Date; cursor: LineCursor; limit: number }) {
      return page(
        and(
          eq(orderLines.grntSrvcGoodsYn, 'Y'),
          eq(orderLines.digitIssuStatus, 'WAITING'),
          eq(orderLines.ordDtlStsCd, LINE_STATUS.delivered),
          gt(orderLines.deliveredDt, opts.deliveredAfter),
          eq(orderLines.claimQty, 0),
        ),
        opts.cursor,
        opts.limit,
      );
    },
    /** Open sold-out cancel requests made before `reqBefore` (the start of today in Seoul), oldest first. */
    async listSoldOutCancels(opts: { reqBefore: Date; afterClaimSq: number; limit: number }) {
      return db.q
        .select({ supplyEntrCd: orderClaims.supplyEntrCd, claimSq: orderClaims.claimSq })
        .from(orderClaims)
        .where(
          and(
            eq(orderClaims.claimStsCd, 'CANCEL_REQUESTED'),
            lt(orderClaims.reqDt, opts.reqBefore),
            eq(orderClaims.reasonCd, '05'),
            gt(orderClaims.claimSq, opts.afterClaimSq),
          ),
        )
        .orderBy(asc(orderClaims.claimSq))
        .limit(opts.limit);
    },
  };
}
export type OrderJobRepository = ReturnType<typeof createOrderJobRepository>;
