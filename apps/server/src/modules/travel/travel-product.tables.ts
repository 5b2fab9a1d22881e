import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Accommodation products (business-area §2 travel product group, §3 "Travel", §5 travel rules; issue 17). A
// property is a product of its own kind: it shares the catalog's status codes, approval machine and price-change
// machine (contracts PRODUCT_MACHINE, PRICE_CHANGE_MACHINE) but none of the fashion columns, so it lives in tables
// of its own. Its rooms are sold per night from a calendar of price, stock and sale flag per room and date, inside
// the product's reservation window (at most 6 months). Every table is the seller's and leads its indexes with
// supply_entr_cd (DESIGN "Data rules"); money is integer won.

const yn = (name: string) => text(name, { enum: ['Y', 'N'] });
const won = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** A travel product's code is mall-wide like the catalog's: T + 9 digits, so orders name it without a seller. */
export const travelProdCdSeq = pgSequence('travel_prod_cd_seq', { startWith: 100000001 });

/**
 * The property (accommodation) as the mall sells it. listPrice/prodPrice are the representative ("from") prices the
 * mall lists: after approval they change only through a confirmed price change (travel_price_change), as the
 * catalog's do. The nightly prices are the calendar's (travel_room_day).
 */
export const travelProducts = pgTable(
  'travel_product',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    supplyProdCd: text('supply_prod_cd').notNull(),
    prodNm: text('prod_nm').notNull(),
    /** The catalog's codes: 40 awaiting approval, 20 rejected, 90 on sale, 60 sold out, 70 suspended. */
    prodStsCd: text('prod_sts_cd').notNull(),
    rejectReason: text('reject_reason'),
    brandCd: text('brand_cd').notNull(),
    /** travel-codes TRAVEL_CONTINENTS; nationCd an ISO 3166-1 alpha-2 code; gradeCd TRAVEL_GRADES. */
    continentCd: text('continent_cd').notNull(),
    nationCd: text('nation_cd').notNull(),
    gradeCd: text('grade_cd').notNull(),
    zipNo: text('zip_no').notNull().default(''),
    baseAddr: text('base_addr').notNull(),
    dtlAddr: text('dtl_addr').notNull().default(''),
    /** 'HH:MM' local time of the property. */
    checkInTm: text('check_in_tm').notNull().default('15:00'),
    checkOutTm: text('check_out_tm').notNull().default('11:00'),
    /** Sanitised HTML. */
    prodDesc: text('prod_desc').notNull(),
    listPrice: won('list_price').notNull(),
    prodPrice: won('prod_price').notNull(),
    sellFeeRate: numeric('sell_fee_rate', { precision: 5, scale: 2 }).notNull(),
    /** The reservation window: the first and last night sold (at most 6 months, business-area §5, §9). */
    rsvStartDt: day('rsv_start_dt').notNull(),
    rsvEndDt: day('rsv_end_dt').notNull(),
    version: integer('version').notNull().default(1),
    regDt: at('reg_dt').notNull(),
    regId: text('reg_id').notNull(),
    regNm: text('reg_nm').notNull(),
    upDt: at('up_dt').notNull(),
    upId: text('up_id').notNull(),
    upNm: text('up_nm').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.prodCd] }),
    uniqueIndex('travel_product_prod_cd_uq').on(t.prodCd),
    uniqueIndex('travel_product_supply_prod_cd_uq').on(t.supplyEntrCd, t.supplyProdCd),
    index('travel_product_status_idx').on(t.supplyEntrCd, t.prodStsCd, t.regDt),
    index('travel_product_reg_dt_idx').on(t.supplyEntrCd, t.regDt),
    // The operator's approval queue spans sellers, oldest first: not led by the seller, on purpose.
    index('travel_product_review_queue_idx').on(t.prodStsCd, t.regDt),
    check('travel_product_prices_ck', sql`${t.prodPrice} > 0 and ${t.prodPrice} <= ${t.listPrice}`),
    check('travel_product_window_ck', sql`${t.rsvStartDt} <= ${t.rsvEndDt}`),
  ],
);

/** The property's photos in display order (1 is the main one); the files are stored_file rows. */
export const travelProductImages = pgTable(
  'travel_product_image',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    imageSeq: integer('image_seq').notNull(),
    fileSeq: integer('file_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.prodCd, t.imageSeq] }), check('travel_product_image_seq_ck', sql`${t.imageSeq} between 1 and 10`)],
);

/** A room (type) of the property. Once registered a room is never removed (business-area §5): it can stop selling. */
export const travelRooms = pgTable(
  'travel_room',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    /** 1, 2, ... in the order the rooms were added. */
    roomSeq: integer('room_seq').notNull(),
    roomNm: text('room_nm').notNull(),
    /** Standard and maximum guests. */
    stdPersonCnt: integer('std_person_cnt').notNull(),
    maxPersonCnt: integer('max_person_cnt').notNull(),
    bedTypeNm: text('bed_type_nm').notNull().default(''),
    roomDesc: text('room_desc').notNull().default(''),
    useYn: yn('use_yn').notNull().default('Y'),
    regDt: at('reg_dt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.prodCd, t.roomSeq] }),
    check('travel_room_person_ck', sql`${t.stdPersonCnt} >= 1 and ${t.maxPersonCnt} >= ${t.stdPersonCnt}`),
  ],
);

/**
 * One room's night: price, stock (rooms left to sell) and sale flag, all required (business-area §5). A booking
 * takes stock by `stock_qty = stock_qty - n` where enough is left, in one statement per night, and a cancel gives it
 * back the same way, so concurrent bookings never oversell. Changing the window deletes the product's rows.
 */
export const travelRoomDays = pgTable(
  'travel_room_day',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    roomSeq: integer('room_seq').notNull(),
    stayDt: day('stay_dt').notNull(),
    price: won('price').notNull(),
    stockQty: integer('stock_qty').notNull(),
    saleYn: yn('sale_yn').notNull(),
    upDt: at('up_dt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.prodCd, t.roomSeq, t.stayDt] }),
    check('travel_room_day_price_ck', sql`${t.price} > 0`),
    check('travel_room_day_stock_ck', sql`${t.stockQty} >= 0`),
  ],
);

/**
 * A request to change a travel product's representative prices once it is approved: requested (10) until the
 * operator confirms (20) or rejects (30) it, or the seller withdraws it (40) — the catalog's PRICE_CHANGE_MACHINE.
 */
export const travelPriceChanges = pgTable(
  'travel_price_change',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodPriceSeq: integer('prod_price_seq').generatedAlwaysAsIdentity().notNull(),
    prodCd: text('prod_cd').notNull(),
    oldListPrice: won('old_list_price').notNull(),
    oldProdPrice: won('old_prod_price').notNull(),
    newListPrice: won('new_list_price').notNull(),
    newProdPrice: won('new_prod_price').notNull(),
    confirmStsCd: text('confirm_sts_cd').notNull(),
    reqReason: text('req_reason').notNull().default(''),
    rejectReason: text('reject_reason'),
    reqDt: at('req_dt').notNull(),
    reqId: text('req_id').notNull(),
    confirmDt: at('confirm_dt'),
    confirmId: text('confirm_id'),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.prodPriceSeq] }),
    index('travel_price_change_req_idx').on(t.supplyEntrCd, t.reqDt),
    index('travel_price_change_prod_idx').on(t.supplyEntrCd, t.prodCd, t.confirmStsCd),
    // One open request per product at a time.
    uniqueIndex('travel_price_change_open_uq')
      .on(t.supplyEntrCd, t.prodCd)
      .where(sql`${t.confirmStsCd} = '10'`),
    index('travel_price_change_queue_idx').on(t.confirmStsCd, t.reqDt),
    check('travel_price_change_prices_ck', sql`${t.newProdPrice} > 0 and ${t.newProdPrice} <= ${t.newListPrice}`),
  ],
);

/** Every status change of a travel product: who, when, from, to, why (null from for the registration). */
export const travelProductHistory = pgTable(
  'travel_product_history',
  {
    histSeq: integer('hist_seq').generatedAlwaysAsIdentity().notNull(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    fromStsCd: text('from_sts_cd'),
    toStsCd: text('to_sts_cd').notNull(),
    action: text('action').notNull(),
    reason: text('reason'),
    actorType: text('actor_type', { enum: ['seller', 'operator', 'system'] }).notNull(),
    actorId: text('actor_id').notNull(),
    actorNm: text('actor_nm').notNull(),
    changedDt: at('changed_dt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.prodCd, t.histSeq] })],
);
