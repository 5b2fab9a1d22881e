import {
  PTS_DEFAULT_DAYS,
  type TDelayStsCd,
  type TOrdDtlStsCd,
  type TOrderPtsLinesReply,
  type TOrderPtsLinesRequest,
  type TOrderPtsListReply,
  type TOrderPtsListRequest,
} from '@po/contracts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { Clock } from '@/platform/clock.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { OrderOpsRepository, PayPeriod } from './order-ops.repository.ts';

const HOUR_MS = 3600 * 1000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The payment days of a request as instants (Seoul days, the last one included); the last week when not given. */
export function payPeriodOf(q: { payDtFrom?: string | undefined; payDtTo?: string | undefined }, now: Date): PayPeriod {
  const to = q.payDtTo ?? seoulDate(now);
  const from = q.payDtFrom ?? addDays(to, 1 - PTS_DEFAULT_DAYS);
  return { from: new Date(`${from}T00:00:00+09:00`), until: new Date(`${addDays(to, 1)}T00:00:00+09:00`) };
}

/**
 * The operator's processing-time view (/order/orderPtsList, role admin): per seller, how fast lines paid in a
 * period were dispatched, and which are late now; and one seller's late lines to drill into. It reads every
 * seller's lines, so only the admin menu entry's accounts reach it (the route's guard).
 */
export function createOrderOpsService(deps: {
  repo: OrderOpsRepository;
  supply: Pick<SupplyService, 'findSupplyEntrNames' | 'findSupplyEntrCdsByName'>;
  clock: Clock;
}) {
  const { repo, supply, clock } = deps;
  return {
    async listPts(opts: { query: TOrderPtsListRequest }): Promise<TOrderPtsListReply> {
      const q = opts.query;
      const supplyEntrCds = q.supplyEntrNm ? await supply.findSupplyEntrCdsByName(q.supplyEntrNm) : undefined;
      if (supplyEntrCds?.length === 0) return { list: [], totalCnt: 0 };
      const { rows, totalCnt } = await repo.listPts({
        period: payPeriodOf(q, clock.now()),
        ...(supplyEntrCds ? { supplyEntrCds } : {}),
        sort: q.sort ?? 'avgDispatchHoursDesc',
        page: q,
      });
      const names = await supply.findSupplyEntrNames(rows.map((r) => r.supplyEntrCd));
      return {
        list: rows.map((r) => ({
          ...r,
          supplyEntrNm: names.get(r.supplyEntrCd) ?? r.supplyEntrCd,
          within48Rate: r.dispatchedCnt > 0 ? oneDecimal((r.within48Cnt / r.dispatchedCnt) * 100) : null,
          oldestUndispatchedPayDt: iso(r.oldestUndispatchedPayDt),
        })),
        totalCnt,
      };
    },

    async listLateLines(opts: { query: TOrderPtsLinesRequest }): Promise<TOrderPtsLinesReply> {
      const now = clock.now();
      const q = opts.query;
      const { rows, totalCnt } = await repo.listLateLines({
        ...(q.supplyEntrCd ? { supplyEntrCd: q.supplyEntrCd } : {}),
        period: payPeriodOf(q, now),
        now,
        page: q,
      });
      const names = await supply.findSupplyEntrNames(rows.map((r) => r.supplyEntrCd));
      return {
        list: rows.map((r) => ({
          supplyEntrCd: r.supplyEntrCd,
          supplyEntrNm: names.get(r.supplyEntrCd) ?? r.supplyEntrCd,
          ordNo: r.ordNo,
          ordDtlSq: r.ordDtlSq,
          prodNm: r.prodNm,
          ordDtlStsCd: r.ordDtlStsCd as TOrdDtlStsCd,
          delayStsCd: r.delayStsCd as TDelayStsCd | null,
          payDt: r.payDt.toISOString(),
          giPrrnDt: r.giPrrnDt,
          invoiceDt: iso(r.invoiceDt),
          deliveryExpectDt: r.deliveryExpectDt,
          deliveredDt: iso(r.deliveredDt),
          dispatchHours: oneDecimal(((r.invoiceDt ?? now).getTime() - r.payDt.getTime()) / HOUR_MS),
        })),
        totalCnt,
      };
    },
  };
}
export type OrderOpsService = ReturnType<typeof createOrderOpsService>;
