import {
  LINE_STATUS,
  type TDeliveryAutomationListReply,
  type TDeliveryAutomationResult,
  type TDeliveryAutomationRunReply,
  type TLanguage,
} from '@po/contracts';
import type { GoodsFlowReviewService } from '@/modules/delivery/goods-flow-review.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { GoodsFlowGateway } from '@/platform/goods-flow/goods-flow-gateway.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { OrderOpsRepository } from './order-ops.repository.ts';
import type { OrderActorRef, OrderMoves } from './order-moves.ts';
import type { LineKey } from './order.repository.ts';

/** The goods-flow registration in the history: the system, on the provider's behalf. */
export const GOODS_FLOW_ACTOR: OrderActorRef = { type: 'system', id: 'goods-flow', nm: 'goods-flow' };
const BATCH = 200;
const PAGE = 1000;

type Site = TDeliveryAutomationListReply['list'][number];

/**
 * The automatic invoice registration (/order/deliveryAutomationList, operators): a shipping site whose goods-flow
 * contract is approved has its preparing lines' dispatch booked with the provider, which answers the invoice;
 * the line ships with it (through orderMoves, history and the buyer's notice included). The run reports per line;
 * the schedule runs it too, for lines whose planned dispatch day has come (decisions.md).
 */
export function createDeliveryAutomation(deps: {
  repo: OrderOpsRepository;
  review: Pick<GoodsFlowReviewService, 'listForReview'>;
  gateway: Pick<GoodsFlowGateway, 'issueInvoice'>;
  moves: OrderMoves;
  db: Database;
  clock: Clock;
}) {
  const { repo, review, gateway, moves, db, clock } = deps;

  /** Every approved site with its preparing lines (contracts are one per site: a few pages at most). */
  async function listSites(lang: TLanguage): Promise<Site[]> {
    const contracts = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await review.listForReview({ query: { gfStsCd: 'APPROVED', pageNum, pageSize: PAGE }, lang });
      contracts.push(...page.list);
      if (page.list.length < PAGE) break;
    }
    const counts = await repo.countPreparing(contracts);
    const countOf = (c: { supplyEntrCd: string; deliveryLocCd: string }) =>
      counts.find((n) => n.supplyEntrCd === c.supplyEntrCd && n.deliveryLocCd === c.deliveryLocCd)?.n ?? 0;
    return contracts.map((c) => ({
      supplyEntrCd: c.supplyEntrCd,
      supplyEntrNm: c.supplyEntrNm,
      deliveryLocCd: c.deliveryLocCd,
      deliveryLocNm: c.deliveryLocNm,
      deliveryEntrCd: c.deliveryEntrCd,
      deliveryEntrNm: c.deliveryEntrNm,
      contractNo: c.contractNo,
      decidedAt: c.decisionDt,
      preparingCnt: countOf(c),
    }));
  }

  /** Books one line and ships it; a line that is no longer preparing or holds an open claim is reported, not shipped. */
  async function registerLine(site: Site, key: LineKey): Promise<TDeliveryAutomationResult> {
    const result = (ok: boolean, invoiceNo: string | null, messageKey: string | null) => ({
      supplyEntrCd: key.supplyEntrCd,
      ordNo: key.ordNo,
      ordDtlSq: key.ordDtlSq,
      ok,
      invoiceNo,
      messageKey,
    });
    try {
      return await db.transaction(async () => {
        const line = await moves.lockLine(key);
        if (line.ordDtlStsCd !== LINE_STATUS.preparing || line.deliveryLocCd !== site.deliveryLocCd) return result(false, null, 'order.msg.checkOrderStatus');
        if (line.claimQty > 0) return result(false, null, 'orderOps.msg.openClaim');
        const invoice = await gateway.issueInvoice({
          ...key,
          deliveryLocCd: site.deliveryLocCd,
          deliveryEntrCd: site.deliveryEntrCd,
          contractNo: site.contractNo,
        });
        if (!invoice.ok) return result(false, null, 'orderOps.msg.invoiceRefused');
        const shipped = await moves.moveLine({
          key,
          action: 'ship',
          actor: GOODS_FLOW_ACTOR,
          memo: invoice.invoiceNo,
          patch: (l) => ({
            deliveryEntrCd: site.deliveryEntrCd,
            invoiceNo: invoice.invoiceNo,
            invoiceDt: clock.now(),
            delayStsCd: l.delayStsCd === '72' ? null : l.delayStsCd,
          }),
        });
        await moves.notifyBuyer(shipped, 'SHIPPED', { deliveryEntrCd: site.deliveryEntrCd, invoiceNo: invoice.invoiceNo });
        return result(true, invoice.invoiceNo, null);
      });
    } catch (err) {
      if (err instanceof AppError) return result(false, null, err.options?.messageKey ?? 'order.msg.checkOrderStatus');
      throw err;
    }
  }

  async function run(opts: { supplyEntrCd?: string; deliveryLocCd?: string; dueOnly: boolean; lang: TLanguage }): Promise<TDeliveryAutomationRunReply> {
    const sites = (await listSites(opts.lang)).filter(
      (s) => (!opts.supplyEntrCd || s.supplyEntrCd === opts.supplyEntrCd) && (!opts.deliveryLocCd || s.deliveryLocCd === opts.deliveryLocCd),
    );
    const dueBy = opts.dueOnly ? seoulDate(clock.now()) : undefined;
    const results: TDeliveryAutomationResult[] = [];
    for (const site of sites) {
      let after: LineKey | null = null;
      for (;;) {
        const keys = await repo.listPreparing({
          supplyEntrCd: site.supplyEntrCd,
          deliveryLocCd: site.deliveryLocCd,
          ...(dueBy ? { dueBy } : {}),
          after,
          limit: BATCH,
        });
        for (const key of keys) results.push(await registerLine(site, key));
        if (keys.length < BATCH) break;
        after = keys[keys.length - 1]!;
      }
    }
    const okCnt = results.filter((r) => r.ok).length;
    return { okCnt, failCnt: results.length - okCnt, results };
  }

  return {
    async listSites(opts: { lang: TLanguage }): Promise<TDeliveryAutomationListReply> {
      const list = await listSites(opts.lang);
      return { list, totalCnt: list.length };
    },
    /** The operator's run: every preparing line of the chosen approved sites. */
    runNow: (opts: { supplyEntrCd?: string; deliveryLocCd?: string; lang: TLanguage }) => run({ ...opts, dueOnly: false }),
    /** The schedule's run: only lines whose planned dispatch day has come, so the seller keeps the day to pack. */
    runScheduled: () => run({ dueOnly: true, lang: 'ko' }),
  };
}
export type DeliveryAutomation = ReturnType<typeof createDeliveryAutomation>;
