import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Reservations (travel orders) and estimates from the mall (business-area §2 travel order group, §4 travel order and
// estimate statuses, §5 travel rules; issue 17). The mall books a stay of one room type for some nights through its
// API; the booking takes the calendar's stock of every night and a cancel gives it back. Group or custom requests
// arrive as estimates that the seller checks, prices and sends for payment. Status moves follow the machines in
// contracts (TRAVEL_ORDER_MACHINE, TRAVEL_ESTIMATE_MACHINE) and every move is written to travel_status_history.

const won = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** A reservation: one room type of one property for check-in .. check-out (exclusive), roomCnt rooms a night. */
export const travelOrders = pgTable(
  'travel_order',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    /** The mall's order number and this reservation's detail number within it (the travel UI's "detail no"). */
    ordNo: text('ord_no').notNull(),
    ordDtlSq: integer('ord_dtl_sq').notNull(),
    prodCd: text('prod_cd').notNull(),
    roomSeq: integer('room_seq').notNull(),
    /** Names as booked, so the lists read one table. */
    prodNm: text('prod_nm').notNull(),
    roomNm: text('room_nm').notNull(),
    checkInDt: day('check_in_dt').notNull(),
    checkOutDt: day('check_out_dt').notNull(),
    roomCnt: integer('room_cnt').notNull(),
    adultCnt: integer('adult_cnt').notNull(),
    childCnt: integer('child_cnt').notNull().default(0),
    // Guest info (who stays) and the buyer (who paid).
    guestNm: text('guest_nm').notNull(),
    guestMobile: text('guest_mobile').notNull(),
    guestEmail: text('guest_email').notNull().default(''),
    buyerNm: text('buyer_nm').notNull(),
    buyerMobile: text('buyer_mobile').notNull(),
    /** The buyer's request to the property. */
    rsvRequest: text('rsv_request').notNull().default(''),
    /** The seller's memo (300 characters, business-area §9). */
    memo: text('memo').notNull().default(''),
    /** The sum of the nights' prices × roomCnt, as booked (travel_order_night). */
    ordAmt: won('ord_amt').notNull(),
    /** travel-codes TRAVEL_ORDER_STATUSES. */
    rsvStsCd: text('rsv_sts_cd').notNull(),
    cancelReason: text('cancel_reason'),
    ordDt: at('ord_dt').notNull(),
    payDt: at('pay_dt').notNull(),
    confirmDt: at('confirm_dt'),
    cancelDt: at('cancel_dt'),
    /** A digest of the mall's request: the same ids sent again with another body are refused. */
    requestHash: text('request_hash').notNull(),
    version: integer('version').notNull().default(1),
    upDt: at('up_dt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.ordNo, t.ordDtlSq] }),
    // The mall's ids are mall-wide: its retries find the reservation without knowing the seller.
    uniqueIndex('travel_order_mall_uq').on(t.ordNo, t.ordDtlSq),
    index('travel_order_ord_dt_idx').on(t.supplyEntrCd, t.ordDt),
    index('travel_order_status_idx').on(t.supplyEntrCd, t.rsvStsCd, t.ordDt),
    index('travel_order_check_in_idx').on(t.supplyEntrCd, t.checkInDt),
    check('travel_order_dates_ck', sql`${t.checkInDt} < ${t.checkOutDt}`),
    check('travel_order_counts_ck', sql`${t.roomCnt} >= 1 and ${t.adultCnt} >= 1 and ${t.childCnt} >= 0`),
  ],
);

/** A reservation's nights at the price each was booked at. */
export const travelOrderNights = pgTable(
  'travel_order_night',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    ordNo: text('ord_no').notNull(),
    ordDtlSq: integer('ord_dtl_sq').notNull(),
    stayDt: day('stay_dt').notNull(),
    price: won('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.ordNo, t.ordDtlSq, t.stayDt] })],
);

/**
 * An estimate: a group or custom request from the mall for a property. The seller checks it, sets the price and a
 * payment limit date before check-in, and sends it for payment; the mall reports the payment or a cancel.
 */
export const travelEstimates = pgTable(
  'travel_estimate',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    /** The mall's estimate number. */
    estmNo: text('estm_no').notNull(),
    prodCd: text('prod_cd').notNull(),
    prodNm: text('prod_nm').notNull(),
    /** travel-codes TRAVEL_ESTIMATE_TYPES (GROUP, CUSTOM). */
    estmProdTypeCd: text('estm_prod_type_cd').notNull(),
    /** travel-codes TRAVEL_ESTIMATE_STATUSES. */
    estmStatCd: text('estm_stat_cd').notNull(),
    reqNm: text('req_nm').notNull(),
    reqMobile: text('req_mobile').notNull(),
    reqEmail: text('req_email').notNull().default(''),
    personCnt: integer('person_cnt').notNull(),
    /** What the requester asked for. */
    reqCont: text('req_cont').notNull().default(''),
    /** The seller's price and payment limit date: set when it sends the estimate for payment. */
    estmAmt: won('estm_amt'),
    payLimitDt: day('pay_limit_dt'),
    memo: text('memo').notNull().default(''),
    cancelReason: text('cancel_reason'),
    reqDt: at('req_dt').notNull(),
    paidDt: at('paid_dt'),
    cancelDt: at('cancel_dt'),
    requestHash: text('request_hash').notNull(),
    version: integer('version').notNull().default(1),
    upDt: at('up_dt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.estmNo] }),
    uniqueIndex('travel_estimate_mall_uq').on(t.estmNo),
    index('travel_estimate_req_dt_idx').on(t.supplyEntrCd, t.reqDt),
    index('travel_estimate_status_idx').on(t.supplyEntrCd, t.estmStatCd, t.reqDt),
    check('travel_estimate_amt_ck', sql`${t.estmAmt} is null or ${t.estmAmt} > 0`),
  ],
);

/** A room line of an estimate. Its dates are cleared when the estimate's type changes (business-area §5). */
export const travelEstimateRooms = pgTable(
  'travel_estimate_room',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    estmNo: text('estm_no').notNull(),
    estmRoomSeq: integer('estm_room_seq').notNull(),
    roomSeq: integer('room_seq').notNull(),
    roomCnt: integer('room_cnt').notNull(),
    checkInDt: day('check_in_dt'),
    checkOutDt: day('check_out_dt'),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.estmNo, t.estmRoomSeq] }),
    check('travel_estimate_room_dates_ck', sql`${t.checkInDt} is null or ${t.checkOutDt} is null or ${t.checkInDt} < ${t.checkOutDt}`),
    check('travel_estimate_room_cnt_ck', sql`${t.roomCnt} >= 1`),
  ],
);

/** Every status move of a reservation (kind ORDER, key ordNo-ordDtlSq) or an estimate (kind ESTIMATE, key estmNo). */
export const travelStatusHistory = pgTable(
  'travel_status_history',
  {
    histSeq: integer('hist_seq').generatedAlwaysAsIdentity().notNull(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    kind: text('kind', { enum: ['ORDER', 'ESTIMATE'] }).notNull(),
    refKey: text('ref_key').notNull(),
    fromStsCd: text('from_sts_cd'),
    toStsCd: text('to_sts_cd').notNull(),
    action: text('action').notNull(),
    actorType: text('actor_type', { enum: ['seller', 'mall', 'system'] }).notNull(),
    actorId: text('actor_id').notNull(),
    actorNm: text('actor_nm').notNull(),
    memo: text('memo'),
    changedDt: at('changed_dt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.histSeq] }), index('travel_status_history_ref_idx').on(t.supplyEntrCd, t.kind, t.refKey)],
);
