import { SETTLEMENT_LIMITS, addMonths } from '@po/contracts';
import type { OrderSettlementFeed } from '@/modules/order/order-settlement-feed.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { toFeedLine } from './settlement-feed-lines.ts';
import type { FeedLine, PendingHold, SellerMonthInput } from './settlement-ledger-types.ts';
import { confirmDueOf, monthLastDay, payDueOf } from './settlement-dates.ts';
import { buildSellerMonth } from './settlement-ledger.ts';
import type { SettlementRunRepository } from './settlement-run.repository.ts';

/** The queue job of a month's run: the operator's "confirm" enqueues it; the schedule runs the due month itself. */
export const SETTLEMENT_RUN_JOB = 'settlement-run';

/** Sellers settled at once on the PostgreSQL server (the pool holds 10 connections by default). */
const RUN_CONCURRENCY = 4;

export interface RunMonthResult {
  settleYm: string;
  stsCd: 'RUNNING' | 'FIXED' | 'PUBLISHED';
  /** Sellers fixed by this call. */
  fixedSellers: number;
  /** Purchase-agency sellers left unfixed: no exchange rate before the confirmation day (calculate.msg.noExchangeRate). */
  waitingForRate: string[];
}

type HoldKind = PendingHold['holdKind'];

/**
 * The monthly settlement run (docs/decisions.md "Settlement run"): every seller with something to settle gets its
 * month's rows and totals in one transaction; the month is FIXED once every seller is. Idempotent: a fixed seller
 * or month is skipped, so a second run (or two at once) changes nothing.
 */
export function createSettlementRunService(deps: {
  repo: SettlementRunRepository;
  feed: OrderSettlementFeed;
  supply: SupplyService;
  db: Database;
  clock: Clock;
  /** Sellers settled at once; default RUN_CONCURRENCY on the server, 1 on PGlite (the generator asks for 1). */
  concurrency?: number;
}) {
  const { repo, feed, supply, db, clock } = deps;
  const concurrency = deps.concurrency ?? (db.kind === 'pg' ? RUN_CONCURRENCY : 1);

  async function settleSeller(opts: {
    supplyEntrCd: string;
    settleYm: string;
    confirmDt: string;
    from: string | null;
    now: Date;
  }): Promise<'fixed' | 'skipped' | 'noRate'> {
    const { supplyEntrCd, settleYm, confirmDt, now } = opts;
    const seller = await supply.findSupplyEntr(supplyEntrCd);
    return db.transaction(async () => {
      await repo.lockSeller(supplyEntrCd);
      if (await repo.hasMonth(supplyEntrCd, settleYm)) return 'skipped';
      let usd: { rate: string; rateDt: string } | null = null;
      if (seller?.usdSacUseYn === 'Y') {
        usd = await repo.findUsdRate(confirmDt);
        if (!usd) return 'noRate';
      }
      const lines: FeedLine[] = [];
      for await (const batch of feed.readLines({ supplyEntrCd, window: { eligibleBy: monthLastDay(settleYm), from: opts.from } }))
        lines.push(...batch.map(toFeedLine));
      const lineRows = await repo.listLineRows(supplyEntrCd, [...new Set(lines.map((l) => l.ordNo))]);
      const keptQty = new Map<string, number>();
      for (const r of lineRows) {
        if (r.kind !== 'SALE' && r.kind !== 'REFUND') continue;
        const k = `${r.ordNo}:${r.ordDtlSq}`;
        keptQty.set(k, (keptQty.get(k) ?? 0) + r.qty);
      }
      const holds = await repo.listOpenHolds(supplyEntrCd, now);
      // Operator holds are taken by the first run after they were placed; rule-made ones were taken when made.
      const holdsToTake = holds
        .filter((h) => !h.taken)
        .map((h) => ({ holdSq: h.holdSq, holdKind: h.holdKind as HoldKind, amount: h.amount, reason: h.reason, day: h.createdDay }));
      const holdsToRelease = holds
        .filter((h) => h.releasedDay !== null || h.releaseDueDt <= confirmDt)
        .map((h) => ({ holdSq: h.holdSq, holdKind: h.holdKind as HoldKind, amount: h.amount, reason: h.reason, day: h.releasedDay ?? h.releaseDueDt }));
      const closed = seller?.entrStsCd === '99';
      const termination =
        closed && !(await repo.hasHoldOfKind(supplyEntrCd, 'TERMINATION'))
          ? { priorSaleAmt: await repo.sumSales(supplyEntrCd, addMonths(settleYm, 1 - SETTLEMENT_LIMITS.terminationAverageMonths), addMonths(settleYm, -1)) }
          : null;
      const input: SellerMonthInput = {
        supplyEntrCd,
        settleYm,
        confirmDt,
        lines,
        ledger: { keys: new Set(lineRows.map((r) => r.sourceKey)), keptQty },
        adjustments: await repo.listPendingAdjustments(supplyEntrCd, now),
        holdsToTake,
        holdsToRelease,
        carries: await repo.listOpenCarries(supplyEntrCd),
        termination,
        usdRate: usd?.rate ?? null,
      };
      const result = buildSellerMonth(input);
      if (!result) return 'skipped';
      for (const h of result.ruleHolds) {
        const holdSq = await repo.insertHold({
          supplyEntrCd,
          holdKind: h.holdKind,
          amount: h.amount,
          // The operator's hold list reads a text; the HOLD row keeps the key so each seller reads it in their language.
          reason: translate(h.reasonKey, 'ko', h.reasonParams),
          releaseDueDt: h.releaseDueDt,
          basisYm: settleYm,
          createdBy: 'system',
          createdDt: now,
        });
        for (const r of result.rows) if (r.sourceKey === h.placeholderKey) r.sourceKey = `HOLD:${holdSq}`;
      }
      await repo.insertRows(result.rows, now);
      await repo.insertDaySums(supplyEntrCd, settleYm);
      await repo.insertMonth({ supplyEntrCd, settleYm, payDueDt: payDueOf(settleYm), fixedDt: now, ...result.totals, exrtDt: usd?.rateDt ?? null });
      return 'fixed';
    });
  }

  async function runMonth(opts: { settleYm: string; runBy: string }): Promise<RunMonthResult> {
    const { settleYm } = opts;
    const now = clock.now();
    const today = seoulDate(now);
    // A month is settled only once it is over (its last eligible day has passed).
    if (today <= monthLastDay(settleYm)) throw new AppError('CONFLICT', { messageKey: 'calculate.msg.monthNotOver' });
    const existing = await repo.findRun(settleYm);
    if (existing && existing.stsCd !== 'RUNNING') return { settleYm, stsCd: existing.stsCd, fixedSellers: 0, waitingForRate: [] };
    await repo.startRun({ settleYm, stsCd: 'RUNNING', confirmDt: today, payDueDt: payDueOf(settleYm), startedDt: now, runBy: opts.runBy });
    // A later call finishing a month keeps its confirmation day (the exchange rate is the one before it).
    const confirmDt = (await repo.findRun(settleYm))?.confirmDt ?? today;
    const lastFixed = await repo.lastFixedBefore(settleYm);
    const from = lastFixed ? addDays(monthLastDay(lastFixed), 1) : null;
    const sellers = new Set([
      ...(await feed.listSellers({ eligibleBy: monthLastDay(settleYm), from })),
      ...(await repo.listLedgerSellers({ settleYm, recentFromYm: addMonths(settleYm, 1 - SETTLEMENT_LIMITS.terminationAverageMonths) })),
    ]);
    let fixedSellers = 0;
    const waitingForRate: string[] = [];
    // Sellers are independent: on the PostgreSQL server a few run at once (each its own transaction and connection);
    // PGlite has one connection, so one at a time.
    const queue = [...sellers].sort();
    const worker = async () => {
      for (let cd = queue.shift(); cd !== undefined; cd = queue.shift()) {
        const out = await settleSeller({ supplyEntrCd: cd, settleYm, confirmDt, from, now });
        if (out === 'fixed') fixedSellers++;
        if (out === 'noRate') waitingForRate.push(cd);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    waitingForRate.sort();
    if (waitingForRate.length === 0) await repo.fixRun({ settleYm, fixedDt: clock.now() });
    const run = await repo.findRun(settleYm);
    return { settleYm, stsCd: run?.stsCd ?? 'RUNNING', fixedSellers, waitingForRate };
  }

  return {
    runMonth,
    /**
     * The schedule (hourly): from the first business day of a month, the month before is run; a month left RUNNING
     * (a seller waited for an exchange rate) is tried again first.
     */
    async runDue(): Promise<RunMonthResult[]> {
      const today = seoulDate(clock.now());
      const due = addMonths(today.slice(0, 7), -1);
      if (today < confirmDueOf(due)) return [];
      const out: RunMonthResult[] = [];
      for (const ym of await repo.listRunningBefore(due)) out.push(await runMonth({ settleYm: ym, runBy: 'system' }));
      const run = await repo.findRun(due);
      if (!run || run.stsCd === 'RUNNING') out.push(await runMonth({ settleYm: due, runBy: 'system' }));
      return out;
    },
  };
}

export type SettlementRunService = ReturnType<typeof createSettlementRunService>;
