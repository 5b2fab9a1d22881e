import {
  canTransition,
  PRODUCT_MACHINE,
  PROD_STATUSES,
  ZRegisterProductRequest,
  type TProdStsCd,
  type TProductAction,
  type TProductActor,
} from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { seedDemoData } from '@/seed/seed-demo.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { planPriceChanges } from './demo-price-change-plan.ts';
import { planSellerProducts, type DemoCatalogSeller } from './demo-product-plan.ts';
import { CATALOG_BRANDS } from './demo-product-lines.ts';
import { CATALOG_SELLERS, PRODUCT_IMAGE_FILE } from './demo-products.ts';

const SELLERS = Object.keys(CATALOG_SELLERS);

describe('demo products', () => {
  let t: TestApp;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.q.execute(query));

  beforeAll(async () => {
    t = await createTestApp();
    const started = performance.now();
    await seedDemoData(t.db, t.app.services, t.clock.now());
    // Printed, not asserted: the whole demo seed (accounts, settings, brands, catalogue) on this database.
    console.log(`demo seed with the catalogue: ${Math.round(performance.now() - started)} ms (${t.db.kind})`);
  });
  afterAll(() => t.close());

  it('gives each seller with the product menu about 300 products in every status', async () => {
    const counts = await rows<{ cd: string; sts: TProdStsCd; n: number }>(
      sql`select supply_entr_cd as cd, prod_sts_cd as sts, count(*)::int as n from product group by 1, 2`,
    );
    for (const cd of SELLERS) {
      const mine = counts.filter((c) => c.cd === cd);
      expect(mine.reduce((a, c) => a + c.n, 0)).toBe(300);
      expect(new Set(mine.map((c) => c.sts))).toEqual(new Set(PROD_STATUSES));
    }
    expect(counts.some((c) => c.cd === 'S000006')).toBe(false);
  });

  it('keeps the stock rule: a sold-out product has no sale-able stock, a product on sale has some', async () => {
    const broken = await rows<{ prod_cd: string }>(sql`
      select p.prod_cd from product p
      join product_option o on o.supply_entr_cd = p.supply_entr_cd and o.prod_cd = p.prod_cd
      where p.prod_sts_cd in ('90', '60')
      group by p.prod_cd, p.prod_sts_cd
      having (p.prod_sts_cd = '60') = (sum(case when o.sale_able_yn = 'Y' then o.stock_qty else 0 end) > 0)`);
    expect(broken).toEqual([]);
  });

  it('has products without options, with one axis and with two, and combinations sold out soon (1-5) and at 0', async () => {
    const [o] = await rows<Record<string, number>>(sql`select
      (select count(*) from product where option_type = '0')::int as none,
      (select count(*) from product where option_type = '1')::int as one,
      (select count(*) from product where option_type = '2')::int as two,
      (select count(*) from product_option where stock_qty between 1 and 5)::int as soon,
      (select count(*) from product_option where stock_qty = 0)::int as zero`);
    for (const k of ['none', 'one', 'two', 'soon', 'zero']) expect(o?.[k]).toBeGreaterThan(20);
  });

  it('gives every product 1-3 pictures that are readable PNG files of its seller', async () => {
    const counts = await rows<{ n: number }>(sql`
      select count(i.image_seq)::int as n from product p
      left join product_image i on i.supply_entr_cd = p.supply_entr_cd and i.prod_cd = p.prod_cd group by p.supply_entr_cd, p.prod_cd`);
    expect(counts.every((c) => c.n >= 1 && c.n <= 3)).toBe(true);
    const foreign = await rows(sql`select 1 from product_image i join stored_file f on f.file_seq = i.file_seq
      where f.owner_type <> ${PRODUCT_IMAGE_FILE.ownerType} or f.owner_id <> i.supply_entr_cd or f.file_kind <> ${PRODUCT_IMAGE_FILE.fileKind}`);
    expect(foreign).toEqual([]);
    const [first] = await rows<{ file_seq: number }>(sql`select file_seq from product_image where supply_entr_cd = 'S000001' limit 1`);
    const file = await t.app.services.files.readFile({ ownerType: 'sellerImage', ownerId: 'S000001' }, first?.file_seq ?? 0);
    expect(file?.mimeType).toBe('image/png');
    expect(file?.data.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([file?.data.readUInt32BE(16), file?.data.readUInt32BE(20)]).toEqual([300, 380]);
    expect(file?.data.length).toBeLessThan(8_000);
  });

  it('writes a status history that walks the transition table to the product status', async () => {
    const history = await rows<{
      prod_cd: string;
      sts: TProdStsCd;
      from_sts_cd: TProdStsCd | null;
      to_sts_cd: TProdStsCd;
      action: string;
      actor_type: string;
    }>(sql`
      select p.prod_cd, p.prod_sts_cd as sts, h.from_sts_cd, h.to_sts_cd, h.action, h.actor_type from product p
      join product_status_history h on h.supply_entr_cd = p.supply_entr_cd and h.prod_cd = p.prod_cd order by p.prod_cd, h.hist_seq`);
    const at = new Map<string, TProdStsCd | null>();
    for (const h of history) {
      const from = at.get(h.prod_cd) ?? null;
      expect(h.from_sts_cd).toBe(from);
      if (from === null) expect(h.action).toBe('register');
      else expect(canTransition(PRODUCT_MACHINE, from, h.action as TProductAction, h.actor_type as TProductActor)).toBe(true);
      at.set(h.prod_cd, h.to_sts_cd);
    }
    for (const h of history) expect(at.get(h.prod_cd)).toBe(h.sts);
    const [rejected] = await rows<{ n: number }>(sql`select count(*)::int as n from product where prod_sts_cd = '20' and reject_reason is null`);
    expect(rejected?.n).toBe(0);
  });

  it('has price changes in every state; a confirmed one set the prices the product has, option changes name its options', async () => {
    const states = await rows<{ cd: string; st: string; n: number }>(
      sql`select supply_entr_cd as cd, confirm_sts_cd as st, count(*)::int as n from product_price_change group by 1, 2`,
    );
    for (const cd of SELLERS)
      expect(
        states
          .filter((s) => s.cd === cd)
          .map((s) => s.st)
          .sort(),
      ).toEqual(['10', '20', '30', '40']);
    const mismatch = await rows(sql`select 1 from product_price_change c join product p on p.supply_entr_cd = c.supply_entr_cd and p.prod_cd = c.prod_cd
      where c.confirm_sts_cd = '20' and (c.new_list_price <> p.list_price or c.new_prod_price <> p.prod_price or c.confirm_dt is null)`);
    expect(mismatch).toEqual([]);
    const orphans = await rows(sql`select 1 from product_price_change c where c.change_type in ('O', 'A') and not exists (
      select 1 from product_price_change_option o join product_option po on po.supply_entr_cd = o.supply_entr_cd and po.prod_option_cd = o.prod_option_cd
      where o.supply_entr_cd = c.supply_entr_cd and o.prod_cd = c.prod_cd and o.prod_price_seq = c.prod_price_seq)`);
    expect(orphans).toEqual([]);
    const types = await rows<{ change_type: string }>(sql`select distinct change_type from product_price_change order by 1`);
    expect(types.map((x) => x.change_type)).toEqual(['A', 'O', 'P']);
  });

  it('lists the demo catalogue through the product list, tabs counted', async () => {
    const session = { idHash: 'x', mgrId: 'partner01', state: 'active' as const, supplyEntrCd: 'S000001', data: { loginNm: 'x', roles: ['30'] } };
    const page = await t.app.services.productQuery.listProducts({ session, query: { pageNum: 1, pageSize: 20 }, lang: 'ko' });
    expect(page.totalCnt).toBe(300);
    expect(page.list).toHaveLength(20);
    expect(page.statusCountList.every((s) => s.cnt > 0)).toBe(true);
    expect(page.list[0]?.mainFileSeq).toBeGreaterThan(0);
  });
});

describe('demo product plan', () => {
  const seller: DemoCatalogSeller = {
    supplyEntrCd: 'S000001',
    brands: (CATALOG_BRANDS.S000001 ?? []).map((catalog, i) => ({ brandCd: `B1000${i + 1}`, catalog })),
    deliveryLocCds: ['DL0001', 'DL0002'],
    dlcstPlcyCds: ['DP0001'],
  };
  const now = new Date('2026-11-20T01:00:00Z');

  it('is the same for the same seller and day', () => {
    const a = planSellerProducts(seller, now);
    expect(planSellerProducts(seller, now)).toEqual(a);
    expect(planPriceChanges('S000001', a, now)).toEqual(planPriceChanges('S000001', a, now));
  });

  it('plans bodies the registration schema accepts, dated within the last year before now', () => {
    for (const p of planSellerProducts(seller, now)) {
      // The pictures are drawn and stored beside the plan (imageKeys), so the body names as many placeholder files.
      const images = p.imageKeys.map((_, i) => ({ fileSeq: i + 1 }));
      expect(images.length).toBeGreaterThanOrEqual(1);
      const parsed = ZRegisterProductRequest.safeParse({ ...p.body, images });
      expect(parsed.success ? [] : parsed.error.issues.map((i) => `${p.body.supplyProdCd} ${i.path.join('.')} ${i.message}`)).toEqual([]);
      expect(p.regDt.getTime()).toBeGreaterThan(now.getTime() - 367 * 86_400_000);
      for (const m of p.moves) expect(m.at.getTime()).toBeLessThan(now.getTime());
    }
  });
});
