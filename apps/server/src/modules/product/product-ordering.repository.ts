import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { PROD_STATUS } from '@po/contracts';
import type { Database } from '@/platform/db/database.ts';
import { productOptions, products } from './product.tables.ts';

/** The order intake's reads of the catalogue: by the mall-wide codes an order names, across sellers on purpose. */
export function createProductOrderingRepository(db: Database) {
  return {
    /** An option with its product; an option code is its product code and three digits (product_prod_cd_uq, then the option's key). */
    async findOptionForOrder(prodOptionCd: string) {
      const prodCd = prodOptionCd.slice(0, -3);
      const rows = await db.q
        .select({
          supplyEntrCd: products.supplyEntrCd,
          prodCd: products.prodCd,
          prodOptionCd: productOptions.prodOptionCd,
          supplyProdCd: products.supplyProdCd,
          prodNm: products.prodNm,
          brandCd: products.brandCd,
          prodStsCd: products.prodStsCd,
          prodPrice: products.prodPrice,
          extraCharge: productOptions.extraCharge,
          saleAbleYn: productOptions.saleAbleYn,
          optionValue1: productOptions.optionValue1,
          optionValue2: productOptions.optionValue2,
          sellFeeRate: products.sellFeeRate,
          deliveryLocCd: products.deliveryLocCd,
          giDd: products.giDd,
          ltDcnt: products.ltDcnt,
          grntSrvcGoodsYn: products.grntSrvcGoodsYn,
          importationGb: products.importationGb,
        })
        .from(products)
        .innerJoin(productOptions, and(eq(productOptions.supplyEntrCd, products.supplyEntrCd), eq(productOptions.prodOptionCd, prodOptionCd)))
        .where(eq(products.prodCd, prodCd));
      return rows[0];
    },
    /** The storefront's feed: options on sale, sellable and in stock, across sellers, by option code after `after`. */
    async listOrderableOptions(opts: { after?: string; limit: number }) {
      const where = [eq(products.prodStsCd, PROD_STATUS.normal), eq(productOptions.saleAbleYn, 'Y'), gt(productOptions.stockQty, 0)];
      if (opts.after) where.push(gt(productOptions.prodOptionCd, opts.after));
      return db.q
        .select({
          prodOptionCd: productOptions.prodOptionCd,
          prodCd: products.prodCd,
          supplyEntrCd: products.supplyEntrCd,
          price: sql<number>`${products.prodPrice} + ${productOptions.extraCharge}`.mapWith(Number),
          stockQty: productOptions.stockQty,
          importationGb: products.importationGb,
        })
        .from(productOptions)
        .innerJoin(products, and(eq(products.supplyEntrCd, productOptions.supplyEntrCd), eq(products.prodCd, productOptions.prodCd)))
        .where(and(...where))
        .orderBy(asc(productOptions.prodOptionCd))
        .limit(opts.limit);
    },
  };
}
export type ProductOrderingRepository = ReturnType<typeof createProductOrderingRepository>;
