import { bigint, index, integer, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const yn = (name: string) => text(name, { enum: ['Y', 'N'] });
const won = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** The mall-wide brand codes the MD's approval issues: B10001, B10002, ... */
export const brandCdSeq = pgSequence('brand_cd_seq', { startWith: 10001 });

/**
 * A seller's brand request and, once the mall's MD approves it, the brand (spec business §3 "Brand"). One
 * row for both: the request's inquiry number (per seller) is the key, the brand code is issued on approval
 * and unique across the mall. The normalised names serve the duplicate check across sellers. The author
 * columns are written out: drizzle-kit reads table files without the `@/` alias, and modules share no table file.
 */
export const brands = pgTable(
  'brand',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    brandRgsrRqstSeq: integer('brand_rgsr_rqst_seq').notNull(),
    brandCd: text('brand_cd'),
    brandNm: text('brand_nm').notNull(),
    brandEnm: text('brand_enm').notNull(),
    brandNmNorm: text('brand_nm_norm').notNull(),
    brandEnmNorm: text('brand_enm_norm').notNull(),
    /** Leader brand: the brand itself until the MD groups brands under another. */
    tbrandCd: text('tbrand_cd'),
    tbrandNm: text('tbrand_nm'),
    tbrandEnm: text('tbrand_enm'),
    partnerBrandCd: text('partner_brand_cd'),
    deliveryLocCd: text('delivery_loc_cd').notNull(),
    sellFeeRate: numeric('sell_fee_rate', { precision: 5, scale: 2 }).notNull(),
    deliveryFee: won('delivery_fee'),
    minOrdAmt: won('min_ord_amt'),
    jejuDeliveryFee: won('jeju_delivery_fee'),
    islandDeliveryFee: won('island_delivery_fee'),
    rtrnDlcst: won('rtrn_dlcst'),
    exchDlcst: won('exch_dlcst'),
    useYn: yn('use_yn').notNull().default('Y'),
    confirmStatus: text('confirm_status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] }).notNull(),
    chargeMdCd: text('charge_md_cd').notNull(),
    rqstReason: text('rqst_reason').notNull(),
    rejectReason: text('reject_reason'),
    confirmDt: timestamp('confirm_dt', { withTimezone: true }),
    confirmId: text('confirm_id'),
    regDt: timestamp('reg_dt', { withTimezone: true }).notNull(),
    regId: text('reg_id').notNull(),
    regNm: text('reg_nm').notNull(),
    upDt: timestamp('up_dt', { withTimezone: true }).notNull(),
    upId: text('up_id').notNull(),
    upNm: text('up_nm').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.brandRgsrRqstSeq] }),
    uniqueIndex('brand_cd_uq').on(t.brandCd),
    index('brand_seller_sts_idx').on(t.supplyEntrCd, t.confirmStatus, t.regDt),
    index('brand_nm_norm_idx').on(t.brandNmNorm),
    index('brand_enm_norm_idx').on(t.brandEnmNorm),
  ],
);
