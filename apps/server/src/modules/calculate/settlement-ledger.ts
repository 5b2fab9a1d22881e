import { SETTLEMENT_LIMITS, addMonths } from '@po/contracts';
import { amountsAt, refundAmounts, rowTotal, type LineAmounts } from './settlement-amounts.ts';
import type { FeedLine, RuleHold, SacRowDraft, SellerMonthInput, SellerMonthResult } from './settlement-ledger-types.ts';
import { monthLastDay } from './settlement-dates.ts';
import { monthTotals } from './settlement-month-totals.ts';

// The pure core of the monthly run (docs/decisions.md "Settlement run"): one seller's inputs for a month in, the
// month's ledger rows and totals out. No I/O, so the property tests can drive it over any history.

const ZERO_MONEY: LineAmounts = { saleAmt: 0, feeAmt: 0, supplyBurdenAmt: 0, seCpnAmt: 0, egmAmt: 0, lfBurdenAmt: 0, vatSaleAmt: 0 };

type RowExtra = Partial<Omit<SacRowDraft, 'supplyEntrCd' | 'settleYm' | 'totalAmt'>> & Pick<SacRowDraft, 'kind' | 'sourceKey' | 'saleDt'>;

function makeRow(input: SellerMonthInput, r: RowExtra): SacRowDraft {
  const row: SacRowDraft = {
    supplyEntrCd: input.supplyEntrCd,
    settleYm: input.settleYm,
    ordNo: null,
    ordDtlSq: null,
    claimSq: null,
    prodCd: null,
    prodNm: null,
    qty: 0,
    ...ZERO_MONEY,
    sellFeeRate: null,
    deliveryAmt: 0,
    extraDeliveryAmt: 0,
    calcFee: 0,
    holdAmt: 0,
    taxType: null,
    evidence: null,
    payKindCd: null,
    openMarketYn: 'N',
    reasonKey: null,
    reasonParams: null,
    totalUsd: null,
    ...r,
    totalAmt: 0,
  };
  row.totalAmt = rowTotal(row);
  return row;
}

const lineOf = (l: FeedLine) => ({
  ordNo: l.ordNo,
  ordDtlSq: l.ordDtlSq,
  prodCd: l.prodCd,
  prodNm: l.prodNm,
  payKindCd: l.payKindCd,
  openMarketYn: l.openMarketYn,
});

/** Cancels and returns lower the kept quantity; an exchanged unit stays sold (the new line carries no money). */
const lowersQty = (c: { claimType: string }) => c.claimType === 'CANCEL' || c.claimType === 'RETURN';

function lineRows(input: SellerMonthInput, line: FeedLine, monthEnd: string): SacRowDraft[] {
  const out: SacRowDraft[] = [];
  const lineKey = `${line.ordNo}:${line.ordDtlSq}`;
  const { keys } = input.ledger;
  const kept = input.ledger.keptQty.get(lineKey);
  const vat = { taxType: line.taxType, evidence: line.evidence, sellFeeRate: line.sellFeeRate };
  if (kept === undefined) {
    // No SALE yet: sell the line at what is kept now once it is eligible and no claim holds any of it. Claims
    // completed before this point simply lowered remainingQty (they never get a REFUND row of their own).
    const eligible = line.eligibleDt !== null && line.eligibleDt <= monthEnd && line.claimQty === 0 && line.remainingQty > 0;
    if (eligible && !keys.has(`SALE:${lineKey}`)) {
      const saleDt = line.eligibleDt as string;
      out.push(
        makeRow(input, {
          ...lineOf(line),
          ...vat,
          kind: 'SALE',
          sourceKey: `SALE:${lineKey}`,
          saleDt,
          qty: line.remainingQty,
          ...amountsAt(line, line.remainingQty),
        }),
      );
      if (line.deliveryFee !== 0)
        out.push(makeRow(input, { ...lineOf(line), kind: 'SHIPPING', sourceKey: `SHIP:${lineKey}`, saleDt, deliveryAmt: line.deliveryFee }));
      if (line.lateDays > 0) {
        const penalty = Math.min(SETTLEMENT_LIMITS.latePenaltyPerDay * line.lateDays, SETTLEMENT_LIMITS.latePenaltyCap);
        out.push(
          makeRow(input, {
            ...lineOf(line),
            kind: 'ADJUSTMENT',
            sourceKey: `PENALTY:${lineKey}`,
            saleDt,
            calcFee: -penalty,
            reasonKey: 'calculate.reason.latePenalty',
            reasonParams: { days: line.lateDays },
          }),
        );
      }
    }
  } else {
    // Sold before: each cancel/return completed since takes back the difference between the amounts at the
    // quantity before and after it. Which claims are new is told by the quantities, not by dates: the kept
    // quantity the ledger holds, less what remains now (plus claims completed after the month, left for later).
    const open = line.claims
      .filter((c) => lowersQty(c) && !keys.has(`REFUND:${c.claimSq}`))
      .sort((a, b) => (a.completeDt === b.completeDt ? a.claimSq - b.claimSq : a.completeDt < b.completeDt ? -1 : 1));
    const later = open.filter((c) => c.completeDt > monthEnd).reduce((n, c) => n + c.claimQty, 0);
    const take = newestSumming(
      open.filter((c) => c.completeDt <= monthEnd),
      kept - (line.remainingQty + later),
    );
    let qty = kept;
    for (const c of take) {
      const money = refundAmounts(line, qty, qty - c.claimQty);
      qty -= c.claimQty;
      out.push(
        makeRow(input, {
          ...lineOf(line),
          ...vat,
          kind: 'REFUND',
          sourceKey: `REFUND:${c.claimSq}`,
          saleDt: c.completeDt,
          claimSq: c.claimSq,
          qty: -c.claimQty,
          ...money,
        }),
      );
    }
  }
  // The return shipping a buyer paid for a claim of their own fault stays with the seller.
  for (const c of line.claims) {
    if (c.claimType === 'CANCEL' || c.feeGubun !== 'BUYER' || c.returnFee <= 0 || c.completeDt > monthEnd) continue;
    if (keys.has(`XFEE:${c.claimSq}`)) continue;
    out.push(
      makeRow(input, {
        ...lineOf(line),
        kind: 'EXTRA_FEE',
        sourceKey: `XFEE:${c.claimSq}`,
        saleDt: c.completeDt,
        claimSq: c.claimSq,
        extraDeliveryAmt: c.returnFee,
      }),
    );
  }
  return out;
}

/**
 * The claims (oldest first) a refund of `need` units is made of: the newest that add up to it exactly. The older
 * ones were completed before the SALE and only lowered the quantity it was made at.
 */
function newestSumming<T extends { claimQty: number }>(claims: T[], need: number): T[] {
  if (need <= 0) return [];
  const n = Math.min(claims.length, 16);
  const base = claims.length - n;
  let best = -1;
  for (let mask = 1; mask < 1 << n; mask++) {
    let sum = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) sum += claims[base + i]!.claimQty;
    // A higher mask holds newer claims: the highest mask with the exact sum is the newest choice.
    if (sum === need && mask > best) best = mask;
  }
  return best < 0 ? [] : claims.slice(base).filter((_, i) => best & (1 << i));
}

/** A rule-made hold is released with the payout of the third month after the one it was taken from. */
export const ruleHoldReleaseDue = (settleYm: string) => `${addMonths(settleYm, SETTLEMENT_LIMITS.refundRateHoldMonths + 1)}-01`;

/** One seller's month: its rows, totals and the holds the rules place. Null when nothing happened. */
export function buildSellerMonth(input: SellerMonthInput): SellerMonthResult | null {
  const monthEnd = monthLastDay(input.settleYm);
  const rows: SacRowDraft[] = input.lines.flatMap((l) => lineRows(input, l, monthEnd));
  for (const a of input.adjustments) {
    rows.push(
      makeRow(input, {
        kind: 'ADJUSTMENT',
        sourceKey: `ADJ:${a.adjSq}`,
        saleDt: a.createdDay,
        calcFee: a.amount,
        reasonKey: 'calculate.reason.adjustment',
        reasonParams: { reason: a.reason },
      }),
    );
  }
  for (const c of input.carries) {
    rows.push(
      makeRow(input, {
        kind: 'ADJUSTMENT',
        sourceKey: `CARRY_IN:${c.ym}`,
        saleDt: input.confirmDt,
        calcFee: -c.amount,
        reasonKey: 'calculate.reason.carryIn',
        reasonParams: { ym: c.ym },
      }),
    );
  }
  for (const h of input.holdsToTake) {
    const reasonParams = { holdKind: h.holdKind, reason: h.reason };
    rows.push(
      makeRow(input, { kind: 'HOLD', sourceKey: `HOLD:${h.holdSq}`, saleDt: h.day, holdAmt: -h.amount, reasonKey: 'calculate.reason.hold', reasonParams }),
    );
  }
  for (const h of input.holdsToRelease) {
    const reasonParams = { holdKind: h.holdKind, reason: h.reason };
    rows.push(
      makeRow(input, { kind: 'RELEASE', sourceKey: `REL:${h.holdSq}`, saleDt: h.day, holdAmt: h.amount, reasonKey: 'calculate.reason.release', reasonParams }),
    );
  }
  const ruleHolds = ruleMadeHolds(input, rows);
  for (const h of ruleHolds) {
    rows.push(
      makeRow(input, {
        kind: 'HOLD',
        sourceKey: h.placeholderKey,
        saleDt: input.confirmDt,
        holdAmt: -h.amount,
        reasonKey: h.reasonKey,
        reasonParams: h.reasonParams,
      }),
    );
  }
  if (rows.length === 0) return null;
  const payout = rows.reduce((n, r) => n + r.totalAmt, 0);
  if (payout < 0) {
    // A negative month pays nothing; the balance is taken from the seller's next run (CARRY_IN).
    rows.push(
      makeRow(input, {
        kind: 'ADJUSTMENT',
        sourceKey: `CARRY_OUT:${input.settleYm}`,
        saleDt: input.confirmDt,
        calcFee: -payout,
        reasonKey: 'calculate.reason.carryOut',
        reasonParams: { ym: addMonths(input.settleYm, 1) },
      }),
    );
  }
  return { rows, totals: monthTotals(rows, input.usdRate), ruleHolds };
}

/** REFUND_RATE (refunds over 20 % of the month's sales) and TERMINATION (closed seller), each at most the payout. */
function ruleMadeHolds(input: SellerMonthInput, rows: SacRowDraft[]): RuleHold[] {
  const L = SETTLEMENT_LIMITS;
  const out: RuleHold[] = [];
  let payout = rows.reduce((n, r) => n + r.totalAmt, 0);
  const sales = rows.filter((r) => r.kind === 'SALE').reduce((n, r) => n + r.saleAmt, 0);
  const refunds = -rows.filter((r) => r.kind === 'REFUND').reduce((n, r) => n + r.saleAmt, 0);
  const releaseDueDt = ruleHoldReleaseDue(input.settleYm);
  if (refunds > 0 && refunds * 100 > sales * L.refundRateHoldPct && payout > 0) {
    const pct = sales > 0 ? Math.floor((refunds * 100) / sales) : 100;
    out.push({
      holdKind: 'REFUND_RATE',
      amount: payout,
      reasonKey: 'calculate.reason.refundRate',
      reasonParams: { pct },
      releaseDueDt,
      placeholderKey: `HOLD:REFUND_RATE:${input.settleYm}`,
    });
    payout = 0;
  }
  if (input.termination) {
    const average = Math.floor((input.termination.priorSaleAmt + sales) / L.terminationAverageMonths);
    const amount = Math.min(Math.floor((average * L.terminationHoldPct) / 100), Math.max(payout, 0));
    if (amount > 0) {
      out.push({
        holdKind: 'TERMINATION',
        amount,
        reasonKey: 'calculate.reason.termination',
        reasonParams: { average },
        releaseDueDt,
        placeholderKey: `HOLD:TERMINATION:${input.settleYm}`,
      });
    }
  }
  return out;
}
