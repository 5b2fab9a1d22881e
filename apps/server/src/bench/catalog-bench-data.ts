import { sql, type SQL } from 'drizzle-orm';
import type { Services } from '@/services.ts';
import type { Database } from '@/platform/db/database.ts';
import { storedFiles } from '@/platform/files/stored-file.tables.ts';
import { leavesUnder, categoryName } from '@/seed/demo-categories.ts';
import { DEMO_COLOURS, drawProductImage } from '@/seed/demo-product-images.ts';
import { CATALOG_BRANDS } from '@/seed/demo-product-lines.ts';
import { actingAs, site } from '@/seed/demo-settings.ts';
import { completeBusinessNumber } from '@/seed/demo-sellers.ts';
import { SELLER_IMAGE } from '@/platform/files/seller-image.ts';

export const BENCH_SELLER = 'B0000001';
const textArray = (items: readonly string[]): SQL =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

/** The bench seller with a shipping site and three approved brands, made through the services like the demo sellers. */
async function benchSeller(services: Services): Promise<string[]> {
  await services.supply.createSupplyEntr({
    supplyEntrCd: BENCH_SELLER,
    supplyEntrNm: '벤치패션',
    ownerNm: '대표',
    bizGb: 'C',
    bizNo: completeBusinessNumber('401000000'),
    entrStsCd: '30',
    sellFeeRate: '12.50',
    settleDay: 20,
    sellFeeRateConfirmYn: 'Y',
    agreeYn: 'Y',
    agreeGenuineYn: 'Y',
    grntSrvcAgrmYn: 'Y',
  });
  const session = actingAs('bench01', '벤치', BENCH_SELLER);
  const { deliveryLocCd } = await services.sites.createSite({
    session,
    body: site('벤치 물류센터', '04', '04790', '서울특별시 성동구 성수이로 113', '1층', ['02', '1588', '0000']),
  });
  const codes: string[] = [];
  for (const [i, nm] of ['벤치 모던', '벤치 데님', '벤치 슈즈'].entries()) {
    const { brandRgsrRqstSeq } = await services.brands.createBrandRequest({
      session,
      body: {
        brandNm: nm,
        brandEnm: `Bench ${i}`,
        deliveryLocCd,
        sellFeeRate: '12.50',
        deliveryFee: 3000,
        minOrdAmt: 50000,
        jejuDeliveryFee: 3000,
        islandDeliveryFee: 5000,
        rtrnDlcst: 3000,
        exchDlcst: 6000,
        chargeMdCd: 'MD01',
        rqstReason: '벤치',
        dupConfirmYn: 'Y',
      },
    });
    const { brandCd } = await services.brandReview.approve({ session: actingAs('admin01', '운영자', null), supplyEntrCd: BENCH_SELLER, brandRgsrRqstSeq });
    codes.push(brandCd);
  }
  return codes;
}

/**
 * One seller with `products` products of 10 combinations each (2 colours × 5 sizes), made on the server by
 * INSERT … SELECT generate_series: the demo catalogue's shape (names, categories, statuses in the same
 * proportions, stock with sold-out-soon and sold-out combinations, a sold-out product without sale-able
 * stock, one picture each) at a size no row-by-row insert reaches in seconds.
 */
export async function generateBenchCatalog(services: Services, db: Database, opts: { products: number; now: Date }): Promise<void> {
  const brands = await benchSeller(services);
  const lines = (CATALOG_BRANDS.S000001 ?? []).flatMap((b) => b.lines);
  const leaves = [...new Set(lines.flatMap((l) => leavesUnder(l.categories)))];
  const styles = [...new Set(lines.flatMap((l) => l.styles))];
  const materials = [...new Set(lines.flatMap((l) => l.materials))];
  const png = drawProductImage('garment', '네이비');
  const [file] = await db.q
    .insert(storedFiles)
    .values({
      ...SELLER_IMAGE,
      ownerId: BENCH_SELLER,
      fileNm: 'bench.png',
      mimeType: 'image/png',
      fileSize: png.length,
      data: png,
      createdAt: opts.now,
    })
    .returning({ fileSeq: storedFiles.fileSeq });
  const now = opts.now.toISOString();
  // g = 1 is the oldest product; registrations spread evenly over the last year.
  await db.q.execute(sql`
    insert into product (supply_entr_cd, prod_cd, supply_prod_cd, prod_nm, prod_sts_cd, reject_reason, brand_cd, standard_category_id,
      season_cd, itemkind_cd, prod_sex_gb, make_nm, native_cd, importation_gb, list_price, prod_price, sell_fee_rate, option_type,
      option_nm1, option_nm2, delivery_loc_cd, gi_dd, lt_dcnt, prod_desc, ni_type_cd, reg_dt, reg_id, reg_nm, up_dt, up_id, up_nm)
    select ${BENCH_SELLER}, 'P' || (500000000 + g), 'BN' || lpad(g::text, 7, '0'),
      (${textArray(styles)})[1 + g % ${styles.length}] || ' ' || (${textArray(materials)})[1 + (g / 7) % ${materials.length}] || ' ' ||
        (${textArray(leaves.map(categoryName))})[1 + (g * 7919) % ${leaves.length}],
      s.sts, case when s.sts = '20' then '카테고리가 상품과 맞지 않습니다.' end,
      (${textArray(brands)})[1 + g % ${brands.length}], (${textArray(leaves)})[1 + (g * 7919) % ${leaves.length}],
      (array['SS','FW','AL'])[1 + g % 3], '01', (array['F','M','U'])[1 + g % 3], '벤치패션', 'KR', '01',
      p.list, p.list - (p.list * (g % 5) * 5 / 100 / 100) * 100, 12.50, '2', '색상', '사이즈', 'DL0001', 2, 5, '<p>bench</p>', '01',
      r.at, 'bench01', '벤치', r.at, 'bench01', '벤치'
    from generate_series(1, ${opts.products}) g
    cross join lateral (select case when g % 100 < 10 then '40' when g % 100 < 15 then '20' when g % 100 < 70 then '90'
      when g % 100 < 83 then '60' else '70' end as sts) s
    cross join lateral (select (30 + (g * 37) % 500) * 1000 as list) p
    cross join lateral (select ${now}::timestamptz - ((${opts.products} - g) * (interval '1 year' / ${opts.products})) as at) r`);
  const colours = DEMO_COLOURS.map((c) => c.nm);
  await db.q.execute(sql`
    insert into product_option (supply_entr_cd, prod_cd, prod_option_cd, sort_order, option_value1, option_value2, stock_qty, up_dt)
    select p.supply_entr_cd, p.prod_cd, p.prod_cd || lpad(k::text, 3, '0'), k,
      (${textArray(colours)})[1 + (substr(p.prod_cd, 2)::bigint + (k - 1) / 5) % ${colours.length}], (array['S','M','L','XL','XXL'])[1 + (k - 1) % 5],
      case when p.prod_sts_cd = '60' then 0 else (array[0, 1, 3, 5, 12, 24, 40, 80, 150, 200])[1 + (substr(p.prod_cd, 2)::bigint * 31 + k * 7) % 10] end,
      ${now}::timestamptz
    from product p cross join generate_series(1, 10) k where p.supply_entr_cd = ${BENCH_SELLER}`);
  await db.q.execute(sql`
    insert into product_image (supply_entr_cd, prod_cd, image_seq, file_seq)
    select supply_entr_cd, prod_cd, 1, ${file?.fileSeq ?? 0} from product where supply_entr_cd = ${BENCH_SELLER}`);
}
