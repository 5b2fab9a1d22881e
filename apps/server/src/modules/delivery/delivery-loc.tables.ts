import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const yn = (name: string) => text(name, { enum: ['Y', 'N'] });

/** Who wrote a row and who changed it last (spec business §3: regDt, regNm, upDt, upNm). */
export const authorColumns = () => ({
  regDt: timestamp('reg_dt', { withTimezone: true }).notNull(),
  regId: text('reg_id').notNull(),
  regNm: text('reg_nm').notNull(),
  upDt: timestamp('up_dt', { withTimezone: true }).notNull(),
  upId: text('up_id').notNull(),
  upNm: text('up_nm').notNull(),
});

/**
 * A seller's shipping site (출고지) with its return address (spec business §3 "Shipping site"). The code is
 * issued per seller (DL0001, DL0002, ...); products and brands point at it together with the seller.
 */
export const deliveryLocs = pgTable(
  'delivery_loc',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    deliveryLocCd: text('delivery_loc_cd').notNull(),
    deliveryLocNm: text('delivery_loc_nm').notNull(),
    /** Carrier, from code group D010. */
    deliveryEntrCd: text('delivery_entr_cd').notNull(),
    /** Digits only; a domestic number shows in three parts, an overseas one split 4/4/rest. */
    deliveryLocPhone: text('delivery_loc_phone').notNull(),
    deliveryLocZip: text('delivery_loc_zip').notNull(),
    deliveryLocAddr: text('delivery_loc_addr').notNull(),
    deliveryLocDtlAddr: text('delivery_loc_dtl_addr').notNull(),
    /** Y: the return address was copied from the shipping address (the form's checkbox). */
    returnSameYn: yn('return_same_yn').notNull().default('N'),
    returnZipNo: text('return_zip_no').notNull(),
    returnAddr: text('return_addr').notNull(),
    returnDtlAddr: text('return_dtl_addr').notNull(),
    /** Y: an overseas site. */
    frcnDyplYn: yn('frcn_dypl_yn').notNull().default('N'),
    useYn: yn('use_yn').notNull().default('Y'),
    /** Y while the site's goods-flow contract is approved (automatic return pickup registered). */
    verifiedYn: yn('verified_yn').notNull().default('N'),
    ...authorColumns(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.deliveryLocCd] }), index('delivery_loc_use_idx').on(t.supplyEntrCd, t.useYn, t.deliveryLocNm)],
);
