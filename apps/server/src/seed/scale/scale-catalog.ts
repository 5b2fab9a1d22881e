import { sql, type SQL } from 'drizzle-orm';
import { categoryName, leavesUnder } from '@/seed/demo-categories.ts';
import { DEMO_COLOURS } from '@/seed/demo-product-images.ts';
import { CATALOG_BRANDS } from '@/seed/demo-product-lines.ts';
import { intArray, textArray, lit } from './scale-random.ts';
import type { ScaleContext } from './scale-plan.ts';

// A product's columns as functions of its global number n (1-based over the mall) and its seller s, as SQL. The
// product step writes them; the order lines compute the same values for the product they name instead of joining,
// so a line's price, name, brand and option always agree with the catalogue.

const demoLines = Object.values(CATALOG_BRANDS).flatMap((bs) => bs.flatMap((b) => b.lines));
const LEAVES = [...new Set(demoLines.flatMap((l) => leavesUnder(l.categories)))];
const STYLES = [...new Set(demoLines.flatMap((l) => l.styles))];
const MATERIALS = [...new Set(demoLines.flatMap((l) => l.materials))];
const COLOURS = DEMO_COLOURS.map((c) => c.nm);
const SIZES = ['S', 'M', 'L'];

export function createCatalog(ctx: ScaleContext) {
  const { random, plan } = ctx;
  const products = intArray(plan.products);
  const offsets = intArray(plan.productOffsets);
  const list = (n: SQL) => sql`((29 + ${random.int(n, 1)} % 300) * 1000)`;
  return {
    /** Products of seller s, and the global number of its idx-th product. */
    productsOf: (s: SQL) => sql`(${products})[${s}]`,
    productNo: (s: SQL, idx: SQL) => sql`((${offsets})[${s}] + ${idx})`,
    prodCd: (n: SQL) => sql`('P' || (800000000 + ${n}))`,
    supplyProdCd: (idx: SQL) => sql`('GS' || lpad((${idx})::text, 6, '0'))`,
    prodNm: (n: SQL) =>
      sql`((${textArray(STYLES)})[1 + ${random.int(n, 2)} % ${lit(STYLES.length)}] || ' ' || (${textArray(MATERIALS)})[1 + ${random.int(n, 3)} % ${lit(MATERIALS.length)}] || ' ' || ${categoryNm(n)})`,
    categoryId: (n: SQL) => sql`(${textArray(LEAVES)})[1 + ${random.int(n, 4)} % ${lit(LEAVES.length)}]`,
    /** The seller's brand k = 1 + n % brands (brandsOf in scale-sellers.ts: 1 + s % 3). */
    brandCd: (s: SQL, n: SQL) => sql`('GB' || lpad((${s})::text, 5, '0') || (1 + ${n} % (1 + ${s} % 3)))`,
    feeRate: (s: SQL) => sql`(10 + ${s} % 6)::numeric(5,2)`,
    listPrice: list,
    /** 0-20 % off the list price, in hundreds of won. */
    prodPrice: (n: SQL) => sql`(${list(n)} * (100 - 5 * (${random.int(n, 5)} % 5)) / 10000 * 100)`,
    /**
     * The products orders may name: all but the newest tenth, which are still awaiting approval (40) or rejected (20),
     * so never sold. The older ones are mostly on sale (90), some sold out (60) or suspended (70) since.
     */
    orderableOf: (s: SQL) => sql`((${products})[${s}] * 9 / 10)`,
    status: (s: SQL, idx: SQL, n: SQL) =>
      sql`(case when ${idx} > (${products})[${s}] * 9 / 10 then case when ${random.int(n, 6)} % 10 < 7 then '40' else '20' end
        else case ${random.int(n, 6)} % 10 when 0 then '60' when 1 then '70' else '90' end end)`,
    /** 1 to 6 combinations: two colours by up to three sizes. */
    optionCount: (n: SQL) => sql`(1 + ${random.int(n, 7)} % 6)`,
    optionCd: (prodCd: SQL, k: SQL) => sql`(${prodCd} || lpad((${k})::text, 3, '0'))`,
    colour: (n: SQL, k: SQL) => sql`(${textArray(COLOURS)})[1 + (${n} + (${k} - 1) / 3) % ${lit(COLOURS.length)}]`,
    size: (k: SQL) => sql`(${textArray(SIZES)})[1 + (${k} - 1) % 3]`,
    /** The large size costs 2,000 won more. */
    extraCharge: (k: SQL) => sql`(case when (${k} - 1) % 3 = 2 then 2000 else 0 end)`,
  };

  function categoryNm(n: SQL) {
    return sql`(${textArray(LEAVES.map(categoryName))})[1 + ${random.int(n, 4)} % ${lit(LEAVES.length)}]`;
  }
}

export type ScaleCatalog = ReturnType<typeof createCatalog>;
