import { orderLines } from '@/modules/order/order.tables.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { TestApp } from './test-app.ts';
import { newOrdNo } from './order-factories.ts';

type LineRow = typeof orderLines.$inferInsert;

/** What a test sets on a raw line; the rest is a plain paid line of one unit. */
export type LineSpec = Partial<Omit<LineRow, 'ordNo' | 'ordDtlSq'>> & { supplyEntrCd: string };

/**
 * Writes lines straight into ord_dtl in one statement (the kept figures' triggers see one multi-row insert), without
 * the mall's intake: for tests of what the triggers keep, which need odd amounts and dates no order would carry.
 * Answers the lines' keys in the order given.
 */
export async function insertLineRows(t: TestApp, specs: readonly LineSpec[]): Promise<{ ordNo: string; ordDtlSq: number }[]> {
  if (specs.length === 0) return [];
  const now = t.clock.now();
  const today = seoulDate(now);
  const rows: LineRow[] = specs.map((s) => ({
    ordNo: newOrdNo(),
    ordDtlSq: 1,
    ordDt: now,
    payDt: now,
    buyerNm: '구매자',
    rcpNm: '수령인',
    prodCd: 'P1',
    prodOptionCd: 'P1001',
    supplyProdCd: 'SP-1',
    prodNm: '상품',
    brandCd: 'BR1',
    ordDtlStsCd: '20',
    ordQty: 1,
    prodPrice: 1000,
    ordAmt: 1000,
    realOrdAmt: 1000,
    sellFeeRate: '10.00',
    deliveryLocCd: 'DL0001',
    giPrrnDt: today,
    deliveryExpectDt: today,
    upDt: now,
    ...s,
  }));
  await t.db.q.insert(orderLines).values(rows);
  return rows.map((r) => ({ ordNo: r.ordNo, ordDtlSq: r.ordDtlSq }));
}
