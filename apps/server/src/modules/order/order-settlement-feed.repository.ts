import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';

/** One line as the settlement run reads it: money, quantities, the days its rules count from, and its claims. */
export interface SettlementFeedRow {
  ordNo: string;
  ordDtlSq: number;
  prodCd: string;
  prodNm: string;
  ordQty: number;
  cancelQty: number;
  returnQty: number;
  claimQty: number;
  ordAmt: number;
  gradeDiscountAmt: number;
  couponAmt: number;
  couponBearer: 'MALL' | 'SELLER';
  promDcAmt: number;
  promBearer: 'MALL' | 'SELLER';
  egmAmt: number;
  realOrdAmt: number;
  deliveryFee: number;
  sellFeeRate: string;
  /** E = min(purchase confirmation day, delivery day + 14) in Seoul days. */
  eligibleDt: string | null;
  giPrrnDt: string;
  /** The Seoul day the invoice was registered (dispatch). */
  invoiceDay: string | null;
  vatCd: string;
  payKindCd: string;
  openMarketYn: 'Y' | 'N';
  claims: {
    claimSq: number;
    claimType: 'CANCEL' | 'RETURN' | 'EXCHANGE';
    claimQty: number;
    completeDt: string;
    feeGubun: 'BUYER' | 'SELLER' | null;
    returnFee: number;
  }[];
}

export interface SettlementFeedWindow {
  /** Lines eligible on or before this Seoul day (the last day of the settlement month). */
  eligibleBy: string;
  /** The first Seoul day after the last fixed month (null: no month was fixed yet, every line is a candidate). */
  from: string | null;
}

const SEOUL = 'Asia/Seoul';
const eligibleSql = sql`least((d.purchase_confirm_dt at time zone ${SEOUL})::date, (d.delivered_dt at time zone ${SEOUL})::date + 14)`;

/**
 * The settlement run's reads of the order tables, per seller. Candidates are lines that became eligible (or changed) in the
 * window and lines with a claim completed or withdrawn since `from` (a refund, an extra fee, or a line a claim held
 * back from an earlier run). One statement reads a batch with its claims, so the quantities and the claims agree.
 */
export function createOrderSettlementFeedRepository(db: Database) {
  const claimsSince = (w: SettlementFeedWindow) =>
    w.from === null
      ? sql`true`
      : sql`(c.complete_dt >= (${w.from}::date)::timestamp at time zone ${SEOUL} or c.withdraw_dt >= (${w.from}::date)::timestamp at time zone ${SEOUL})`;
  // Eligible in the window, or changed since it began (a delivery the carrier reported late, after the last run).
  const recent = (w: SettlementFeedWindow) =>
    w.from === null ? sql`` : sql`and (${eligibleSql} >= ${w.from}::date or d.up_dt >= (${w.from}::date)::timestamp at time zone ${SEOUL})`;
  const candidates = (supplyEntrCd: string, w: SettlementFeedWindow) => sql`
    select d.ord_no, d.ord_dtl_sq from ord_dtl d
     where d.supply_entr_cd = ${supplyEntrCd} and d.org_ord_dtl_sq is null and d.delivered_dt is not null
       and ${eligibleSql} <= ${w.eligibleBy}::date ${recent(w)}
    union
    select c.ord_no, c.ord_dtl_sq from ord_claim c where c.supply_entr_cd = ${supplyEntrCd} and ${claimsSince(w)}`;

  return {
    /** Sellers with a candidate line in the window. */
    async listSellers(w: SettlementFeedWindow): Promise<string[]> {
      const res = await db.q.execute(sql`
        select distinct d.supply_entr_cd as "supplyEntrCd" from ord_dtl d
         where d.delivered_dt is not null and d.org_ord_dtl_sq is null and ${eligibleSql} <= ${w.eligibleBy}::date ${recent(w)}
        union
        select distinct c.supply_entr_cd from ord_claim c where ${claimsSince(w)}`);
      return rowsOf<{ supplyEntrCd: string }>(res).map((r) => r.supplyEntrCd);
    },

    /** The keys of a seller's candidate lines, in (ordNo, ordDtlSq) order: read once, then fetched in batches. */
    async listCandidateKeys(opts: { supplyEntrCd: string; window: SettlementFeedWindow }): Promise<{ ordNo: string; ordDtlSq: number }[]> {
      const res = await db.q.execute(sql`
        select k.ord_no as "ordNo", k.ord_dtl_sq as "ordDtlSq" from (${candidates(opts.supplyEntrCd, opts.window)}) k order by 1, 2`);
      return rowsOf<{ ordNo: string; ordDtlSq: number }>(res);
    },

    /** A batch of a seller's lines by key, with the claims the run needs. */
    async listLines(opts: { supplyEntrCd: string; window: SettlementFeedWindow; keys: { ordNo: string; ordDtlSq: number }[] }) {
      const { supplyEntrCd, window: w } = opts;
      const res = await db.q.execute(sql`
        select d.ord_no as "ordNo", d.ord_dtl_sq as "ordDtlSq", d.prod_cd as "prodCd", d.prod_nm as "prodNm",
               d.ord_qty as "ordQty", d.cancel_qty as "cancelQty", d.return_qty as "returnQty", d.claim_qty as "claimQty",
               d.ord_amt::float8 as "ordAmt", d.grade_discount_amt::float8 as "gradeDiscountAmt", d.coupon_amt::float8 as "couponAmt",
               d.coupon_bearer as "couponBearer", d.prom_dc_amt::float8 as "promDcAmt", d.prom_bearer as "promBearer", d.egm_amt::float8 as "egmAmt", d.real_ord_amt::float8 as "realOrdAmt",
               d.delivery_fee::float8 as "deliveryFee", d.sell_fee_rate::text as "sellFeeRate",
               to_char(${eligibleSql}, 'YYYY-MM-DD') as "eligibleDt", to_char(d.gi_prrn_dt, 'YYYY-MM-DD') as "giPrrnDt",
               to_char((d.invoice_dt at time zone ${SEOUL})::date, 'YYYY-MM-DD') as "invoiceDay",
               coalesce(p.vat_cd, '01') as "vatCd", o.pay_kind_cd as "payKindCd", o.open_market_yn as "openMarketYn",
               coalesce((
                 select json_agg(json_build_object('claimSq', c.claim_sq, 'claimType', c.claim_type, 'claimQty', c.claim_qty,
                          'completeDt', to_char((c.complete_dt at time zone ${SEOUL})::date, 'YYYY-MM-DD'),
                          'feeGubun', c.fee_gubun, 'returnFee', c.return_fee) order by c.complete_dt, c.claim_sq)
                   from ord_claim c
                  where c.supply_entr_cd = d.supply_entr_cd and c.ord_no = d.ord_no and c.ord_dtl_sq = d.ord_dtl_sq
                    and c.claim_sts_cd in ('CANCEL_COMPLETED', 'RETURN_COMPLETED') and ${claimsSince(w)}
               ), '[]'::json) as "claims"
          from json_to_recordset(${JSON.stringify(opts.keys)}::json) as k("ordNo" text, "ordDtlSq" integer)
          join ord_dtl d on d.supply_entr_cd = ${supplyEntrCd} and d.ord_no = k."ordNo" and d.ord_dtl_sq = k."ordDtlSq"
          join ord o on o.ord_no = d.ord_no
          left join product p on p.supply_entr_cd = d.supply_entr_cd and p.prod_cd = d.prod_cd
         where d.org_ord_dtl_sq is null
         order by d.ord_no, d.ord_dtl_sq`);
      return rowsOf<SettlementFeedRow>(res);
    },
  };
}

export type OrderSettlementFeedRepository = ReturnType<typeof createOrderSettlementFeedRepository>;
