import { DELIVERY_CODE_GROUPS, type TLanguage, type TOrderDetailReply, type TOrderHistoryReply, type TPayKindCd } from '@po/contracts';
import type { CodeService } from '@/modules/code/code.service.ts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { OrderClaimRepository } from './order-claim.repository.ts';
import { toDetailLine } from './order-detail-view.ts';
import type { OrderRepository } from './order.repository.ts';

/**
 * The seller's order detail and its state history. The order's buyer-side facts are the mall's and shared by its
 * sellers; the lines are only the session seller's, and an order without any of them is not found (another
 * seller's order reads as missing, never as empty).
 */
export function createOrderDetailService(deps: { repo: OrderRepository; claims: OrderClaimRepository; codes: CodeService; clock: Clock }) {
  const { repo, claims, codes, clock } = deps;

  async function sellerLines(supplyEntrCd: string, ordNo: string) {
    const lines = await repo.listSellerLines(supplyEntrCd, ordNo);
    if (lines.length === 0) throw new AppError('NOT_FOUND');
    return lines;
  }

  return {
    async getDetail(opts: { session: SessionContext; ordNo: string; lang: TLanguage }): Promise<TOrderDetailReply> {
      const supplyEntrCd = companyOf(opts.session);
      const lines = await sellerLines(supplyEntrCd, opts.ordNo);
      const order = await repo.findOrder(opts.ordNo);
      if (!order) throw new AppError('NOT_FOUND');
      const lineClaims = await claims.listLineClaims(supplyEntrCd, opts.ordNo);
      const carriers = new Map((await codes.listCodes({ groupCode: DELIVERY_CODE_GROUPS.carrier, lang: opts.lang })).map((c) => [c.code, c.codeNm]));
      const today = seoulDate(clock.now());
      return {
        ordNo: order.ordNo,
        ordDt: order.ordDt.toISOString(),
        payDt: order.payDt.toISOString(),
        payKindCd: order.payKindCd as TPayKindCd,
        openMarketYn: order.openMarketYn,
        buyerNm: order.buyerNm,
        buyerMobile: order.buyerMobile,
        rcpNm: order.rcpNm,
        rcpZip: order.rcpZip,
        fixAddr: order.fixAddr,
        dtlAddr: order.dtlAddr,
        rcpMobile: order.rcpMobile,
        ordMemo: order.ordMemo,
        puniPassNo: order.puniPassNo,
        lines: lines.map((l) => toDetailLine(l, { claims: lineClaims, carriers, today })),
      };
    },

    /** The state history popup: the seller's lines' changes, oldest first. */
    async listHistory(opts: { session: SessionContext; ordNo: string }): Promise<TOrderHistoryReply> {
      const supplyEntrCd = companyOf(opts.session);
      await sellerLines(supplyEntrCd, opts.ordNo);
      const rows = await repo.listHistory({ supplyEntrCd, ordNo: opts.ordNo });
      return {
        list: rows.map((h) => ({
          ordDtlSq: h.ordDtlSq,
          claimSq: h.claimSq,
          changedDt: h.changedDt.toISOString(),
          actorType: h.actorType,
          actorNm: h.actorNm,
          action: h.action,
          fromStsCd: h.fromStsCd,
          toStsCd: h.toStsCd,
          memo: h.memo,
        })),
      };
    },
  };
}
export type OrderDetailService = ReturnType<typeof createOrderDetailService>;
