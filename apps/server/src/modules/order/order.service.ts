import {
  OPEN_CLAIM_STATUSES,
  ORDER_STATUS_DEFAULT_DAYS,
  ORDER_STATUS_FILTERS,
  periodError,
  type TClaimStsCd,
  type TClaimType,
  type TDelayStsCd,
  type TLanguage,
  type TOrdDtlStsCd,
  type TOrderListFilter,
  type TOrderListReply,
  type TOrderListRequest,
  type TOrderListRow,
  type TOrderStatusFilter,
  type TOrderStatusRequest,
} from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import { validationError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { CodeService } from '../code/code.service.ts';
import type { LineCursor, OrderExportRepository } from './order-export.repository.ts';
import { carrierName, claimStatusName, lineStatusName } from './order-line-names.ts';
import type { OrderListRepository, StatusGroup } from './order-list.repository.ts';
import { toSheetLine } from './order-sheet-lines.ts';

type Page = { pageNum: number; pageSize: number };
type LineRow = Awaited<ReturnType<OrderListRepository['listLinePage']>>['rows'][number];

/** The tab counts from the grouped scan: a line counts under its status, its delay mark and ship-today. */
export function countStatuses(groups: readonly StatusGroup[]): { counts: Map<TOrderStatusFilter, number>; all: number } {
  const counts = new Map<TOrderStatusFilter, number>(ORDER_STATUS_FILTERS.map((cd) => [cd, 0]));
  const add = (cd: string, n: number) =>
    counts.has(cd as TOrderStatusFilter) && counts.set(cd as TOrderStatusFilter, counts.get(cd as TOrderStatusFilter)! + n);
  let all = 0;
  for (const g of groups) {
    all += g.n;
    add(g.ordDtlStsCd, g.n);
    if (g.delayStsCd) add(g.delayStsCd, g.n);
    if (g.shipToday) add('SHIP_TODAY', g.n);
  }
  return { counts, all };
}

/** The Seoul day `days` days before `day` (yyyy-MM-dd). */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The seller's order lists (orderList, orderStatus) and their export's pages. */
export function createOrderService(deps: { repo: OrderListRepository; exportRepo: OrderExportRepository; codes: CodeService; clock: Clock }) {
  const { repo, exportRepo, codes, clock } = deps;

  /** The carriers' names by code (the code list D010). */
  const listCarrierNames = async (lang: TLanguage) => new Map((await codes.listCodes({ groupCode: 'D010', lang })).map((c) => [c.code, c.codeNm]));

  const toRow = (r: LineRow, carriers: Map<string, string>, lang: TLanguage): TOrderListRow => {
    const { line } = r;
    const claim = r.claim && OPEN_CLAIM_STATUSES.includes(r.claim.claimStsCd as TClaimStsCd) ? r.claim : null;
    return {
      ordNo: line.ordNo,
      ordDtlSq: line.ordDtlSq,
      ordDt: line.ordDt.toISOString(),
      payDt: line.payDt.toISOString(),
      ordDtlStsCd: line.ordDtlStsCd as TOrdDtlStsCd,
      ordDtlStsNm: lineStatusName(line.ordDtlStsCd, lang),
      delayStsCd: line.delayStsCd as TDelayStsCd | null,
      delayStsNm: line.delayStsCd ? lineStatusName(line.delayStsCd, lang) : null,
      claim: claim && {
        claimSq: claim.claimSq,
        claimType: claim.claimType as TClaimType,
        claimStsCd: claim.claimStsCd as TClaimStsCd,
        claimStsNm: claimStatusName(claim.claimType, claim.claimStsCd, lang),
        claimQty: claim.claimQty,
      },
      prodCd: line.prodCd,
      supplyProdCd: line.supplyProdCd,
      prodNm: line.prodNm,
      brandCd: line.brandCd,
      prodOptionCd: line.prodOptionCd,
      optionValue1: line.optionValue1,
      optionValue2: line.optionValue2,
      ordQty: line.ordQty,
      cancelQty: line.cancelQty,
      returnQty: line.returnQty,
      exchangeQty: line.exchangeQty,
      claimQty: line.claimQty,
      saleQty: line.ordQty - line.cancelQty - line.returnQty,
      prodPrice: line.prodPrice,
      ordAmt: line.ordAmt,
      gradeDiscountAmt: line.gradeDiscountAmt,
      couponAmt: line.couponAmt,
      pointAmt: line.pointAmt,
      egmAmt: line.egmAmt,
      realOrdAmt: line.realOrdAmt,
      deliveryFee: line.deliveryFee,
      buyerNm: line.buyerNm,
      rcpNm: line.rcpNm,
      deliveryEntrCd: line.deliveryEntrCd,
      deliveryEntrNm: carrierName(line.deliveryEntrCd, carriers),
      invoiceNo: line.invoiceNo,
      giPrrnDt: line.giPrrnDt,
      deliveryExpectDt: line.deliveryExpectDt,
      version: line.version,
    };
  };

  /** One page of a seller's lines with the tab counts of the period (the list, its status page and the export). */
  async function listLinePage(opts: { supplyEntrCd: string; filters: TOrderListFilter; page: Page; lang: TLanguage }): Promise<TOrderListReply> {
    const error = periodError(opts.filters);
    if (error) throw validationError([{ field: 'startDt', messageKey: error }]);
    const today = seoulDate(clock.now());
    const [{ rows, groups }, carriers] = await Promise.all([
      repo.listLinePage({ supplyEntrCd: opts.supplyEntrCd, filters: opts.filters, today, page: opts.page }),
      listCarrierNames(opts.lang),
    ]);
    const { counts, all } = countStatuses(groups);
    const statusCd = opts.filters.statusCd;
    return {
      list: rows.map((r) => toRow(r, carriers, opts.lang)),
      totalCnt: statusCd ? (counts.get(statusCd) ?? 0) : all,
      allCnt: all,
      statusCountList: ORDER_STATUS_FILTERS.map((cd) => ({
        statusCd: cd,
        statusNm: translate(`order.ordDtlStsCd.${cd}`, opts.lang),
        cnt: counts.get(cd) ?? 0,
      })),
      startDt: opts.filters.startDt,
      endDt: opts.filters.endDt,
    };
  }

  /**
   * The export's next lines in the list's order after a cursor (keyset), as its sheet shows them: read flat, not as
   * the list's rows. `carriers` is read once per export (`listCarrierNames`).
   */
  async function listLinesAfter(opts: {
    supplyEntrCd: string;
    filters: TOrderListFilter;
    after: LineCursor | null;
    limit: number;
    lang: TLanguage;
    carriers: ReadonlyMap<string, string>;
  }) {
    const today = seoulDate(clock.now());
    const { rows, next } = await exportRepo.listLinesAfter({
      supplyEntrCd: opts.supplyEntrCd,
      filters: opts.filters,
      today,
      after: opts.after,
      limit: opts.limit,
    });
    return { list: rows.map((r) => toSheetLine(r, opts.carriers, opts.lang)), next };
  }

  return {
    listLinePage,
    listLinesAfter,
    listCarrierNames,

    /** orderList: the seller's lines in the period under the filters, newest first. */
    async listOrders(opts: { session: SessionContext; query: TOrderListRequest; lang: TLanguage }): Promise<TOrderListReply> {
      const { pageNum, pageSize, ...filters } = opts.query;
      return listLinePage({ supplyEntrCd: companyOf(opts.session), filters, page: { pageNum, pageSize }, lang: opts.lang });
    },

    /** orderStatus?statusCd=: the list preset by a status; without a period, the dashboard's last 14 days. */
    async listOrdersByStatus(opts: { session: SessionContext; query: TOrderStatusRequest; lang: TLanguage }): Promise<TOrderListReply> {
      const { pageNum, pageSize, startDt, endDt, ...rest } = opts.query;
      const today = seoulDate(clock.now());
      const period = startDt && endDt ? { startDt, endDt } : { startDt: daysBefore(today, ORDER_STATUS_DEFAULT_DAYS - 1), endDt: today };
      return listLinePage({ supplyEntrCd: companyOf(opts.session), filters: { ...rest, ...period }, page: { pageNum, pageSize }, lang: opts.lang });
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
