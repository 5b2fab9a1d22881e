import type { TStatSalesFigures } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/database.ts';
import type { TestApp } from './test-app.ts';

// The order statistics counted the plain way, over the seller's lines themselves (no kept sums): what every
// statistic call must answer. Written apart from the server's code so a shared mistake cannot hide.

export interface OracleLine {
  ordDay: string;
  prodCd: string;
  brandCd: string;
  ageCd: string | null;
  sexCd: string | null;
  ordQty: number;
  cancelQty: number;
  returnQty: number;
  realOrdAmt: number;
  deliveredDay: string | null;
  payDay: string;
  frcnDyplYn: string;
}

/** Every line of the seller with the Seoul days the statistics read. */
export async function linesOf(t: TestApp, supplyEntrCd: string): Promise<OracleLine[]> {
  return rowsOf<OracleLine>(
    await t.db.q.execute(sql`
      select to_char(l.ord_dt at time zone 'Asia/Seoul', 'YYYY-MM-DD') as "ordDay", l.prod_cd as "prodCd", l.brand_cd as "brandCd",
        l.buyer_age_cd as "ageCd", l.buyer_sex_cd as "sexCd", l.ord_qty as "ordQty", l.cancel_qty as "cancelQty", l.return_qty as "returnQty",
        l.real_ord_amt::float8 as "realOrdAmt", to_char(l.delivered_dt at time zone 'Asia/Seoul', 'YYYY-MM-DD') as "deliveredDay",
        to_char(l.pay_dt at time zone 'Asia/Seoul', 'YYYY-MM-DD') as "payDay", coalesce(d.frcn_dypl_yn, 'N') as "frcnDyplYn"
      from ord_dtl l left join delivery_loc d on d.supply_entr_cd = l.supply_entr_cd and d.delivery_loc_cd = l.delivery_loc_cd
      where l.supply_entr_cd = ${supplyEntrCd}`),
  );
}

/** One line's figures: the shares of realOrdAmt floored per line. */
export function figuresOfLine(l: OracleLine): TStatSalesFigures {
  const share = (qty: number) => Math.floor((l.realOrdAmt * qty) / l.ordQty);
  const kept = l.ordQty - l.cancelQty - l.returnQty;
  return {
    ordCnt: 1,
    ordQty: l.ordQty,
    realOrdAmt: l.realOrdAmt,
    cancelQty: l.cancelQty,
    cancelAmt: share(l.cancelQty),
    returnQty: l.returnQty,
    returnAmt: share(l.returnQty),
    realSaleQty: kept,
    realSaleAmt: share(kept),
  };
}

const ZERO: TStatSalesFigures = { ordCnt: 0, ordQty: 0, realOrdAmt: 0, cancelQty: 0, cancelAmt: 0, returnQty: 0, returnAmt: 0, realSaleQty: 0, realSaleAmt: 0 };

/** The figures of lines grouped by a key. */
export function sumBy(lines: readonly OracleLine[], keyOf: (l: OracleLine) => string | null): Map<string, TStatSalesFigures> {
  const out = new Map<string, TStatSalesFigures>();
  for (const l of lines) {
    const key = keyOf(l);
    if (key === null) continue;
    const sum = { ...(out.get(key) ?? ZERO) };
    const f = figuresOfLine(l);
    for (const k of Object.keys(sum) as (keyof TStatSalesFigures)[]) sum[k] += f[k];
    out.set(key, sum);
  }
  return out;
}

export const total = (lines: readonly OracleLine[]) => sumBy(lines, () => 'all').get('all') ?? { ...ZERO };
export const within = (lines: readonly OracleLine[], startDt: string, endDt: string) => lines.filter((l) => l.ordDay >= startDt && l.ordDay <= endDt);

/** Whole Seoul days from payment to delivery of the lines delivered in the period. */
export function leadDaysOf(lines: readonly OracleLine[], startDt: string, endDt: string): number[] {
  return lines
    .filter((l) => l.deliveredDay !== null && l.deliveredDay >= startDt && l.deliveredDay <= endDt)
    .map((l) => Math.round((Date.parse(l.deliveredDay!) - Date.parse(l.payDay)) / 86_400_000));
}
