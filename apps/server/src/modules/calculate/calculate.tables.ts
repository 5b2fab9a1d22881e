import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Settlements, tax invoices and VAT (business-area §3 "Settlement rows", "Tax invoice", "VAT row"; issue 14).
// The ledger (`sac_row`) is append-only: a month, once fixed, is never edited; a refund, an adjustment, a hold or
// a release after it is a new row in a later month. Every row names its source (`source_key`), unique per seller,
// so a line, claim, adjustment or hold is never counted twice. Money is integer won; USD is numeric(14,2).

const won = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * The summed money of rows (a month's, a day group's): §3's amounts, each the sum of the rows' own column. New
 * builders per table; calcFee holds the adjustments, penalties included.
 */
const summedAmounts = () => ({
  saleAmt: won('sale_amt').notNull(),
  feeAmt: won('fee_amt').notNull(),
  supplyBurdenAmt: won('supply_burden_amt').notNull(),
  seCpnAmt: won('se_cpn_amt').notNull(),
  egmAmt: won('egm_amt').notNull(),
  lfBurdenAmt: won('lf_burden_amt').notNull(),
  deliveryAmt: won('delivery_amt').notNull(),
  extraDeliveryAmt: won('extra_delivery_amt').notNull(),
  calcFee: won('calc_fee').notNull(),
});

/** One mall-wide run per settlement month: fixed on the first business day of the next month, then published. */
export const settlementRuns = pgTable('sac_run', {
  /** The settlement month, 'YYYY-MM' (settleYm). */
  settleYm: text('settle_ym').primaryKey(),
  /** RUNNING while sellers are being fixed; FIXED when every seller is; PUBLISHED when the tax invoices are issued. */
  stsCd: text('sts_cd', { enum: ['RUNNING', 'FIXED', 'PUBLISHED'] }).notNull(),
  /** The day the month was confirmed (the run's Seoul day): the exchange rate is the one of the day before. */
  confirmDt: day('confirm_dt').notNull(),
  /** The payment date: the 20th of the next month, or the next business day when it is not one. */
  payDueDt: day('pay_due_dt').notNull(),
  startedDt: at('started_dt').notNull(),
  fixedDt: at('fixed_dt'),
  publishedDt: at('published_dt'),
  sellerCnt: integer('seller_cnt').notNull().default(0),
  rowCnt: integer('row_cnt').notNull().default(0),
  /** Who ran it: 'system' for the schedule, else the operator's id. */
  runBy: text('run_by').notNull(),
});

/** A seller's settled month: the totals of its rows, fixed with them in one transaction. */
export const settlementMonths = pgTable(
  'sac_month',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    settleYm: text('settle_ym').notNull(),
    payDueDt: day('pay_due_dt').notNull(),
    fixedDt: at('fixed_dt').notNull(),
    rowCnt: integer('row_cnt').notNull(),
    ...summedAmounts(),
    /** Held this month (≤ 0) and released this month (≥ 0). */
    holdAmt: won('hold_amt').notNull(),
    releaseAmt: won('release_amt').notNull(),
    /** The sum of the month's rows' totals: what is paid on payDueDt (a negative balance is carried, see decisions). */
    payoutAmt: won('payout_amt').notNull(),
    /** KRW, or USD for a purchase-agency (usdSacUseYn) seller. */
    currency: text('currency', { enum: ['KRW', 'USD'] })
      .notNull()
      .default('KRW'),
    exrt: numeric('exrt', { precision: 12, scale: 4 }),
    exrtDt: day('exrt_dt'),
    payoutUsd: numeric('payout_usd', { precision: 14, scale: 2 }),
  },
  (t) => [primaryKey({ name: 'sac_month_pk', columns: [t.supplyEntrCd, t.settleYm] })],
);

/**
 * The settlement list's groups, kept: a seller's month of `sac_row` summed by sale day, kind and fee rate, written by
 * the run with the rows in the same transaction (a fixed month never changes, so neither do its groups). The list
 * reads a few hundred of these for six months instead of grouping every row (docs/decisions.md "Settlements at
 * scale"). cardAmt / otherPayAmt: the rows' vatSaleAmt by evidence CARD / another evidence (the card-provider list).
 */
export const settlementDaySums = pgTable(
  'sac_day_sum',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    settleYm: text('settle_ym').notNull(),
    saleDt: day('sale_dt').notNull(),
    kind: text('kind').notNull(),
    sellFeeRate: numeric('sell_fee_rate', { precision: 5, scale: 2 }),
    cnt: integer('cnt').notNull(),
    ...summedAmounts(),
    holdAmt: won('hold_amt').notNull(),
    totalAmt: won('total_amt').notNull(),
    cardAmt: won('card_amt').notNull(),
    otherPayAmt: won('other_pay_amt').notNull(),
  },
  (t) => [index('sac_day_sum_month_idx').on(t.supplyEntrCd, t.settleYm, t.saleDt)],
);

/**
 * One row of a seller's settlement ledger. kind: SALE, REFUND, SHIPPING, EXTRA_FEE, ADJUSTMENT, HOLD, RELEASE
 * (contracts SAC_ROW_KINDS). totalAmt = saleAmt − feeAmt − supplyBurdenAmt + deliveryAmt + extraDeliveryAmt +
 * calcFee + holdAmt (holdAmt negative for a hold, positive for a release). lfBurdenAmt, seCpnAmt (part of
 * supplyBurdenAmt) and egmAmt are shown, not added.
 */
export const settlementRows = pgTable(
  'sac_row',
  {
    sacRowSq: bigint('sac_row_sq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    settleYm: text('settle_ym').notNull(),
    kind: text('kind').notNull(),
    /** What the row counts, unique per seller: 'SALE:<ordNo>:<ordDtlSq>', 'REFUND:<claimSq>', 'ADJ:<adjSq>' … */
    sourceKey: text('source_key').notNull(),
    /** The day the amount was recognised (Seoul): eligibility of a sale, completion of a refund, entry of an adjustment. */
    saleDt: day('sale_dt').notNull(),
    ordNo: text('ord_no'),
    ordDtlSq: integer('ord_dtl_sq'),
    claimSq: integer('claim_sq'),
    prodCd: text('prod_cd'),
    prodNm: text('prod_nm'),
    qty: integer('qty').notNull().default(0),
    saleAmt: won('sale_amt').notNull().default(0),
    sellFeeRate: numeric('sell_fee_rate', { precision: 5, scale: 2 }),
    feeAmt: won('fee_amt').notNull().default(0),
    supplyBurdenAmt: won('supply_burden_amt').notNull().default(0),
    seCpnAmt: won('se_cpn_amt').notNull().default(0),
    egmAmt: won('egm_amt').notNull().default(0),
    lfBurdenAmt: won('lf_burden_amt').notNull().default(0),
    deliveryAmt: won('delivery_amt').notNull().default(0),
    extraDeliveryAmt: won('extra_delivery_amt').notNull().default(0),
    calcFee: won('calc_fee').notNull().default(0),
    holdAmt: won('hold_amt').notNull().default(0),
    totalAmt: won('total_amt').notNull(),
    /** What the buyer paid for the row's goods (VAT reference), by tax type and evidence. */
    vatSaleAmt: won('vat_sale_amt').notNull().default(0),
    taxType: text('tax_type', { enum: ['TAXABLE', 'EXEMPT'] }),
    evidence: text('evidence', { enum: ['CARD', 'CASH', 'OTHER'] }),
    payKindCd: text('pay_kind_cd'),
    openMarketYn: text('open_market_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    /** The reason a seller reads: a message key of the `calculate` catalogue and its values. */
    reasonKey: text('reason_key'),
    reasonParams: jsonb('reason_params'),
    /** Purchase agency: the row's total in USD at the month's rate. */
    totalUsd: numeric('total_usd', { precision: 14, scale: 2 }),
    createdDt: at('created_dt').notNull(),
  },
  (t) => [
    uniqueIndex('sac_row_source_uq').on(t.supplyEntrCd, t.sourceKey),
    // The statement (a month by kind) and the lists (a period of months, by day and kind).
    index('sac_row_month_idx').on(t.supplyEntrCd, t.settleYm, t.kind, t.sacRowSq),
    index('sac_row_sale_dt_idx').on(t.supplyEntrCd, t.saleDt),
    index('sac_row_line_idx').on(t.supplyEntrCd, t.ordNo, t.ordDtlSq),
  ],
);

/** An operator's adjustment (calcFee) with its reason; the next run turns it into a row, once. */
export const settlementAdjustments = pgTable(
  'sac_adjustment',
  {
    adjSq: integer('adj_sq').generatedAlwaysAsIdentity().primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    /** Positive pays the seller more, negative takes back. Never 0. */
    amount: won('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    createdDt: at('created_dt').notNull(),
  },
  (t) => [index('sac_adjustment_seller_idx').on(t.supplyEntrCd, t.createdDt)],
);

/**
 * A hold on a seller's payout (seller terms; guarantee agreement). kind: CARD (≤ 60 days), REFUND_RATE (3 months,
 * refunds over 20 %), TERMINATION (30 % of the last 3 months' average, 3 months), COUNTERFEIT (1 year), MANUAL.
 * The run writes a HOLD row when it takes the hold and a RELEASE row in the first run on or after releaseDueDt (or
 * after an operator's early release).
 */
export const settlementHolds = pgTable(
  'sac_hold',
  {
    holdSq: integer('hold_sq').generatedAlwaysAsIdentity().primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    holdKind: text('hold_kind').notNull(),
    amount: won('amount').notNull(),
    reason: text('reason').notNull(),
    releaseDueDt: day('release_due_dt').notNull(),
    /** The settlement month a rule-made hold came from (REFUND_RATE, TERMINATION): one per seller, kind and month. */
    basisYm: text('basis_ym'),
    createdBy: text('created_by').notNull(),
    createdDt: at('created_dt').notNull(),
    releasedBy: text('released_by'),
    releasedDt: at('released_dt'),
    releaseMemo: text('release_memo'),
  },
  (t) => [
    index('sac_hold_seller_idx').on(t.supplyEntrCd, t.createdDt),
    uniqueIndex('sac_hold_rule_uq')
      .on(t.supplyEntrCd, t.holdKind, t.basisYm)
      .where(sql`${t.basisYm} is not null`),
  ],
);

/** Reference exchange rates (KRW per unit), entered by the operator or loaded from a file. */
export const exchangeRates = pgTable(
  'exchange_rate',
  {
    currency: text('currency').notNull(),
    rateDt: day('rate_dt').notNull(),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    source: text('source', { enum: ['MANUAL', 'FILE'] }).notNull(),
    createdBy: text('created_by').notNull(),
    createdDt: at('created_dt').notNull(),
  },
  (t) => [primaryKey({ name: 'exchange_rate_pk', columns: [t.currency, t.rateDt] })],
);

/**
 * The mall's commission tax invoice to a seller for a month (FIELD-NOTES "Tax invoices"): written on the month's last
 * day, issued by the 10th of the next month. Supplier and receiver are copied as they were at issue.
 */
export const taxInvoices = pgTable(
  'tax_invoice',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    settleYm: text('settle_ym').notNull(),
    /** 24 characters, starting with the write date (shown 8-8-8). */
    approvalNo: text('approval_no').notNull(),
    writeDt: day('write_dt').notNull(),
    issueDt: day('issue_dt').notNull(),
    issueDueDt: day('issue_due_dt').notNull(),
    issueType: text('issue_type').notNull(),
    taxType: text('tax_type').notNull(),
    purpose: text('purpose').notNull(),
    supplier: jsonb('supplier').notNull(),
    receiver: jsonb('receiver').notNull(),
    items: jsonb('items').notNull(),
    supplyAmt: won('supply_amt').notNull(),
    taxAmt: won('tax_amt').notNull(),
    totalAmt: won('total_amt').notNull(),
    stsCd: text('sts_cd').notNull(),
    createdDt: at('created_dt').notNull(),
  },
  (t) => [primaryKey({ name: 'tax_invoice_pk', columns: [t.supplyEntrCd, t.settleYm] }), uniqueIndex('tax_invoice_approval_uq').on(t.approvalNo)],
);
