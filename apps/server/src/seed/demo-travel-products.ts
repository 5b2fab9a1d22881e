import { addMonthsIso, stayNights } from '@po/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Services } from '@/services.ts';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { storedFiles } from '@/platform/files/stored-file.tables.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import {
  travelPriceChanges,
  travelProductHistory,
  travelProductImages,
  travelProducts,
  travelRoomDays,
  travelRooms,
} from '@/modules/travel/travel-product.tables.ts';
import { PRODUCT_IMAGE_FILE } from './demo-products.ts';
import { DEMO_TRAVEL_PLANS, DEMO_TRAVEL_SUPPLY_ENTR_CD as S, type DemoTravelPlan } from './demo-travel-plan.ts';
import { tinyPng } from './sample-files.ts';
import { addDays } from '@/platform/time/business-days.ts';

export { DEMO_TRAVEL_SUPPLY_ENTR_CD } from './demo-travel-plan.ts';

/** Multi-row inserts of at most ~30,000 parameters each. */
async function insertChunked(db: Database, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(30_000 / Object.keys(rows[0] ?? {}).length));
  for (let i = 0; i < rows.length; i += size) await db.q.insert(table).values(rows.slice(i, i + size));
}

const weekendPrice = (price: number, stayDt: string) =>
  [5, 6].includes(new Date(`${stayDt}T00:00:00Z`).getUTCDay()) ? Math.round((price * 1.3) / 1000) * 1000 : price;

/** The rows of one property: calendar cells for every room and night of its window, history as its status needs. */
function rowsOf1(p: DemoTravelPlan, prodCd: string, ctx: { today: string; now: Date; brandCd: string; sellFeeRate: string; fileSeq: number }) {
  const rsvEndDt = addDays(addMonthsIso(ctx.today, p.months), -1);
  const nights = stayNights(ctx.today, addDays(rsvEndDt, 1));
  const k = { supplyEntrCd: S, prodCd };
  const author = { regDt: ctx.now, regId: 'travel01', regNm: '한유나', upDt: ctx.now, upId: 'travel01', upNm: '한유나' };
  const listPrice = Math.round((p.rooms[0]!.price * 1.3) / 1000) * 1000;
  const product = {
    ...k,
    supplyProdCd: p.supplyProdCd,
    prodNm: p.prodNm,
    prodStsCd: p.status,
    rejectReason: p.rejectReason ?? null,
    brandCd: ctx.brandCd,
    continentCd: p.continentCd,
    nationCd: p.nationCd,
    gradeCd: p.gradeCd,
    baseAddr: p.baseAddr,
    prodDesc: `<p>${p.prodNm}: 체크인 15:00, 체크아웃 11:00. 조식 포함 객실은 객실 설명을 확인해 주세요.</p>`,
    listPrice,
    prodPrice: p.rooms[0]!.price,
    sellFeeRate: ctx.sellFeeRate,
    rsvStartDt: ctx.today,
    rsvEndDt,
    ...author,
  };
  const rooms = p.rooms.map((r, i) => ({ ...k, roomSeq: i + 1, roomNm: r.roomNm, stdPersonCnt: r.std, maxPersonCnt: r.max, bedTypeNm: r.bed, regDt: ctx.now }));
  const sold = new Set((p.soldNights ?? []).map((n) => nights[n]));
  const days = p.rooms.flatMap((r, i) =>
    nights.map((stayDt) => ({
      ...k,
      roomSeq: i + 1,
      stayDt,
      price: weekendPrice(r.price, stayDt),
      stockQty: sold.has(stayDt) ? 0 : r.stock,
      saleYn: 'Y',
      upDt: ctx.now,
    })),
  );
  const actor = { actorId: 'travel01', actorNm: '한유나', changedDt: ctx.now };
  const md = { actorType: 'operator' as const, actorId: 'admin01', actorNm: '운영자', changedDt: ctx.now };
  const history = [
    { ...k, fromStsCd: null, toStsCd: '40', action: 'register', actorType: 'seller' as const, ...actor },
    ...(p.status === '20' ? [{ ...k, fromStsCd: '40', toStsCd: '20', action: 'reject', reason: p.rejectReason ?? null, ...md }] : []),
    ...(['90', '60', '70'].includes(p.status) ? [{ ...k, fromStsCd: '40', toStsCd: '90', action: 'approve', ...md }] : []),
    ...(p.status === '60'
      ? [{ ...k, fromStsCd: '90', toStsCd: '60', action: 'soldOut', actorType: 'system' as const, actorId: 'system', actorNm: 'system', changedDt: ctx.now }]
      : []),
    ...(p.status === '70' ? [{ ...k, fromStsCd: '90', toStsCd: '70', action: 'suspend', actorType: 'seller' as const, ...actor }] : []),
  ];
  const change = p.priceChange
    ? [
        {
          ...k,
          oldListPrice: listPrice,
          oldProdPrice: product.prodPrice,
          newListPrice: p.priceChange[0],
          newProdPrice: p.priceChange[1],
          confirmStsCd: '10',
          reqReason: '성수기 대표 요금 조정',
          reqDt: ctx.now,
          reqId: 'travel01',
        },
      ]
    : [];
  return { product, image: { ...k, imageSeq: 1, fileSeq: ctx.fileSeq }, rooms, days, history, change };
}

/** travel01's demo properties (DEMO_TRAVEL_PLANS), written in bulk: a few thousand calendar cells in a handful of statements. */
export async function seedDemoTravelProducts(services: Services, db: Database, now: Date): Promise<void> {
  const entr = await services.supply.findSupplyEntr(S);
  const brand = (await services.brands.listUsableBrands({ supplyEntrCd: S, lang: 'ko' })).find((b) => b.brandCd);
  if (!entr || !brand?.brandCd) return;
  const sellFeeRate = Number(brand.sellFeeRate ?? entr.sellFeeRate).toFixed(2);
  const today = seoulDate(now);
  const codes = rowsOf<{ n: string | number }>(
    await db.q.execute(sql`select nextval('travel_prod_cd_seq') as n from generate_series(1, ${DEMO_TRAVEL_PLANS.length})`),
  );
  const prodCds = codes.map((c) => Number(c.n)).sort((a, b) => a - b);
  const files = await db.q
    .insert(storedFiles)
    .values(
      DEMO_TRAVEL_PLANS.map((p) => {
        const data = tinyPng(48, p.rgb);
        return { ...PRODUCT_IMAGE_FILE, ownerId: S, fileNm: `${p.supplyProdCd}.png`, fileSize: data.length, data, createdAt: now };
      }),
    )
    .returning({ fileSeq: storedFiles.fileSeq });
  const all = DEMO_TRAVEL_PLANS.map((p, i) =>
    rowsOf1(p, `T${prodCds[i]}`, { today, now, brandCd: brand.brandCd ?? '', sellFeeRate, fileSeq: files[i]!.fileSeq }),
  );
  await insertChunked(
    db,
    travelProducts,
    all.map((r) => r.product),
  );
  await insertChunked(
    db,
    travelProductImages,
    all.map((r) => r.image),
  );
  await insertChunked(
    db,
    travelRooms,
    all.flatMap((r) => r.rooms),
  );
  await insertChunked(
    db,
    travelRoomDays,
    all.flatMap((r) => r.days),
  );
  await insertChunked(
    db,
    travelProductHistory,
    all.flatMap((r) => r.history),
  );
  await insertChunked(
    db,
    travelPriceChanges,
    all.flatMap((r) => r.change),
  );
}

/** travel01's properties on sale with their rooms, by the seller's code: what the reservation side's demo books. */
export async function findDemoTravelOnSale(
  db: Database,
): Promise<{ prodCd: string; supplyProdCd: string; prodNm: string; rooms: { roomSeq: number; roomNm: string }[] }[]> {
  const products = await db.q
    .select({ prodCd: travelProducts.prodCd, supplyProdCd: travelProducts.supplyProdCd, prodNm: travelProducts.prodNm, prodStsCd: travelProducts.prodStsCd })
    .from(travelProducts)
    .where(eq(travelProducts.supplyEntrCd, S))
    .orderBy(asc(travelProducts.supplyProdCd));
  const rooms = await db.q
    .select({ prodCd: travelRooms.prodCd, roomSeq: travelRooms.roomSeq, roomNm: travelRooms.roomNm })
    .from(travelRooms)
    .where(eq(travelRooms.supplyEntrCd, S))
    .orderBy(asc(travelRooms.prodCd), asc(travelRooms.roomSeq));
  return products
    .filter((p) => p.prodStsCd === '90')
    .map((p) => ({
      prodCd: p.prodCd,
      supplyProdCd: p.supplyProdCd,
      prodNm: p.prodNm,
      rooms: rooms.filter((r) => r.prodCd === p.prodCd).map(({ roomSeq, roomNm }) => ({ roomSeq, roomNm })),
    }));
}
