import {
  DASHBOARD_LIMITS,
  ORDER_STATUS_FILTERS,
  TRAVEL_HOME_STATUS,
  type TDashboardAll,
  type TDashboardKeyStatus,
  type TDashboardOrderStatus,
  type TDashboardProductStatus,
  type TDashboardPromotionStatus,
  type TDashboardReturnStatus,
  type TDashboardStatistic,
} from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import { seoulWindow } from '@/platform/time/seoul-window.ts';
import type { OrderLineCountsService } from '../order/order-line-counts.service.ts';
import type { OrderDashboardService } from '../order/order-dashboard.service.ts';
import type { ProductDashboardService } from '../product/product-dashboard.service.ts';
import type { TravelProductQueryService } from '../travel/travel-product-query.service.ts';
import type { PromotionSellerService } from '../promotion/promotion-seller.service.ts';
import { ratePercent, type QnaStatsService } from '../qna/qna-stats.service.ts';

export interface DashboardDeps {
  orderCounts: OrderLineCountsService;
  orders: OrderDashboardService;
  products: ProductDashboardService;
  /** A travel-only seller's product counts are its accommodation properties' (the card opens the travel search list). */
  travelProducts: Pick<TravelProductQueryService, 'countByStatus'>;
  qna: QnaStatsService;
  promotions: Pick<PromotionSellerService, 'countTargetProducts'>;
  /** Reservations by status in a window: a travel-only seller's order counts (decisions "Reservations and estimates (issue 17)"). */
  travelCounts: (opts: { supplyEntrCd: string; startDt: string; endDt: string }) => Promise<Map<string, number>>;
  clock: Clock;
}

/** Who the home is for: a travel-only seller's order counts are its reservations' (TRAVEL_HOME_STATUS). */
export interface DashboardViewer {
  supplyEntrCd: string;
  travelOnly: boolean;
}

/** A share in percent, one decimal, null when nothing was due (the Q&A rates' rounding). */
const percent = (part: number, whole: number) => ratePercent({ due: whole, answeredInTime: part });

/**
 * The home dashboard's cards (business-area §3 "Dashboard statistic", decisions "Home dashboard (issue 15)"): every
 * figure is the seller's and is read through the owning module's service; counts a card links to are the linked
 * list's own counts for the same window (the last 14 Seoul days, today included).
 */
export function createDashboardService(deps: DashboardDeps) {
  const { orderCounts, orders, products, travelProducts, qna, promotions, clock } = deps;
  const window = (supplyEntrCd: string) => ({ supplyEntrCd, ...seoulWindow(clock.now(), DASHBOARD_LIMITS.windowDays) });

  const fashionCounts = (supplyEntrCd: string) => orderCounts.countLinesByStatus(window(supplyEntrCd));
  /** The fashion codes' counts, or for a travel-only seller the counts of the reservation status each code stands for. */
  async function travelLineCounts(supplyEntrCd: string): ReturnType<typeof fashionCounts> {
    const byStatus = await deps.travelCounts(window(supplyEntrCd));
    const of = (cd: string) => {
      const sts = TRAVEL_HOME_STATUS[cd];
      return sts ? (byStatus.get(sts) ?? 0) : 0;
    };
    const counts = Object.fromEntries(ORDER_STATUS_FILTERS.map((cd) => [cd, of(cd)])) as Awaited<ReturnType<typeof fashionCounts>>['counts'];
    return { counts, allCnt: [...byStatus.values()].reduce((a, b) => a + b, 0) };
  }
  const lineCounts = (v: DashboardViewer) => (v.travelOnly ? travelLineCounts(v.supplyEntrCd) : fashionCounts(v.supplyEntrCd));

  /** This month's kept quantity, paid amount and settlement estimate (decisions "Home dashboard at scale (issue 13)"). */
  function thisMonth(supplyEntrCd: string) {
    const endDt = seoulWindow(clock.now(), 1).endDt;
    return orders.sumKeptSales({ supplyEntrCd, startDt: `${endDt.slice(0, 8)}01`, endDt });
  }

  type LineCounts = ReturnType<typeof lineCounts>;

  async function statistic(v: DashboardViewer, counted: LineCounts = lineCounts(v)): Promise<TDashboardStatistic> {
    const { supplyEntrCd } = v;
    const [month, lines, withdrawCount, open, answerRate, supplyCsRspnRate, soldOutSoon] = await Promise.all([
      thisMonth(supplyEntrCd),
      counted,
      orders.countWithdrawn(window(supplyEntrCd)),
      qna.countOpen(supplyEntrCd),
      qna.rateAnswers(supplyEntrCd),
      qna.rateCsResponses(supplyEntrCd),
      products.countSoldOutSoon(supplyEntrCd),
    ]);
    return {
      thisMonthSaleQty: month.saleQty,
      thisMonthSaleAmt: month.paidAmt,
      thisMonthSettleExpectAmt: month.settleExpectAmt,
      paymentCompleteCount: lines.counts['20'],
      deliveryDelayCount: lines.counts['72'],
      arrivalDelayCount: lines.counts['82'],
      withdrawCount,
      ...open,
      answerRate,
      supplyCsRspnRate,
      productSoldOutSoonCount: { totalCnt: soldOutSoon },
    };
  }

  async function productStatus(v: DashboardViewer): Promise<TDashboardProductStatus> {
    const counts = await (v.travelOnly ? travelProducts : products).countByStatus(v.supplyEntrCd);
    return { productStatusCountList: counts.map((c) => ({ prodStsCd: c.prodStsCd, cntByProdStsCd: c.n })) };
  }

  /** The seller's target products of its open promotions: the promotion list's counts with no filter (the card links there). */
  const promotionStatus = async (supplyEntrCd: string): Promise<TDashboardPromotionStatus> => ({
    partnerPromotionProductCount: await promotions.countTargetProducts(supplyEntrCd),
  });

  async function orderStatus(v: DashboardViewer, counted: LineCounts = lineCounts(v)): Promise<TDashboardOrderStatus> {
    const { counts } = await counted;
    return { orderStatusCount: { stsCd35: counts['35'], stsCd50: counts['50'], stsCd60: counts['60'], stsCd99: counts['99'] } };
  }

  async function returnStatus(supplyEntrCd: string): Promise<TDashboardReturnStatus> {
    const c = await orders.countReturnStatuses(window(supplyEntrCd));
    return {
      returnStatusCount: { collect: c.RETURN_COLLECT, collectCompleted: c.RETURN_COLLECT_COMPLETED, completed: c.RETURN_COMPLETED, disable: c.RETURN_DISABLE },
    };
  }

  async function keyStatus(supplyEntrCd: string): Promise<TDashboardKeyStatus> {
    const w = window(supplyEntrCd);
    const [lines, returns] = await Promise.all([orders.countDueLines({ ...w, today: w.endDt }), orders.countReturnDelays({ ...w, today: w.endDt })]);
    return {
      orderFulfilmentRate: percent(lines.onTime, lines.due),
      deliveryDelayRate: percent(lines.late, lines.due),
      returnDelayRate: percent(returns.late, returns.due),
    };
  }

  return {
    statistic: (v: DashboardViewer) => statistic(v),
    productStatus,
    promotionStatus,
    orderStatus: (v: DashboardViewer) => orderStatus(v),
    returnStatus,
    keyStatus,

    async all(v: DashboardViewer): Promise<TDashboardAll> {
      const { supplyEntrCd } = v;
      // The status counts serve two cards: read once.
      const counted = lineCounts(v);
      const [s, p, pr, o, r, k] = await Promise.all([
        statistic(v, counted),
        productStatus(v),
        promotionStatus(supplyEntrCd),
        orderStatus(v, counted),
        returnStatus(supplyEntrCd),
        keyStatus(supplyEntrCd),
      ]);
      const { startDt, endDt } = window(supplyEntrCd);
      return { statistic: s, ...p, ...pr, ...o, ...r, keyStatus: k, startDt, endDt };
    },

    async csRspnRate(supplyEntrCd: string) {
      return { supplyCsRspnRate: await qna.rateCsResponses(supplyEntrCd) };
    },
    async recentCsRspnRate(supplyEntrCd: string) {
      const [answerRate, open] = await Promise.all([qna.rateAnswers(supplyEntrCd), qna.countOpen(supplyEntrCd)]);
      return { answerRate, ...open };
    },
    async soldOutCount(supplyEntrCd: string) {
      return { productSoldOutSoonCount: { totalCnt: await products.countSoldOutSoon(supplyEntrCd) } };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
