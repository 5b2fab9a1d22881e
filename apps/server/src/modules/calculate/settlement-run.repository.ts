import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { exchangeRates, settlementHolds, settlementMonths, settlementRuns } from './calculate.tables.ts';
import type { SacRowDraft } from './settlement-ledger-types.ts';

/** Rows per insert statement (the run writes a seller's month in a few multi-row inserts). */
const INSERT_CHUNK = 1000;
const SEOUL = 'Asia/Seoul';

export type SacRunRow = typeof settlementRuns.$inferSelect;

/** sac_row's columns as the run writes them: column, SacRowDraft key, type. */
const ROW_COLUMNS: readonly (readonly [string, keyof SacRowDraft, string])[] = [
  ['supply_entr_cd', 'supplyEntrCd', 'text'],
  ['settle_ym', 'settleYm', 'text'],
  ['kind', 'kind', 'text'],
  ['source_key', 'sourceKey', 'text'],
  ['sale_dt', 'saleDt', 'date'],
  ['ord_no', 'ordNo', 'text'],
  ['ord_dtl_sq', 'ordDtlSq', 'integer'],
  ['claim_sq', 'claimSq', 'integer'],
  ['prod_cd', 'prodCd', 'text'],
  ['prod_nm', 'prodNm', 'text'],
  ['qty', 'qty', 'integer'],
  ['sale_amt', 'saleAmt', 'bigint'],
  ['sell_fee_rate', 'sellFeeRate', 'numeric'],
  ['fee_amt', 'feeAmt', 'bigint'],
  ['supply_burden_amt', 'supplyBurdenAmt', 'bigint'],
  ['se_cpn_amt', 'seCpnAmt', 'bigint'],
  ['egm_amt', 'egmAmt', 'bigint'],
  ['lf_burden_amt', 'lfBurdenAmt', 'bigint'],
  ['delivery_amt', 'deliveryAmt', 'bigint'],
  ['extra_delivery_amt', 'extraDeliveryAmt', 'bigint'],
  ['calc_fee', 'calcFee', 'bigint'],
  ['hold_amt', 'holdAmt', 'bigint'],
  ['total_amt', 'totalAmt', 'bigint'],
  ['vat_sale_amt', 'vatSaleAmt', 'bigint'],
  ['tax_type', 'taxType', 'text'],
  ['evidence', 'evidence', 'text'],
  ['pay_kind_cd', 'payKindCd', 'text'],
  ['open_market_yn', 'openMarketYn', 'text'],
  ['reason_key', 'reasonKey', 'text'],
  ['reason_params', 'reasonParams', 'jsonb'],
  ['total_usd', 'totalUsd', 'numeric'],
];

const COLUMN_LIST = ROW_COLUMNS.map(([c]) => c).join(', ');
const SELECT_LIST = ROW_COLUMNS.map(([, k]) => `x."${k}"`).join(', ');
const RECORD_TYPE = ROW_COLUMNS.map(([, k, type]) => `"${k}" ${type}`).join(', ');

/** The monthly run's statements over the calculate tables. */
export function createSettlementRunRepository(db: Database) {
  const seoulDay = (col: unknown) => sql<string>`to_char((${col} at time zone ${SEOUL})::date, 'YYYY-MM-DD')`;
  return {
    async findRun(settleYm: string): Promise<SacRunRow | undefined> {
      return (await db.q.select().from(settlementRuns).where(eq(settlementRuns.settleYm, settleYm)).limit(1))[0];
    },
    /** Starts the month's run once; a second caller finds it. */
    async startRun(row: typeof settlementRuns.$inferInsert): Promise<void> {
      await db.q.insert(settlementRuns).values(row).onConflictDoNothing();
    },
    async fixRun(opts: { settleYm: string; fixedDt: Date }): Promise<void> {
      await db.q.execute(sql`
        update sac_run r set sts_cd = 'FIXED', fixed_dt = ${opts.fixedDt},
               seller_cnt = (select count(*) from sac_month m where m.settle_ym = r.settle_ym),
               row_cnt = (select coalesce(sum(m.row_cnt), 0) from sac_month m where m.settle_ym = r.settle_ym)
         where r.settle_ym = ${opts.settleYm} and r.sts_cd = 'RUNNING'`);
    },
    /** Months still RUNNING before `settleYm` (a seller waited for an exchange rate), oldest first. */
    async listRunningBefore(settleYm: string): Promise<string[]> {
      const rows = await db.q
        .select({ ym: settlementRuns.settleYm })
        .from(settlementRuns)
        .where(and(eq(settlementRuns.stsCd, 'RUNNING'), lt(settlementRuns.settleYm, settleYm)))
        .orderBy(settlementRuns.settleYm);
      return rows.map((r) => r.ym);
    },
    /** The latest month fixed (or published) before `settleYm`. */
    async lastFixedBefore(settleYm: string): Promise<string | null> {
      const rows = await db.q
        .select({ ym: settlementRuns.settleYm })
        .from(settlementRuns)
        .where(and(inArray(settlementRuns.stsCd, ['FIXED', 'PUBLISHED']), lt(settlementRuns.settleYm, settleYm)))
        .orderBy(desc(settlementRuns.settleYm))
        .limit(1);
      return rows[0]?.ym ?? null;
    },
    /** Serialises two runs over one seller: the second waits, then finds the month fixed. */
    async lockSeller(supplyEntrCd: string): Promise<void> {
      await db.q.execute(sql`select pg_advisory_xact_lock(hashtext(${`sac_month:${supplyEntrCd}`}))`);
    },
    async hasMonth(supplyEntrCd: string, settleYm: string): Promise<boolean> {
      const rows = await db.q
        .select({ ym: settlementMonths.settleYm })
        .from(settlementMonths)
        .where(and(eq(settlementMonths.supplyEntrCd, supplyEntrCd), eq(settlementMonths.settleYm, settleYm)))
        .limit(1);
      return rows.length > 0;
    },
    /** Sellers with something of their own pending in the ledger: adjustments, holds, carries, recent sales. */
    async listLedgerSellers(opts: { settleYm: string; recentFromYm: string }): Promise<string[]> {
      const res = await db.q.execute(sql`
        select a.supply_entr_cd as "supplyEntrCd" from sac_adjustment a
         where not exists (select 1 from sac_row r where r.supply_entr_cd = a.supply_entr_cd and r.source_key = 'ADJ:' || a.adj_sq)
        union
        select h.supply_entr_cd from sac_hold h
         where not exists (select 1 from sac_row r where r.supply_entr_cd = h.supply_entr_cd and r.source_key = 'REL:' || h.hold_sq)
        union
        select r.supply_entr_cd from sac_row r
         where r.kind = 'ADJUSTMENT' and r.source_key like 'CARRY_OUT:%'
           and not exists (select 1 from sac_row i where i.supply_entr_cd = r.supply_entr_cd and i.source_key = 'CARRY_IN:' || r.settle_ym)
        union
        select distinct r.supply_entr_cd from sac_row r
         where r.kind = 'SALE' and r.settle_ym >= ${opts.recentFromYm} and r.settle_ym < ${opts.settleYm}`);
      return rowsOf<{ supplyEntrCd: string }>(res).map((r) => r.supplyEntrCd);
    },
    /** The ledger rows of a seller's lines (SALE, REFUND, SHIP, PENALTY, XFEE keys and kept quantities). */
    async listLineRows(supplyEntrCd: string, ordNos: string[]) {
      if (ordNos.length === 0) return [];
      // One JSON parameter: a large seller's first run names more orders than a statement takes parameters.
      const res = await db.q.execute(sql`
        select r.source_key as "sourceKey", r.kind, r.ord_no as "ordNo", r.ord_dtl_sq as "ordDtlSq", r.qty from sac_row r
         where r.supply_entr_cd = ${supplyEntrCd} and r.ord_no in (select json_array_elements_text(${JSON.stringify(ordNos)}::json))`);
      return rowsOf<{ sourceKey: string; kind: string; ordNo: string | null; ordDtlSq: number | null; qty: number }>(res);
    },
    async listPendingAdjustments(supplyEntrCd: string, before: Date) {
      const res = await db.q.execute(sql`
        select a.adj_sq as "adjSq", a.amount::float8 as "amount", a.reason, ${seoulDay(sql`a.created_dt`)} as "createdDay"
          from sac_adjustment a
         where a.supply_entr_cd = ${supplyEntrCd} and a.created_dt <= ${before}
           and not exists (select 1 from sac_row r where r.supply_entr_cd = a.supply_entr_cd and r.source_key = 'ADJ:' || a.adj_sq)
         order by a.adj_sq`);
      return rowsOf<{ adjSq: number; amount: number; reason: string; createdDay: string }>(res);
    },
    /** A seller's holds without a RELEASE row, with whether their HOLD row is written. */
    async listOpenHolds(supplyEntrCd: string, before: Date) {
      const res = await db.q.execute(sql`
        select h.hold_sq as "holdSq", h.hold_kind as "holdKind", h.amount::float8 as "amount", h.reason,
               to_char(h.release_due_dt, 'YYYY-MM-DD') as "releaseDueDt", ${seoulDay(sql`h.created_dt`)} as "createdDay",
               case when h.released_dt is null then null else ${seoulDay(sql`h.released_dt`)} end as "releasedDay",
               exists (select 1 from sac_row r where r.supply_entr_cd = h.supply_entr_cd and r.source_key = 'HOLD:' || h.hold_sq) as "taken"
          from sac_hold h
         where h.supply_entr_cd = ${supplyEntrCd} and h.created_dt <= ${before}
           and not exists (select 1 from sac_row r where r.supply_entr_cd = h.supply_entr_cd and r.source_key = 'REL:' || h.hold_sq)
         order by h.hold_sq`);
      return rowsOf<{
        holdSq: number;
        holdKind: string;
        amount: number;
        reason: string;
        releaseDueDt: string;
        createdDay: string;
        releasedDay: string | null;
        taken: boolean;
      }>(res);
    },
    /** Negative months carried and not yet taken back. */
    async listOpenCarries(supplyEntrCd: string) {
      const res = await db.q.execute(sql`
        select r.settle_ym as "ym", r.calc_fee::float8 as "amount" from sac_row r
         where r.supply_entr_cd = ${supplyEntrCd} and r.kind = 'ADJUSTMENT' and r.source_key like 'CARRY_OUT:%'
           and not exists (select 1 from sac_row i where i.supply_entr_cd = r.supply_entr_cd and i.source_key = 'CARRY_IN:' || r.settle_ym)
         order by r.settle_ym`);
      return rowsOf<{ ym: string; amount: number }>(res);
    },
    async hasHoldOfKind(supplyEntrCd: string, holdKind: string): Promise<boolean> {
      const rows = await db.q
        .select({ sq: settlementHolds.holdSq })
        .from(settlementHolds)
        .where(and(eq(settlementHolds.supplyEntrCd, supplyEntrCd), eq(settlementHolds.holdKind, holdKind)))
        .limit(1);
      return rows.length > 0;
    },
    async sumSales(supplyEntrCd: string, fromYm: string, toYm: string): Promise<number> {
      const res = await db.q.execute(sql`
        select coalesce(sum(sale_amt), 0)::float8 as "amt" from sac_row
         where supply_entr_cd = ${supplyEntrCd} and kind = 'SALE' and settle_ym >= ${fromYm} and settle_ym <= ${toYm}`);
      return rowsOf<{ amt: number }>(res)[0]?.amt ?? 0;
    },
    /** The USD rate dated before `beforeDay` (the latest earlier one). */
    async findUsdRate(beforeDay: string): Promise<{ rate: string; rateDt: string } | null> {
      const rows = await db.q
        .select({ rate: exchangeRates.rate, rateDt: exchangeRates.rateDt })
        .from(exchangeRates)
        .where(and(eq(exchangeRates.currency, 'USD'), lt(exchangeRates.rateDt, beforeDay)))
        .orderBy(desc(exchangeRates.rateDt))
        .limit(1);
      return rows[0] ?? null;
    },
    async insertHold(row: typeof settlementHolds.$inferInsert): Promise<number> {
      const [r] = await db.q.insert(settlementHolds).values(row).returning({ holdSq: settlementHolds.holdSq });
      return r!.holdSq;
    },
    /** Multi-row inserts through one JSON parameter per chunk (a values list of 32 columns × 1,000 rows builds slowly). */
    async insertRows(rows: SacRowDraft[], createdDt: Date): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const chunk = JSON.stringify(rows.slice(i, i + INSERT_CHUNK));
        await db.q.execute(sql`
          insert into sac_row (${sql.raw(COLUMN_LIST)}, created_dt)
          select ${sql.raw(SELECT_LIST)}, ${createdDt} from json_to_recordset(${chunk}::json) as x(${sql.raw(RECORD_TYPE)})`);
      }
    },
    /** The month's list groups (sac_day_sum) from the rows just written, in the same transaction. */
    async insertDaySums(supplyEntrCd: string, settleYm: string): Promise<void> {
      await db.q.execute(sql`
        insert into sac_day_sum
        select supply_entr_cd, settle_ym, sale_dt, kind, sell_fee_rate, count(*)::int,
               sum(sale_amt), sum(fee_amt), sum(supply_burden_amt), sum(se_cpn_amt), sum(egm_amt), sum(lf_burden_amt),
               sum(delivery_amt), sum(extra_delivery_amt), sum(calc_fee), sum(hold_amt), sum(total_amt),
               coalesce(sum(vat_sale_amt) filter (where evidence = 'CARD'), 0), coalesce(sum(vat_sale_amt) filter (where evidence <> 'CARD'), 0)
          from sac_row where supply_entr_cd = ${supplyEntrCd} and settle_ym = ${settleYm}
         group by supply_entr_cd, settle_ym, sale_dt, kind, sell_fee_rate`);
    },
    async insertMonth(row: typeof settlementMonths.$inferInsert): Promise<void> {
      await db.q.insert(settlementMonths).values(row);
    },
  };
}

export type SettlementRunRepository = ReturnType<typeof createSettlementRunRepository>;
