import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Orders and claims (DESIGN "Orders"; spec business §3 "Order line", "Return/exchange"). The order (`ord`) is the
// mall's and spans sellers; its lines (`ord_dtl`) are each one seller's, and every seller-side read goes through the
// lines, which lead their indexes with supply_entr_cd. A claim is a row of its own, never a line status. Money is
// integer won.

const yn = (name: string) => text(name, { enum: ['Y', 'N'] });
const won = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** The buyer's order and payment, as the mall placed it (one per ordNo, shared by the sellers of its lines). */
export const orders = pgTable('ord', {
  ordNo: text('ord_no').primaryKey(),
  ordDt: at('ord_dt').notNull(),
  payDt: at('pay_dt').notNull(),
  payKindCd: text('pay_kind_cd').notNull(),
  openMarketYn: yn('open_market_yn').notNull().default('N'),
  buyerNm: text('buyer_nm').notNull(),
  buyerMobile: text('buyer_mobile').notNull(),
  /** The buyer's age band ('10' .. '60', 60 and over) and sex (M, F) when the mall sent them (statistic-codes). */
  buyerAgeCd: text('buyer_age_cd'),
  buyerSexCd: text('buyer_sex_cd'),
  rcpNm: text('rcp_nm').notNull(),
  rcpZip: text('rcp_zip').notNull(),
  fixAddr: text('fix_addr').notNull(),
  dtlAddr: text('dtl_addr').notNull(),
  rcpMobile: text('rcp_mobile').notNull(),
  /** The buyer's delivery request. */
  ordMemo: text('ord_memo').notNull(),
  puniPassNo: text('puni_pass_no'),
  /** A digest of the placed request: the same ordNo sent again with another body is refused. */
  requestHash: text('request_hash').notNull(),
  createdDt: at('created_dt').notNull(),
});

/**
 * One seller's line of an order. The order's dates and the buyer's and recipient's names are copied here so a
 * seller's list filters and sorts on its own index without reading `ord`. Quantities: ordQty as bought; cancelQty,
 * returnQty and exchangeQty count the completed claims; claimQty the open ones. What remains to ship or keep is
 * ordQty - cancelQty - returnQty (saleQty): an exchanged quantity is replaced by the exchange's new line.
 */
export const orderLines = pgTable(
  'ord_dtl',
  {
    ordNo: text('ord_no').notNull(),
    ordDtlSq: integer('ord_dtl_sq').notNull(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    ordDt: at('ord_dt').notNull(),
    payDt: at('pay_dt').notNull(),
    buyerNm: text('buyer_nm').notNull(),
    rcpNm: text('rcp_nm').notNull(),
    /** The order's buyer age band and sex, copied so the seller's statistics read its own lines only. */
    buyerAgeCd: text('buyer_age_cd'),
    buyerSexCd: text('buyer_sex_cd'),
    prodCd: text('prod_cd').notNull(),
    prodOptionCd: text('prod_option_cd').notNull(),
    supplyProdCd: text('supply_prod_cd').notNull(),
    prodNm: text('prod_nm').notNull(),
    brandCd: text('brand_cd').notNull(),
    optionValue1: text('option_value1').notNull().default(''),
    optionValue2: text('option_value2').notNull().default(''),
    ordDtlStsCd: text('ord_dtl_sts_cd').notNull(),
    /** 72 or 82 while the line is late (order-codes DELAY_STATUS); null otherwise. */
    delayStsCd: text('delay_sts_cd'),
    ordQty: integer('ord_qty').notNull(),
    cancelQty: integer('cancel_qty').notNull().default(0),
    returnQty: integer('return_qty').notNull().default(0),
    exchangeQty: integer('exchange_qty').notNull().default(0),
    /** Quantity held by open claims (requested, collecting, collected, on hold). */
    claimQty: integer('claim_qty').notNull().default(0),
    /** The unit price at the order: the product price plus the option's extra charge. */
    prodPrice: won('prod_price').notNull(),
    ordAmt: won('ord_amt').notNull(),
    gradeDiscountAmt: won('grade_discount_amt').notNull().default(0),
    couponAmt: won('coupon_amt').notNull().default(0),
    couponBearer: text('coupon_bearer', { enum: ['MALL', 'SELLER'] })
      .notNull()
      .default('MALL'),
    couponNo: text('coupon_no'),
    couponNm: text('coupon_nm'),
    /**
     * The promotion the line was sold under (an agreed target product whose run held the order day), the won it
     * took off the whole line and who bears it in settlement (issue 16; decisions "Promotions").
     */
    promCd: text('prom_cd'),
    promDcAmt: won('prom_dc_amt').notNull().default(0),
    promBearer: text('prom_bearer', { enum: ['MALL', 'SELLER'] })
      .notNull()
      .default('MALL'),
    pointAmt: won('point_amt').notNull().default(0),
    egmAmt: won('egm_amt').notNull().default(0),
    realOrdAmt: won('real_ord_amt').notNull(),
    deliveryFee: won('delivery_fee').notNull().default(0),
    sellFeeRate: numeric('sell_fee_rate', { precision: 5, scale: 2 }).notNull(),
    deliveryLocCd: text('delivery_loc_cd').notNull(),
    deliveryEntrCd: text('delivery_entr_cd'),
    invoiceNo: text('invoice_no'),
    invoiceDt: at('invoice_dt'),
    /** Planned dispatch date (giPrrnDt): from the product's dispatch days, moved by a delay notice. */
    giPrrnDt: day('gi_prrn_dt').notNull(),
    delayReasonCd: text('delay_reason_cd'),
    delayReason: text('delay_reason'),
    delayNoticeDt: at('delay_notice_dt'),
    /** Expected delivery date: planned dispatch plus the product's lead time in business days. */
    deliveryExpectDt: day('delivery_expect_dt').notNull(),
    deliveredDt: at('delivered_dt'),
    purchaseConfirmDt: at('purchase_confirm_dt'),
    soldoutYn: yn('soldout_yn').notNull().default('N'),
    soldoutDt: at('soldout_dt'),
    /** An exchange's new line points at the line it replaces. */
    orgOrdDtlSq: integer('org_ord_dtl_sq'),
    grntSrvcGoodsYn: yn('grnt_srvc_goods_yn').notNull().default('N'),
    digitIssuStatus: text('digit_issu_status'),
    digitIssuDt: at('digit_issu_dt'),
    /** The seller's own memo on the line (300 characters). */
    sellerMemo: text('seller_memo').notNull().default(''),
    version: integer('version').notNull().default(1),
    upDt: at('up_dt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ordNo, t.ordDtlSq] }),
    // The seller's lists: by order date (the default), by payment date, by status, by delay mark, by invoice, by product.
    // The two date indexes end with what the list's tab counts read (status, delay mark, planned dispatch): the
    // count of a period is then an index-only scan (bench, decisions "Order lists": a month 40% faster).
    index('ord_dtl_ord_dt_idx').on(t.supplyEntrCd, t.ordDt, t.ordNo, t.ordDtlSq, t.ordDtlStsCd, t.delayStsCd, t.giPrrnDt),
    index('ord_dtl_pay_dt_idx').on(t.supplyEntrCd, t.payDt, t.ordNo, t.ordDtlSq, t.ordDtlStsCd, t.delayStsCd, t.giPrrnDt),
    index('ord_dtl_status_idx').on(t.supplyEntrCd, t.ordDtlStsCd, t.ordDt),
    // A status by payment date: without it the planner walked the jobs' (status, pay_dt) index across every seller
    // (the plan check on the generated mall; a tail seller's page would read past everyone else's lines).
    index('ord_dtl_status_pay_idx').on(t.supplyEntrCd, t.ordDtlStsCd, t.payDt),
    index('ord_dtl_delay_idx')
      .on(t.supplyEntrCd, t.delayStsCd, t.ordDt)
      .where(sql`${t.delayStsCd} is not null`),
    index('ord_dtl_invoice_idx').on(t.supplyEntrCd, t.invoiceNo),
    index('ord_dtl_prod_idx').on(t.supplyEntrCd, t.prodCd, t.ordDt),
    // A brand is often a large share of a seller's lines (the largest generated seller's two brands are half each):
    // the tab counts under a brand read this index alone, by either date (decisions "Plans on the generated mall").
    index('ord_dtl_brand_idx').on(t.supplyEntrCd, t.brandCd, t.ordDt, t.payDt, t.ordDtlStsCd, t.delayStsCd, t.giPrrnDt),
    // A part of the buyer's or recipient's name: trigrams (pg_trgm), led by the seller through btree_gin, as the
    // product list's name search. The list asks them only of a term with a trigram (order-list.repository.ts).
    index('ord_dtl_buyer_trgm_idx').using('gin', t.supplyEntrCd, t.buyerNm.op('gin_trgm_ops')),
    index('ord_dtl_rcp_trgm_idx').using('gin', t.supplyEntrCd, t.rcpNm.op('gin_trgm_ops')),
    index('ord_dtl_order_idx').on(t.supplyEntrCd, t.ordNo),
    // A seller's lines by delivery day: the settlement feed's recognition reads a range of it instead of filtering
    // every line of the seller. (The home's lead-time chart read it too; it reads the kept delivered-line counts now.)
    index('ord_dtl_delivered_idx')
      .on(t.supplyEntrCd, t.deliveredDt)
      .where(sql`${t.deliveredDt} is not null`),
    // The clock's jobs span sellers: lines by status and payment (delivery delay, sold-out cancel) or delivery
    // (purchase confirmation, certificates); an invoice number is the carrier's, unique across the mall.
    index('ord_dtl_job_paid_idx').on(t.ordDtlStsCd, t.payDt),
    index('ord_dtl_job_delivered_idx')
      .on(t.ordDtlStsCd, t.deliveredDt)
      .where(sql`${t.purchaseConfirmDt} is null`),
    // The operator's PTS view spans sellers over a payment period.
    index('ord_dtl_job_pay_dt_idx').on(t.payDt),
    // The certificate job: guarantee lines still waiting for their certificate, by delivery.
    index('ord_dtl_job_certificate_idx')
      .on(t.deliveredDt)
      .where(sql`${t.grntSrvcGoodsYn} = 'Y' and ${t.digitIssuStatus} = 'WAITING'`),
    index('ord_dtl_carrier_invoice_idx').on(t.deliveryEntrCd, t.invoiceNo),
    // Ship-today of a period beside the kept counts (decisions "Kept order line counts"): the few paid or preparing
    // lines of a seller by planned dispatch, with both dates and what a tab needs, so the count reads the index only.
    index('ord_dtl_ship_today_idx')
      .on(t.supplyEntrCd, t.giPrrnDt, t.ordDt, t.payDt, t.ordDtlStsCd, t.delayStsCd)
      .where(sql`${t.ordDtlStsCd} in ('20', '35')`),
    check(
      'ord_dtl_qty_ck',
      sql`${t.ordQty} >= 1 and ${t.cancelQty} >= 0 and ${t.returnQty} >= 0 and ${t.exchangeQty} >= 0 and ${t.claimQty} >= 0
        and ${t.cancelQty} + ${t.returnQty} + ${t.exchangeQty} + ${t.claimQty} <= ${t.ordQty}`,
    ),
    check('ord_dtl_amt_ck', sql`${t.realOrdAmt} >= 0 and ${t.ordAmt} >= 0`),
  ],
);

/**
 * A claim (spec §3 "Return/exchange"): a cancel, return or exchange of part or all of one line. claimSq is the
 * spec's ordChangeSq / returnSq. Fees and refund are integer won; the refund account is kept only while the
 * refund needs it.
 */
export const orderClaims = pgTable(
  'ord_claim',
  {
    claimSq: integer('claim_sq').generatedAlwaysAsIdentity().primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    ordNo: text('ord_no').notNull(),
    ordDtlSq: integer('ord_dtl_sq').notNull(),
    claimType: text('claim_type').notNull(),
    claimStsCd: text('claim_sts_cd').notNull(),
    claimQty: integer('claim_qty').notNull(),
    reqBy: text('req_by').notNull(),
    reasonCd: text('reason_cd').notNull(),
    reqReason: text('req_reason').notNull().default(''),
    /** The fault party (feeGubun), decided by the seller before completion when the reason does not settle it. */
    feeGubun: text('fee_gubun'),
    returnFee: won('return_fee').notNull().default(0),
    returnFeePayCd: text('return_fee_pay_cd'),
    /** The buyer paid the return fee separately (the seller confirms it before completing). */
    returnFeePaidYn: yn('return_fee_paid_yn').notNull().default('N'),
    /** A free gift came with the line; the seller checks it came back before completing. */
    giftYn: yn('gift_yn').notNull().default('N'),
    giftCheckedYn: yn('gift_checked_yn').notNull().default('N'),
    refundWayCd: text('refund_way_cd'),
    refundBankCd: text('refund_bank_cd'),
    refundAccountNm: text('refund_account_nm'),
    refundAccountNo: text('refund_account_no'),
    refundAmt: won('refund_amt'),
    refundDt: at('refund_dt'),
    /** An exchange: the option the buyer wants instead, and the new line made at completion. */
    exchangeProdOptionCd: text('exchange_prod_option_cd'),
    exchangeOrdDtlSq: integer('exchange_ord_dtl_sq'),
    /** Pickup: carrier and invoice, and whether it was requested through goods-flow automatically. */
    rdeliveryEntrCd: text('rdelivery_entr_cd'),
    rinvoiceNo: text('rinvoice_no'),
    autoCollectYn: yn('auto_collect_yn').notNull().default('N'),
    /** The hold reason (reqMemo) handed to the mall's CS centre, and its release. */
    holdReason: text('hold_reason'),
    holdDt: at('hold_dt'),
    releaseMemo: text('release_memo'),
    releaseDt: at('release_dt'),
    withdrawReason: text('withdraw_reason'),
    reqDt: at('req_dt').notNull(),
    collectDt: at('collect_dt'),
    collectCompleteDt: at('collect_complete_dt'),
    completeDt: at('complete_dt'),
    withdrawDt: at('withdraw_dt'),
    /** The mall's own id of a buyer claim: the same claim sent again is answered, not made twice. */
    mallClaimId: text('mall_claim_id'),
    version: integer('version').notNull().default(1),
    upDt: at('up_dt').notNull(),
  },
  (t) => [
    index('ord_claim_list_idx').on(t.supplyEntrCd, t.claimType, t.claimStsCd, t.reqDt),
    index('ord_claim_req_dt_idx').on(t.supplyEntrCd, t.reqDt),
    index('ord_claim_line_idx').on(t.supplyEntrCd, t.ordNo, t.ordDtlSq),
    // The home's return delays and withdrawn count read a window of collections or withdrawals: by these the largest
    // seller's read touches the window's claims, not every return it ever had (decisions "Home dashboard at scale").
    index('ord_claim_collected_idx')
      .on(t.supplyEntrCd, t.collectCompleteDt)
      .where(sql`${t.collectCompleteDt} is not null`),
    index('ord_claim_withdrawn_idx')
      .on(t.supplyEntrCd, t.withdrawDt)
      .where(sql`${t.withdrawDt} is not null`),
    // The operator's hold queue and the next-day sold-out cancel span sellers.
    index('ord_claim_status_idx').on(t.claimStsCd, t.reqDt),
    uniqueIndex('ord_claim_mall_id_uq')
      .on(t.mallClaimId)
      .where(sql`${t.mallClaimId} is not null`),
    check('ord_claim_qty_ck', sql`${t.claimQty} >= 1`),
  ],
);

/** Every change of a line or a claim: who, when, from, to, why (the order state history popup). */
export const orderStatusHistory = pgTable(
  'ord_status_history',
  {
    histSeq: integer('hist_seq').generatedAlwaysAsIdentity().notNull(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    ordNo: text('ord_no').notNull(),
    ordDtlSq: integer('ord_dtl_sq').notNull(),
    claimSq: integer('claim_sq'),
    action: text('action').notNull(),
    fromStsCd: text('from_sts_cd'),
    toStsCd: text('to_sts_cd'),
    memo: text('memo'),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id').notNull(),
    actorNm: text('actor_nm').notNull(),
    changedDt: at('changed_dt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.ordNo, t.ordDtlSq, t.histSeq] })],
);

/** What the buyer must be told (sold out, delay, refund ...): an outbox the mall's notifier reads, like the SMS one. */
export const buyerNotifications = pgTable(
  'buyer_notification',
  {
    notificationSeq: integer('notification_seq').generatedAlwaysAsIdentity().primaryKey(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    ordNo: text('ord_no').notNull(),
    ordDtlSq: integer('ord_dtl_sq').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdDt: at('created_dt').notNull(),
    sentDt: at('sent_dt'),
  },
  (t) => [
    index('buyer_notification_ord_idx').on(t.ordNo, t.ordDtlSq),
    index('buyer_notification_unsent_idx')
      .on(t.createdDt)
      .where(sql`${t.sentDt} is null`),
  ],
);
