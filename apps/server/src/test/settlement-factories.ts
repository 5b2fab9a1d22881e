import { eq } from 'drizzle-orm';
import type { TSacRowKind } from '@po/contracts';
import { settlementMonths, settlementRows, settlementRuns, taxInvoices } from '@/modules/calculate/calculate.tables.ts';
import { createSettlementRunRepository } from '@/modules/calculate/settlement-run.repository.ts';
import { rowTotal } from '@/modules/calculate/settlement-amounts.ts';
import { monthTotals } from '@/modules/calculate/settlement-month-totals.ts';
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

/**
 * A settled month as the run leaves it: the rows with their totals, the month's totals summed from them by the run's
 * own function (so the statement adds up; a USD month converts each row at `exrt` and adds the cents), and the run's
 * row (FIXED unless told).
 */
export async function insertSettledMonth(
  t: TestApp,
  opts: { supplyEntrCd: string; settleYm: string; rows: RowSpec[]; exrt?: string; runSts?: 'RUNNING' | 'FIXED' | 'PUBLISHED' },
) {
  const now = t.clock.now();
  const rows = opts.rows.map((r) => {
    const amounts = {
      saleAmt: r.saleAmt ?? 0,
      feeAmt: r.feeAmt ?? 0,
      supplyBurdenAmt: r.supplyBurdenAmt ?? 0,
      seCpnAmt: r.seCpnAmt ?? 0,
      egmAmt: r.egmAmt ?? 0,
      lfBurdenAmt: r.lfBurdenAmt ?? 0,
      deliveryAmt: r.deliveryAmt ?? 0,
      extraDeliveryAmt: r.extraDeliveryAmt ?? 0,
      calcFee: r.calcFee ?? 0,
      holdAmt: r.holdAmt ?? 0,
    };
    return {
      sourceKey: `${r.kind}:TEST:${++keys}`,
      ...r,
      ...amounts,
      supplyEntrCd: opts.supplyEntrCd,
      settleYm: opts.settleYm,
      totalAmt: rowTotal(amounts),
      totalUsd: null as string | null,
      createdDt: now,
    };
  });
  const totals = monthTotals(rows, opts.exrt ?? null);
  const payDueDt = `${opts.settleYm}-28`;
  await t.db.q
    .insert(settlementRuns)
    .values({ settleYm: opts.settleYm, stsCd: opts.runSts ?? 'FIXED', confirmDt: `${opts.settleYm}-28`, payDueDt, startedDt: now, fixedDt: now, runBy: 'test' })
    .onConflictDoNothing();
  // In batches: one statement of tens of thousands of rows is too deep for the query builder.
  for (let i = 0; i < rows.length; i += 1000) await t.db.q.insert(settlementRows).values(rows.slice(i, i + 1000));
  // The list's kept groups, as the run writes them with the rows.
  await createSettlementRunRepository(t.db).insertDaySums(opts.supplyEntrCd, opts.settleYm);
  const month = {
    supplyEntrCd: opts.supplyEntrCd,
    settleYm: opts.settleYm,
    payDueDt,
    fixedDt: now,
    ...totals,
    exrtDt: opts.exrt === undefined ? null : `${opts.settleYm}-27`,
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
