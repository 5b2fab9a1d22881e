import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Services } from '@/services.ts';
import type { Actor } from '@/platform/auth/session-scope.ts';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { storedFiles } from '@/platform/files/stored-file.tables.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { deliveryLocs } from '@/modules/delivery/delivery-loc.tables.ts';
import { dlcstPlcys } from '@/modules/delivery/delivery-policy.tables.ts';
import {
  productImages,
  productNoticeItems,
  productOptions,
  productPriceChangeOptions,
  productPriceChanges,
  products,
  productStatusHistory,
} from '@/modules/product/product.tables.ts';
import { planPriceChanges } from './demo-price-change-plan.ts';
import { drawProductImage, type DemoColour, type ImageShape } from './demo-product-images.ts';
import { CATALOG_BRANDS } from './demo-product-lines.ts';
import { planSellerProducts, type DemoCatalogSeller } from './demo-product-plan.ts';
import { toDemoRows, type DemoRows } from './demo-product-rows.ts';
import { SELLER_IMAGE } from '@/platform/files/seller-image.ts';

/** The demo sellers with the product menu (roles 20/30/40, manager role 40) and the manager who registers their products. */
export const CATALOG_SELLERS: Record<string, Actor> = {
  S000001: { mgrId: 'partner01', nm: '이서연' },
  S000002: { mgrId: 'partner02', nm: '박지훈' },
  S000003: { mgrId: 'partner03', nm: '최하은' },
  S000004: { mgrId: 'global01', nm: 'Emma Wilson' },
  S000005: { mgrId: 'market01', nm: '윤시우' },
};

/** The file convention of product pictures (shared with the image upload and serving routes). */
export const PRODUCT_IMAGE_FILE = { ...SELLER_IMAGE, mimeType: 'image/png' } as const;

// Pictures are drawn once per process: every test app seeds the same few dozen.
const drawn = new Map<string, Buffer>();
const pictureOf = (key: string) => {
  const [shape, colour] = key.split(':') as [ImageShape, DemoColour];
  const png = drawn.get(key) ?? drawProductImage(shape, colour);
  drawn.set(key, png);
  return png;
};

/** Multi-row inserts of at most ~30,000 parameters each (PostgreSQL's limit is 65,535 per statement). */
async function insertChunked(db: Database, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(30_000 / Object.keys(rows[0] ?? {}).length));
  for (let i = 0; i < rows.length; i += size) await db.q.insert(table).values(rows.slice(i, i + size));
}

/** What the catalogue of one seller is planned from: its usable brands, sites in use and current fee policies. */
async function catalogSeller(services: Services, db: Database, supplyEntrCd: string, now: Date) {
  const usable = await services.brands.listUsableBrands({ supplyEntrCd, lang: 'ko' });
  const brands = (CATALOG_BRANDS[supplyEntrCd] ?? []).flatMap((catalog) => {
    const b = usable.find((u) => u.brandNm === catalog.brandNm && u.brandCd);
    return b?.brandCd ? [{ brandCd: b.brandCd, catalog, rate: Number(b.sellFeeRate) }] : [];
  });
  const sites = await db.q
    .select({ cd: deliveryLocs.deliveryLocCd })
    .from(deliveryLocs)
    .where(and(eq(deliveryLocs.supplyEntrCd, supplyEntrCd), eq(deliveryLocs.useYn, 'Y')))
    .orderBy(asc(deliveryLocs.deliveryLocCd));
  const today = seoulDate(now);
  const policies = await db.q
    .select({ cd: dlcstPlcys.dlcstPlcyCd })
    .from(dlcstPlcys)
    .where(and(eq(dlcstPlcys.supplyEntrCd, supplyEntrCd), eq(dlcstPlcys.useYn, 'Y'), lte(dlcstPlcys.strtDt, today), gte(dlcstPlcys.endDt, today)))
    .orderBy(asc(dlcstPlcys.dlcstPlcyCd));
  const seller: DemoCatalogSeller = { supplyEntrCd, brands, deliveryLocCds: sites.map((s) => s.cd), dlcstPlcyCds: policies.map((p) => p.cd) };
  return { seller, brandRates: new Map(brands.map((b) => [b.brandCd, Number.isFinite(b.rate) ? b.rate : null])) };
}

/**
 * About 300 products per demo seller with the product menu, in every status, with options, pictures, notice,
 * status history and price changes (docs/decisions.md "Catalog demo data and benchmarks"). Rows are written
 * directly in multi-row inserts, not through the registration service, so the first start stays fast; the
 * bodies are the registration's own shape and the test checks each against its schema.
 */
export async function seedDemoProducts(services: Services, db: Database, now: Date): Promise<void> {
  for (const [supplyEntrCd, manager] of Object.entries(CATALOG_SELLERS)) {
    const entr = await services.supply.findSupplyEntr(supplyEntrCd);
    const { seller, brandRates } = await catalogSeller(services, db, supplyEntrCd, now);
    if (!entr || seller.brands.length === 0 || seller.deliveryLocCds.length === 0) continue;
    const plans = planSellerProducts(seller, now);
    const changes = planPriceChanges(supplyEntrCd, plans, now);
    const codes = rowsOf<{ n: string | number }>(await db.q.execute(sql`select nextval('prod_cd_seq') as n from generate_series(1, ${plans.length})`));
    const prodCds = codes
      .map((c) => Number(c.n))
      .sort((a, b) => a - b)
      .map((n) => `P${n}`);

    const keys = [...new Set(plans.flatMap((p) => p.imageKeys))].sort();
    const files = await db.q
      .insert(storedFiles)
      .values(
        keys.map((k) => {
          const data = pictureOf(k);
          const fileNm = `${k.replace(':', '-')}.png`;
          return { ...PRODUCT_IMAGE_FILE, ownerId: supplyEntrCd, fileNm, fileSize: data.length, data, createdAt: now };
        }),
      )
      .returning({ fileSeq: storedFiles.fileSeq, fileNm: storedFiles.fileNm });
    const fileSeqs = new Map(files.map((f) => [f.fileNm.replace('-', ':').replace(/\.png$/, ''), f.fileSeq]));

    const rows = toDemoRows({ supplyEntrCd, seller: manager, contractRate: Number(entr.sellFeeRate), brandRates, fileSeqs }, plans, prodCds, changes);
    await insertDemoRows(db, rows);
  }
}

async function insertDemoRows(db: Database, rows: DemoRows): Promise<void> {
  await insertChunked(db, products, rows.products);
  await insertChunked(db, productOptions, rows.options);
  await insertChunked(db, productImages, rows.images);
  await insertChunked(db, productNoticeItems, rows.notices);
  await insertChunked(db, productStatusHistory, rows.history);
  await insertChunked(db, productPriceChanges, rows.priceChanges);
  await insertChunked(db, productPriceChangeOptions, rows.priceChangeOptions);
}
