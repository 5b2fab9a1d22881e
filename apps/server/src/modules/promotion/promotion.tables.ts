import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Promotions (business-area §2 promotion group, §3 "Promotion", §4 promotion counts; issue 16). The operator makes a
// promotion in the console and names its target products, each of its seller; each seller agrees or rejects its
// products during the request period. An agreed product sells at the promotion price during the run.

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** The number of a promotion code (PM + 8 digits). */
export const promotionCdSeq = pgSequence('promotion_cd_seq', { startWith: 1 });

export const promotions = pgTable(
  'promotion',
  {
    /** PM and 8 digits, from promotion_cd_seq. */
    promCd: text('prom_cd').primaryKey(),
    promNm: text('prom_nm').notNull(),
    /** promotion-codes PROM_DIVISIONS. */
    promDivision: text('prom_division').notNull(),
    /** The request period: sellers answer from its first to its last Seoul day. */
    reqStartDt: day('req_start_dt').notNull(),
    reqEndDt: day('req_end_dt').notNull(),
    /** The run: orders placed on these Seoul days get the promotion price. */
    progStartDt: day('prog_start_dt').notNull(),
    progEndDt: day('prog_end_dt').notNull(),
    /** RATE, AMOUNT or PRICE (promotion-codes PROM_DC_TYPES); dcValue percent or won, 0 for PRICE. */
    dcTypeCd: text('dc_type_cd').notNull(),
    dcValue: integer('dc_value').notNull().default(0),
    /** Who bears the discount in settlement. */
    bearer: text('bearer', { enum: ['MALL', 'SELLER'] }).notNull(),
    cancelYn: text('cancel_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    regId: text('reg_id').notNull(),
    regDt: at('reg_dt').notNull(),
    upDt: at('up_dt').notNull(),
  },
  (t) => [
    index('promotion_reg_idx').on(t.regDt),
    check('promotion_periods_ck', sql`${t.reqStartDt} <= ${t.reqEndDt} and ${t.reqEndDt} < ${t.progStartDt} and ${t.progStartDt} <= ${t.progEndDt}`),
    check('promotion_dc_ck', sql`${t.dcValue} >= 0`),
  ],
);

/** A target product of a promotion and its seller's answer. */
export const promotionProducts = pgTable(
  'promotion_product',
  {
    promCd: text('prom_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    /** A PRICE promotion's price for this product (won); null for RATE and AMOUNT. */
    promPrice: bigint('prom_price', { mode: 'number' }),
    /** PREPARE (awaiting), AGREE, REJECT (promotion-states PROMOTION_AGREEMENT_MACHINE). */
    reqState: text('req_state', { enum: ['PREPARE', 'AGREE', 'REJECT'] })
      .notNull()
      .default('PREPARE'),
    rejectReason: text('reject_reason'),
    decidedId: text('decided_id'),
    decidedDt: at('decided_dt'),
  },
  (t) => [
    primaryKey({ columns: [t.promCd, t.prodCd] }),
    // The seller's list and counts (by promotion, by state); the order intake's lookup of a product's promotions.
    index('promotion_product_seller_idx').on(t.supplyEntrCd, t.promCd, t.reqState),
    index('promotion_product_prod_idx').on(t.prodCd, t.reqState),
    check('promotion_product_reject_ck', sql`${t.reqState} <> 'REJECT' or ${t.rejectReason} is not null`),
  ],
);
