import { and, eq, inArray } from 'drizzle-orm';
import type { TPromotionCreateRequest } from '@po/contracts';
import type { Services } from '@/services.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Database } from '@/platform/db/database.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { promotionProducts } from '@/modules/promotion/promotion.tables.ts';
import { demoOrderedProducts } from './demo-orders.ts';
import { CATALOG_SELLERS } from './demo-products.ts';

// Demo promotions (issue 16), made by the operator admin01 before the demo orders, so the orders placed in a run
// sell the agreed products at the promotion price (the intake's own rule). For partner01 and partner02: one
// promotion in its request period today (products awaiting the seller), one running with agreed products (the
// sellers' most-ordered products), one ended. Dates are Seoul days relative to the demo clock's today.

const OPERATOR = { mgrId: 'admin01' } as SessionContext;
const DAY = 86_400_000;

type Answer = 'AGREE' | 'REJECT' | 'PREPARE';

interface DemoPromotion {
  promNm: string;
  promDivision: TPromotionCreateRequest['promDivision'];
  /** Day offsets from today: the request period and the run. */
  req: [number, number];
  run: [number, number];
  dcTypeCd: 'RATE' | 'AMOUNT';
  dcValue: number;
  bearer: 'MALL' | 'SELLER';
  /** The seller's answers, one per target (taken from the seller's most-ordered products, in order). */
  answers: Answer[];
  /** Which slice of the seller's most-ordered products (runs must not overlap on a product). */
  from: number;
}

const PLANS: Record<string, DemoPromotion[]> = {
  S000001: [
    {
      promNm: '윈터 시즌 타임세일',
      promDivision: 'TIME_SALE',
      req: [-12, -8],
      run: [-5, 5],
      dcTypeCd: 'RATE',
      dcValue: 15,
      bearer: 'MALL',
      answers: ['AGREE', 'AGREE', 'AGREE', 'AGREE', 'AGREE', 'AGREE', 'AGREE', 'AGREE', 'REJECT', 'REJECT'],
      from: 0,
    },
    {
      promNm: '연말 특가전',
      promDivision: 'SPECIAL_PRICE',
      req: [-1, 3],
      run: [7, 14],
      dcTypeCd: 'RATE',
      dcValue: 20,
      bearer: 'SELLER',
      answers: ['AGREE', 'PREPARE', 'PREPARE', 'PREPARE', 'PREPARE'],
      from: 10,
    },
    {
      promNm: '가을 아우터 기획전',
      promDivision: 'EXHIBITION',
      req: [-45, -40],
      run: [-35, -25],
      dcTypeCd: 'AMOUNT',
      dcValue: 5_000,
      bearer: 'SELLER',
      answers: ['AGREE', 'AGREE', 'REJECT'],
      from: 15,
    },
  ],
  S000002: [
    {
      promNm: '주말 반짝 세일',
      promDivision: 'TIME_SALE',
      req: [-10, -7],
      run: [-3, 4],
      dcTypeCd: 'RATE',
      dcValue: 10,
      bearer: 'SELLER',
      answers: ['AGREE', 'AGREE', 'AGREE', 'AGREE', 'REJECT'],
      from: 0,
    },
    {
      promNm: '신년 특가 프로모션',
      promDivision: 'SPECIAL_PRICE',
      req: [0, 4],
      run: [8, 15],
      dcTypeCd: 'RATE',
      dcValue: 12,
      bearer: 'MALL',
      answers: ['PREPARE', 'PREPARE', 'PREPARE'],
      from: 5,
    },
    {
      promNm: '블랙프라이데이 기획전',
      promDivision: 'EXHIBITION',
      req: [-40, -36],
      run: [-30, -22],
      dcTypeCd: 'RATE',
      dcValue: 25,
      bearer: 'MALL',
      answers: ['AGREE', 'AGREE', 'AGREE'],
      from: 8,
    },
  ],
};

const REJECT_REASON = '재고가 부족해 프로모션 기간 동안 수량을 맞추기 어렵습니다.';

/** The demo promotions, created through the operator's service (its rules hold), then each seller's answers. */
export async function seedDemoPromotions(services: Services, db: Database, now: Date): Promise<void> {
  const today = seoulDate(now);
  const ordered = await demoOrderedProducts(services);
  for (const [supplyEntrCd, plans] of Object.entries(PLANS)) {
    const products = ordered.get(supplyEntrCd) ?? [];
    const seller = CATALOG_SELLERS[supplyEntrCd];
    for (const plan of plans) {
      const prodCds = products.slice(plan.from, plan.from + plan.answers.length);
      if (!seller || prodCds.length < plan.answers.length) continue;
      const { promCd } = await services.promotionAdmin.createPromotion({
        session: OPERATOR,
        req: {
          promNm: plan.promNm,
          promDivision: plan.promDivision,
          reqStartDt: addDays(today, plan.req[0]),
          reqEndDt: addDays(today, plan.req[1]),
          progStartDt: addDays(today, plan.run[0]),
          progEndDt: addDays(today, plan.run[1]),
          dcTypeCd: plan.dcTypeCd,
          dcValue: plan.dcValue,
          bearer: plan.bearer,
          targets: prodCds.map((prodCd) => ({ supplyEntrCd, prodCd })),
        },
      });
      // The answers were given during the request period (its first day, an hour apart), as the seller's manager.
      const decidedFrom = new Date(Math.min(now.getTime(), now.getTime() + plan.req[0] * DAY));
      for (const [i, state] of plan.answers.entries()) {
        if (state === 'PREPARE') continue;
        await db.q
          .update(promotionProducts)
          .set({
            reqState: state,
            rejectReason: state === 'REJECT' ? REJECT_REASON : null,
            decidedId: seller.mgrId,
            decidedDt: new Date(decidedFrom.getTime() + i * 3_600_000),
          })
          .where(and(eq(promotionProducts.promCd, promCd), inArray(promotionProducts.prodCd, [prodCds[i]!])));
      }
    }
  }
}
