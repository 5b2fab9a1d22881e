import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The product and what hangs off it (spec business §3 "Product"). Every table is the seller's and leads every
// index with supply_entr_cd (DESIGN "Data rules"). Money is integer won, rates numeric(5,2). Brand codes are
// plain text until the brand table lands: a brand is checked by the service through its brand port.

const yn = (name: string) => text(name, { enum: ['Y', 'N'] });
const won = (name: string) => bigint(name, { mode: 'number' });
const rate = (name: string) => numeric(name, { precision: 5, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The mall's product code (prodCd) is mall-wide: P + 9 digits from this sequence, as orders and the storefront name it. */
export const prodCdSeq = pgSequence('prod_cd_seq', { startWith: 100000001 });

/**
 * A seller's product. dcRate is not stored: it is derived from the two prices wherever it is shown, so it
 * cannot disagree with them. version grows with every change of the row (optimistic locking of the form).
 */
export const products = pgTable(
  'product',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    supplyProdCd: text('supply_prod_cd').notNull(),
    prodNm: text('prod_nm').notNull(),
    prodStsCd: text('prod_sts_cd').notNull(),
    /** The operator's reason, while the product is rejected (20). */
    rejectReason: text('reject_reason'),
    brandCd: text('brand_cd').notNull(),
    standardCategoryId: text('standard_category_id').notNull(),
    seasonCd: text('season_cd').notNull(),
    itemkindCd: text('itemkind_cd').notNull(),
    prodSexGb: text('prod_sex_gb').notNull(),
    modelCd: text('model_cd').notNull().default(''),
    modelNm: text('model_nm').notNull().default(''),
    makeNm: text('make_nm').notNull(),
    nativeCd: text('native_cd').notNull(),
    importationGb: text('importation_gb').notNull(),
    luxuryYn: yn('luxury_yn').notNull().default('N'),
    vatCd: text('vat_cd').notNull().default('01'),
    // Prices: changed after registration only by a confirmed price change (product_price_change).
    listPrice: won('list_price').notNull(),
    prodPrice: won('prod_price').notNull(),
    /** The commission at registration: the brand's rate, else the contract's. */
    sellFeeRate: rate('sell_fee_rate').notNull(),
    pointRate: rate('point_rate').notNull().default('0'),
    productOriginPrice: won('product_origin_price'),
    // Options: 0 none (one option row), 1 or 2 axes.
    optionType: text('option_type').notNull(),
    optnStpMthdCd: text('optn_stp_mthd_cd').notNull().default('01'),
    optionNm1: text('option_nm1').notNull().default(''),
    optionNm2: text('option_nm2').notNull().default(''),
    // Delivery: no policy means the brand's fees.
    deliveryLocCd: text('delivery_loc_cd').notNull(),
    dlcstPlcyCd: text('dlcst_plcy_cd'),
    deliveryMethod: text('delivery_method').notNull().default('01'),
    codYn: yn('cod_yn').notNull().default('N'),
    giDd: integer('gi_dd').notNull(),
    giHr: integer('gi_hr'),
    giOptnCd: text('gi_optn_cd').notNull().default('00'),
    ltDcnt: integer('lt_dcnt').notNull(),
    /** Sanitised HTML. */
    prodDesc: text('prod_desc').notNull(),
    niTypeCd: text('ni_type_cd').notNull(),
    kcGb: text('kc_gb').notNull().default('00'),
    confirmNo1: text('confirm_no1').notNull().default(''),
    confirmNo2: text('confirm_no2').notNull().default(''),
    confirmNo3: text('confirm_no3').notNull().default(''),
    confirmNo4: text('confirm_no4').notNull().default(''),
    confirmNo5: text('confirm_no5').notNull().default(''),
    giftWrapYn: yn('gift_wrap_yn').notNull().default('N'),
    minorBuyYn: yn('minor_buy_yn').notNull().default('Y'),
    minOrdQty: integer('min_ord_qty').notNull().default(1),
    maxOrdQty: integer('max_ord_qty'),
    grntSrvcGoodsYn: yn('grnt_srvc_goods_yn').notNull().default('N'),
    reserveYn: yn('reserve_yn').notNull().default('N'),
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
    uniqueIndex('product_supply_prod_cd_uq').on(t.supplyEntrCd, t.supplyProdCd),
    // The lists' filters, each followed by the default sort (registration, newest first), so a filtered first page
    // of the largest seller reads its rows in order. The category is matched by prefix (its subtree), hence
    // text_pattern_ops: a LIKE 'prefix%' can use it whatever the database's collation.
    index('product_status_idx').on(t.supplyEntrCd, t.prodStsCd, t.regDt),
    index('product_reg_dt_idx').on(t.supplyEntrCd, t.regDt),
    index('product_up_dt_idx').on(t.supplyEntrCd, t.upDt),
    index('product_brand_idx').on(t.supplyEntrCd, t.brandCd, t.regDt),
    // The price sorts (both directions, ties on prod_cd): without it a first page sorted 50,000 rows (30 ms, bench).
    index('product_price_idx').on(t.supplyEntrCd, t.prodPrice, t.prodCd),
    index('product_category_idx').using('btree', t.supplyEntrCd, t.standardCategoryId.op('text_pattern_ops'), t.regDt),
    // Name and seller's code "contains" (LIKE '%term%'): trigram indexes (pg_trgm), led by the seller through btree_gin
    // (both extensions made by migration 0014, and loaded by PGlite at open). A 50,000-row scan of Hangul names was
    // 40-120 ms; a three-character term now reads its matches only. A shorter term has no trigram: the seller's rows.
    index('product_name_trgm_idx').using('gin', t.supplyEntrCd, t.prodNm.op('gin_trgm_ops')),
    index('product_supply_prod_cd_trgm_idx').using('gin', t.supplyEntrCd, t.supplyProdCd.op('gin_trgm_ops')),
    // The tabs' count under a one- or two-character name term, which no trigram answers: an index-only read of the
    // seller's names by status instead of the whole rows (50,000 rows: 21-39 → 8-18 ms under load, bench).
    index('product_status_name_idx').on(t.supplyEntrCd, t.prodStsCd, t.prodNm),
    // The operator's review queue spans sellers (by status, oldest first), and its preview and decisions find a
    // product by the mall-wide code alone: the two indexes not led by supply_entr_cd, on purpose.
    index('product_review_queue_idx').on(t.prodStsCd, t.regDt),
    uniqueIndex('product_prod_cd_uq').on(t.prodCd),
    check('product_prices_ck', sql`${t.prodPrice} > 0 and ${t.prodPrice} <= ${t.listPrice}`),
    check('product_ord_qty_ck', sql`${t.minOrdQty} >= 1 and (${t.maxOrdQty} is null or ${t.maxOrdQty} >= ${t.minOrdQty})`),
  ],
);

/**
 * One combination of a product's options (a product without options has one row with empty values). Stock
 * moves by `stock_qty = stock_qty + delta` in one statement, and a form's absolute edit is written only if
 * the row's version is still the one it read, so two concurrent edits never lose one another.
 */
export const productOptions = pgTable(
  'product_option',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    /** prodCd + 3 digits: the code orders name. */
    prodOptionCd: text('prod_option_cd').notNull(),
    sortOrder: integer('sort_order').notNull(),
    optionValue1: text('option_value1').notNull().default(''),
    optionValue2: text('option_value2').notNull().default(''),
    stockQty: integer('stock_qty').notNull(),
    extraCharge: won('extra_charge').notNull().default(0),
    enterpriseOptionCd: text('enterprise_option_cd'),
    saleAbleYn: yn('sale_able_yn').notNull().default('Y'),
    version: integer('version').notNull().default(1),
    upDt: at('up_dt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.prodOptionCd] }),
    index('product_option_prod_idx').on(t.supplyEntrCd, t.prodCd, t.sortOrder),
    // The option grid's sold-out and stock-range filters (sold-out soon is stock 1-5).
    index('product_option_stock_idx').on(t.supplyEntrCd, t.stockQty),
    uniqueIndex('product_option_values_uq').on(t.supplyEntrCd, t.prodCd, sql`lower(${t.optionValue1})`, sql`lower(${t.optionValue2})`),
    uniqueIndex('product_option_enterprise_cd_uq')
      .on(t.supplyEntrCd, t.prodCd, t.enterpriseOptionCd)
      .where(sql`${t.enterpriseOptionCd} is not null`),
    check('product_option_stock_ck', sql`${t.stockQty} >= 0`),
  ],
);

/** A product's images in display order (1 is the main image); the files are in stored_file. */
export const productImages = pgTable(
  'product_image',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    imageSeq: integer('image_seq').notNull(),
    fileSeq: integer('file_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.prodCd, t.imageSeq] }), check('product_image_seq_ck', sql`${t.imageSeq} between 1 and 3`)],
);

/**
 * The product-information notice: niCd1-15 as rows. The item's name is kept as it was when saved, so an
 * older product still reads right after the notice's item sets change.
 */
export const productNoticeItems = pgTable(
  'product_notice_item',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    niCdSeq: integer('ni_cd_seq').notNull(),
    itemNm: text('item_nm').notNull(),
    itemValue: text('item_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.prodCd, t.niCdSeq] }), check('product_notice_item_seq_ck', sql`${t.niCdSeq} between 1 and 15`)],
);

/** Every status change of a product: who (seller, operator, or the system for stock moves), when, from, to, why. */
export const productStatusHistory = pgTable(
  'product_status_history',
  {
    histSeq: integer('hist_seq').generatedAlwaysAsIdentity().notNull(),
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    /** null for the registration itself. */
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

/**
 * A price-change request (spec §3): type P (list and selling price), O (option extra charges, in
 * product_price_change_option) or A (both), old and new values, and its confirmation. The product changes
 * only when it is confirmed; one request per product awaits at a time.
 */
export const productPriceChanges = pgTable(
  'product_price_change',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    prodPriceSeq: integer('prod_price_seq').notNull(),
    changeType: text('change_type', { enum: ['P', 'O', 'A'] }).notNull(),
    oldListPrice: won('old_list_price').notNull(),
    newListPrice: won('new_list_price').notNull(),
    oldProdPrice: won('old_prod_price').notNull(),
    newProdPrice: won('new_prod_price').notNull(),
    oldSellFeeRate: rate('old_sell_fee_rate').notNull(),
    newSellFeeRate: rate('new_sell_fee_rate').notNull(),
    confirmStsCd: text('confirm_sts_cd').notNull(),
    confirmDt: at('confirm_dt'),
    confirmId: text('confirm_id'),
    confirmNm: text('confirm_nm'),
    rejectReason: text('reject_reason'),
    regDt: at('reg_dt').notNull(),
    regId: text('reg_id').notNull(),
    regNm: text('reg_nm').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplyEntrCd, t.prodCd, t.prodPriceSeq] }),
    index('product_price_change_status_idx').on(t.supplyEntrCd, t.confirmStsCd, t.regDt),
    // The operator's queue spans sellers (requested ones, oldest first): the one price-change read not led by the seller.
    index('product_price_change_queue_idx').on(t.confirmStsCd, t.regDt),
    uniqueIndex('product_price_change_open_uq')
      .on(t.supplyEntrCd, t.prodCd)
      .where(sql`${t.confirmStsCd} = '10'`),
  ],
);

/** The extra charges an option-price change (O or A) sets, per combination. */
export const productPriceChangeOptions = pgTable(
  'product_price_change_option',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    prodCd: text('prod_cd').notNull(),
    prodPriceSeq: integer('prod_price_seq').notNull(),
    prodOptionCd: text('prod_option_cd').notNull(),
    oldExtraCharge: won('old_extra_charge').notNull(),
    newExtraCharge: won('new_extra_charge').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.prodCd, t.prodPriceSeq, t.prodOptionCd] })],
);
