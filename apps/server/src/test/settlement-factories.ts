import { eq } from 'drizzle-orm';
import type { TSacRowKind } from '@po/contracts';
import { settlementMonths, settlementRows, settlementRuns, taxInvoices } from '@/modules/calculate/calculate.tables.ts';
import { createSettlementRunRepository } from '@/modules/calculate/settlement-run.repository.ts';
import { wonToUsd } from '@/modules/calculate/settlement-view.ts';
import { supplyEntrs } from '@/modules/supply/supply.tables.ts';
import { sellerSession } from './setting-factories.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in seller of a kind: domestic N, open-market O, global G; the card-provider variant; USD settlement. */
export async function settlementSeller(t: TestApp, kind: { entrType?: 'N' | 'O' | 'G'; kiccYn?: 'Y' | 'N'; usdSacUseYn?: 'Y' | 'N' } = {}) {
  // Signed in as a domestic seller (a global one signs in through its own step), then given its kind.
  const s = await sellerSession(t);
  await t.db.q
    .update(supplyEntrs)
    .set({ entrType: kind.entrType ?? 'N', kiccYn: kind.kiccYn ?? 'N', usdSacUseYn: kind.usdSacUseYn ?? 'N' })
    .where(eq(supplyEntrs.supplyEntrCd, s.supplyEntrCd));
  return s;
}

/** A ledger row to write: the kind and day, and the amounts that differ from 0. */
export type RowSpec = Partial<Omit<typeof settlementRows.$inferInsert, 'supplyEntrCd' | 'settleYm' | 'totalAmt' | 'sacRowSq' | 'createdDt'>> & {
  kind: TSacRowKind;
  saleDt: string;
};

let keys = 0;
const totalOf = (r: RowSpec) =>
  (r.saleAmt ?? 0) - (r.feeAmt ?? 0) - (r.supplyBurdenAmt ?? 0) + (r.deliveryAmt ?? 0) + (r.extraDeliveryAmt ?? 0) + (r.calcFee ?? 0) + (r.holdAmt ?? 0);

/**
 * A settled month as the run leaves it: the rows, and the month's totals summed from them in the same way (so the
 * statement adds up), the run's row (FIXED unless told). USD months convert each row at `exrt` and add the cents.
 */
export async function insertSettledMonth(
  t: TestApp,
  opts: { supplyEntrCd: string; settleYm: string; rows: RowSpec[]; exrt?: string; runSts?: 'RUNNING' | 'FIXED' | 'PUBLISHED' },
) {
  const now = t.clock.now();
  const usd = opts.exrt !== undefined;
  const rows = opts.rows.map((r) => {
    const totalAmt = totalOf(r);
    return {
      sourceKey: `${r.kind}:TEST:${++keys}`,
      ...r,
      supplyEntrCd: opts.supplyEntrCd,
      settleYm: opts.settleYm,
      totalAmt,
      totalUsd: usd ? wonToUsd(totalAmt, opts.exrt!) : null,
      createdDt: now,
    };
  });
  const payDueDt = `${opts.settleYm}-28`;
  await t.db.q
    .insert(settlementRuns)
    .values({ settleYm: opts.settleYm, stsCd: opts.runSts ?? 'FIXED', confirmDt: `${opts.settleYm}-28`, payDueDt, startedDt: now, fixedDt: now, runBy: 'test' })
    .onConflictDoNothing();
  // In batches: one statement of tens of thousands of rows is too deep for the query builder.
  for (let i = 0; i < rows.length; i += 1000) await t.db.q.insert(settlementRows).values(rows.slice(i, i + 1000));
  // The list's kept groups, as the run writes them with the rows.
  await createSettlementRunRepository(t.db).insertDaySums(opts.supplyEntrCd, opts.settleYm);
  const sum = (f: (r: (typeof rows)[number]) => number | null | undefined) => rows.reduce((a, r) => a + (f(r) ?? 0), 0);
  const cents = rows.reduce((a, r) => a + Math.round(Number(r.totalUsd ?? 0) * 100), 0);
  const month = {
    supplyEntrCd: opts.supplyEntrCd,
    settleYm: opts.settleYm,
    payDueDt,
    fixedDt: now,
    rowCnt: rows.length,
    saleAmt: sum((r) => r.saleAmt),
    feeAmt: sum((r) => r.feeAmt),
    supplyBurdenAmt: sum((r) => r.supplyBurdenAmt),
    seCpnAmt: sum((r) => r.seCpnAmt),
    egmAmt: sum((r) => r.egmAmt),
    lfBurdenAmt: sum((r) => r.lfBurdenAmt),
    deliveryAmt: sum((r) => r.deliveryAmt),
    extraDeliveryAmt: sum((r) => r.extraDeliveryAmt),
    calcFee: sum((r) => r.calcFee),
    holdAmt: sum((r) => Math.min(r.holdAmt ?? 0, 0)),
    releaseAmt: sum((r) => Math.max(r.holdAmt ?? 0, 0)),
    payoutAmt: sum((r) => r.totalAmt),
    currency: usd ? ('USD' as const) : ('KRW' as const),
    exrt: opts.exrt ?? null,
    exrtDt: usd ? `${opts.settleYm}-27` : null,
    payoutUsd: usd ? (cents / 100).toFixed(2) : null,
  };
  await t.db.q.insert(settlementMonths).values(month);
  return month;
}

/** The mall's commission invoice for a month, as the publish writes it. */
export async function insertTaxInvoice(t: TestApp, opts: { supplyEntrCd: string; settleYm: string; feeAmt: number; approvalNo?: string }) {
  const supplyAmt = Math.floor((opts.feeAmt * 10) / 11);
  const writeDt = `${opts.settleYm}-28`;
  const party = (name: string) => ({
    bizNo: '1248100998',
    name,
    ownerNm: '김대표',
    address: '서울특별시 성동구',
    bizType: '도소매',
    bizKind: '의류',
    email: 'sac@example.com',
  });
  const row = {
    supplyEntrCd: opts.supplyEntrCd,
    settleYm: opts.settleYm,
    approvalNo: opts.approvalNo ?? `${writeDt.replaceAll('-', '')}${String(++keys).padStart(16, '0')}`,
    writeDt,
    issueDt: `${opts.settleYm}-28`,
    issueDueDt: `${opts.settleYm}-28`,
    issueType: 'REGULAR',
    taxType: 'TAXABLE',
    purpose: 'CLAIM',
    supplier: party('패션몰'),
    receiver: party('판매자'),
    items: [{ itemDt: writeDt, itemNm: `판매수수료 ${opts.settleYm}`, spec: '', qty: null, unitPrice: null, supplyAmt, taxAmt: opts.feeAmt - supplyAmt }],
    supplyAmt,
    taxAmt: opts.feeAmt - supplyAmt,
    totalAmt: opts.feeAmt,
    stsCd: 'ISSUED',
    createdDt: t.clock.now(),
  };
  await t.db.q.insert(taxInvoices).values(row);
  return row;
}
