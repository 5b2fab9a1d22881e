import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/database.ts';
import { createCatalog } from './scale-catalog.ts';
import { lit } from './scale-random.ts';
import type { ScaleContext } from './scale-plan.ts';

// Every seller's products (a few hundred for the tail, tens of thousands for the largest) and their 1-6 option
// combinations with stock, registered over the year before the orders begin.

export async function generateProducts(ctx: ScaleContext): Promise<void> {
  const { db, plan, random } = ctx;
  const c = createCatalog(ctx);
  const n = sql`p.n`;
  const anchorAt = plan.anchorAt.toISOString();
  await db.q.execute(sql`
    insert into product (supply_entr_cd, prod_cd, supply_prod_cd, prod_nm, prod_sts_cd, reject_reason, brand_cd, standard_category_id,
      season_cd, itemkind_cd, prod_sex_gb, make_nm, native_cd, importation_gb, list_price, prod_price, sell_fee_rate, option_type,
      option_nm1, option_nm2, delivery_loc_cd, gi_dd, lt_dcnt, prod_desc, ni_type_cd, reg_dt, reg_id, reg_nm, up_dt, up_id, up_nm)
    select 'G' || lpad(s::text, 7, '0'), ${c.prodCd(n)}, ${c.supplyProdCd(sql`i`)}, ${c.prodNm(n)}, p.sts,
      case when p.sts = '20' then '카테고리가 상품과 맞지 않습니다.' end,
      ${c.brandCd(sql`s`, n)}, ${c.categoryId(n)}, (array['SS','FW','AL'])[1 + ${random.int(n, 8)} % 3], '01',
      (array['F','M','U'])[1 + ${random.int(n, 9)} % 3], '스케일패션', 'KR', '01',
      ${c.listPrice(n)}, ${c.prodPrice(n)}, ${c.feeRate(sql`s`)}, '2', '색상', '사이즈', 'DL0001', 2, 3, '<p>상품 상세 설명</p>', '01',
      p.reg, 'scale' || lpad(s::text, 4, '0'), '매니저', p.reg, 'scale' || lpad(s::text, 4, '0'), '매니저'
    from generate_series(1, ${lit(plan.sellers)}) s
    cross join lateral generate_series(1, ${c.productsOf(sql`s`)}) i
    cross join lateral (select ${c.productNo(sql`s`, sql`i`)} as n) q
    cross join lateral (select q.n, ${c.status(sql`s`, sql`i`, sql`q.n`)} as sts,
      case when i > ${c.orderableOf(sql`s`)} then ${anchorAt}::timestamptz - ${random.unit(sql`q.n`, 10)} * interval '30 days'
        else ${anchorAt}::timestamptz - interval '366 days' - ${random.unit(sql`q.n`, 10)} * interval '365 days' end as reg) p`);
  // Stock: a sold-out product (60) has none; otherwise a spread with sold-out and sold-out-soon combinations, the first
  // combination never sold out, so a product on sale has something to sell (the option rules' stock move).
  await db.q.execute(sql`
    insert into product_option (supply_entr_cd, prod_cd, prod_option_cd, sort_order, option_value1, option_value2, stock_qty, extra_charge, up_dt)
    select p.supply_entr_cd, p.prod_cd, ${c.optionCd(sql`p.prod_cd`, sql`k`)}, k, ${c.colour(n, sql`k`)}, ${c.size(sql`k`)},
      case when p.prod_sts_cd = '60' then 0 when k = 1 then (array[1, 3, 5, 12, 24, 40, 80, 150, 200])[1 + ${random.int(sql`p.n * 8 + k`, 11)} % 9]
        else (array[0, 1, 3, 5, 12, 24, 40, 80, 150, 200])[1 + ${random.int(sql`p.n * 8 + k`, 11)} % 10] end,
      ${c.extraCharge(sql`k`)}, p.reg_dt
    from (select supply_entr_cd, prod_cd, prod_sts_cd, reg_dt, substr(prod_cd, 2)::int - 800000000 as n from product
      where supply_entr_cd like 'G%') p
    cross join lateral generate_series(1, ${c.optionCount(n)}) k`);
  const [count] = rowsOf<{ products: number; options: number }>(
    await db.q.execute(sql`select (select count(*) from product)::int as products, (select count(*) from product_option)::int as options`),
  );
  ctx.rows.product = count?.products ?? 0;
  ctx.rows.product_option = count?.options ?? 0;
}
