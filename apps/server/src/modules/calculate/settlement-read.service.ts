import {
  settlementKindsOf,
  type SettlementKinds,
  type TBillPublishListReply,
  type TBillPublishListRequest,
  type TKiccSettlementListReply,
  type TLanguage,
  type TOpenMarketPaymentReply,
  type TOpenMarketPaymentRequest,
  type TPurveyanceListReply,
  type TPurveyanceListRequest,
  type TSettlementListReply,
  type TSettlementListRequest,
  type TSettlementProfileReply,
  type TStatementReply,
  type TStatementRequest,
  type TTaxInvoice,
  type TVatReportReply,
  type TVatReportRequest,
} from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { SettlementReadRepository } from './settlement-read.repository.ts';
import { kindName, monthView, statementRowView, wonToUsd } from './settlement-view.ts';
import { lastVatMonth, monthDays, vatReport } from './settlement-vat.ts';

type Lang = { lang: TLanguage };
/** Whose settlements: a session's seller (a master's chosen one), or an export job's. */
export type Viewer = Pick<SessionContext, 'supplyEntrCd'>;
type Seller = { supplyEntrCd: string; supplyEntrNm: string; kinds: SettlementKinds };

/** The invoice as stored: the parties and items are jsonb written by the publish, in the contract's shape. */
type InvoiceRow = NonNullable<Awaited<ReturnType<SettlementReadRepository['findInvoice']>>>;
const invoiceView = (row: InvoiceRow): TTaxInvoice => {
  const { supplyEntrCd: _s, createdDt: _c, supplier, receiver, items, ...rest } = row;
  return { ...rest, supplier: supplier as TTaxInvoice['supplier'], receiver: receiver as TTaxInvoice['receiver'], items: items as TTaxInvoice['items'] };
};

/**
 * The seller's settlement reads (business-area §2 calculate group). The seller is the session's (a master's chosen
 * one); each list belongs to a kind of seller (settlementKindsOf) and a call for another kind's list is refused
 * FORBIDDEN, as the menu hides it. The statement is every seller's.
 */
export function createSettlementReadService(deps: { repo: SettlementReadRepository; supply: SupplyService; clock: Clock }) {
  const { repo, supply, clock } = deps;

  async function sellerOf(
    session: Viewer,
    kind?: keyof SettlementKinds,
  ): Promise<Seller & { entr: NonNullable<Awaited<ReturnType<SupplyService['findSupplyEntr']>>> }> {
    if (!session.supplyEntrCd) throw new AppError('NOT_FOUND');
    const entr = await supply.findSupplyEntr(session.supplyEntrCd);
    if (!entr) throw new AppError('NOT_FOUND');
    const kinds = settlementKindsOf(entr);
    if (kind && !kinds[kind]) throw new AppError('FORBIDDEN');
    return { supplyEntrCd: entr.supplyEntrCd, supplyEntrNm: entr.supplyEntrNm, kinds, entr };
  }

  async function listSettlements(opts: { session: Viewer; query: TSettlementListRequest; kicc: boolean } & Lang) {
    const { supplyEntrCd } = await sellerOf(opts.session, opts.kicc ? 'kicc' : 'domestic');
    const { pageNum, pageSize, ...period } = opts.query;
    const [{ rows, totalCnt }, months] = await Promise.all([
      repo.pageGroupedRows({ supplyEntrCd, period, page: { pageNum, pageSize } }),
      repo.listMonths({ supplyEntrCd, period }),
    ]);
    const list = rows.map((r) => ({ ...r, sacGbNm: kindName(r.sacGb, opts.lang) }));
    return { list, totalCnt, months: months.map(monthView) };
  }

  return {
    sellerOf,

    /** What the settlement screens need to know of the seller: its lists, rate, pay day, currency, last month. */
    async getProfile(opts: { session: Viewer }): Promise<TSettlementProfileReply> {
      const { entr, kinds } = await sellerOf(opts.session);
      return {
        supplyEntrCd: entr.supplyEntrCd,
        supplyEntrNm: entr.supplyEntrNm,
        entrType: entr.entrType,
        kiccYn: entr.kiccYn,
        usdSacUseYn: entr.usdSacUseYn,
        sellFeeRate: entr.sellFeeRate,
        settleDay: entr.settleDay,
        kinds,
        lastFixedYm: await repo.findLastMonthYm(entr.supplyEntrCd),
      };
    },

    /** partnerSupplyEntrList: domestic (and open-market) sellers without the card-provider variant. */
    async listDomestic(opts: { session: Viewer; query: TSettlementListRequest } & Lang): Promise<TSettlementListReply> {
      const { list, ...rest } = await listSettlements({ ...opts, kicc: false });
      return { ...rest, list: list.map(({ cardAmt: _c, otherPayAmt: _o, ...row }) => row) };
    },

    /** partnerSupplyEntrKICCList: the card-provider variant, with card and other payments. */
    async listKicc(opts: { session: Viewer; query: TSettlementListRequest } & Lang): Promise<TKiccSettlementListReply> {
      return listSettlements({ ...opts, kicc: true });
    },

    /** partnerOpenMarketPaymentList: the open-market orders' rows of a period. */
    async listOpenMarket(opts: { session: Viewer; query: TOpenMarketPaymentRequest } & Lang): Promise<TOpenMarketPaymentReply> {
      const { supplyEntrCd } = await sellerOf(opts.session, 'openMarket');
      const { pageNum, pageSize, ...period } = opts.query;
      const { rows, totalCnt } = await repo.pageOpenMarketRows({ supplyEntrCd, period, page: { pageNum, pageSize } });
      return { list: rows.map((r) => ({ ...statementRowView(r, opts.lang), settleYm: r.settleYm, payKindCd: r.payKindCd })), totalCnt };
    },

    /** partnerPurveyanceList: a global seller's USD months; supplyAmt is the month's sales at the month's rate. */
    async listPurveyance(opts: { session: Viewer; query: TPurveyanceListRequest }): Promise<TPurveyanceListReply> {
      const { supplyEntrCd } = await sellerOf(opts.session, 'purveyance');
      const { pageNum, pageSize, ...period } = opts.query;
      const months = (await repo.listMonths({ supplyEntrCd, period, usdOnly: true })).filter((m) => m.exrt !== null && m.exrtDt !== null);
      const list = months.map((m) => {
        const view = monthView(m);
        return { ...view, currency: 'USD' as const, exrt: m.exrt!, exrtDt: m.exrtDt!, supplyAmt: wonToUsd(m.saleAmt, m.exrt!) };
      });
      return { list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize), totalCnt: list.length };
    },

    /** A month's statement: the month, a page of its rows, and totals by kind that add up to the payout. */
    async getStatement(opts: { session: Viewer; settleYm: string; query: TStatementRequest } & Lang): Promise<TStatementReply> {
      const { supplyEntrCd } = await sellerOf(opts.session);
      const month = await repo.findMonth({ supplyEntrCd, settleYm: opts.settleYm });
      if (!month) throw new AppError('NOT_FOUND');
      const { pageNum, pageSize, kind } = opts.query;
      const [{ rows, totalCnt }, totals] = await Promise.all([
        repo.pageMonthRows({ supplyEntrCd, settleYm: opts.settleYm, kind, page: { pageNum, pageSize } }),
        repo.sumMonthByKind({ supplyEntrCd, settleYm: opts.settleYm }),
      ]);
      return {
        month: monthView(month),
        list: rows.map((r) => statementRowView(r, opts.lang)),
        totalCnt,
        totals: totals.map(({ seCpnAmt: _s, EGM: _e, lfBurdenAmt: _l, ...t }) => ({ ...t, sacGbNm: kindName(t.kind, opts.lang) })),
      };
    },

    /** partnerBillPublishList: the seller's tax invoices of a period (the head of each). */
    async listInvoices(opts: { session: Viewer; query: TBillPublishListRequest }): Promise<TBillPublishListReply> {
      const { supplyEntrCd } = await sellerOf(opts.session, 'taxPapers');
      const { pageNum, pageSize, ...period } = opts.query;
      const { rows, totalCnt } = await repo.pageInvoices({ supplyEntrCd, period, page: { pageNum, pageSize } });
      return { list: rows.map(({ supplyEntrCd: _s, createdDt: _c, supplier: _f, receiver: _t, items: _i, ...head }) => head), totalCnt };
    },

    /** partnerBillPublish/{settleYm}: one invoice in full. */
    async getInvoice(opts: { session: Viewer; settleYm: string }): Promise<TTaxInvoice> {
      const { supplyEntrCd } = await sellerOf(opts.session, 'taxPapers');
      const row = await repo.findInvoice({ supplyEntrCd, settleYm: opts.settleYm });
      if (!row) throw new AppError('NOT_FOUND');
      return invoiceView(row);
    },

    /**
     * partnerVatReport: the available months of the period (a month opens after the 10th of the next month). A
     * period that reaches past the last available month answers the available ones; one with none is refused.
     */
    async getVatReport(opts: { session: Viewer; query: TVatReportRequest }): Promise<TVatReportReply> {
      const { supplyEntrCd } = await sellerOf(opts.session, 'taxPapers');
      const last = lastVatMonth(seoulDate(clock.now()));
      const { startYm } = opts.query;
      if (startYm > last) throw new AppError('VALIDATION_ERROR', { messageKey: 'calculate.msg.vatNotYetAvailable' });
      const endYm = opts.query.endYm < last ? opts.query.endYm : last;
      const sums = await repo.sumVat({ supplyEntrCd, fromDt: monthDays(startYm).fromDt, toDt: monthDays(endYm).toDt });
      return vatReport({ startYm, endYm, sums });
    },
  };
}
export type SettlementReadService = ReturnType<typeof createSettlementReadService>;
