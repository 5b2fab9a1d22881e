import type { TMallReview } from '@po/contracts';
import type { Random } from '@/seed/seeded-random.ts';

// Buyers' reviews the simulated mall sends (POST /api/mall/reviews), shared with the demo seed and the scale
// generator. Scores lean to 4 and 5 as a fashion mall's do.

/** The contents by score: a few lines a buyer writes. */
const CONTENTS: Record<number, readonly string[]> = {
  1: ['사진과 색상이 많이 달라요.', '한 번 세탁했는데 변형됐어요.'],
  2: ['사이즈가 생각보다 작아요.', '마감이 아쉬워요.'],
  3: ['가격 대비 무난해요.', '배송이 조금 늦었어요.', ''],
  4: ['핏이 예쁘고 편해요.', '색감이 좋아요. 한 치수 크게 추천합니다.', '재질이 좋아요.', ''],
  5: ['정말 마음에 들어요! 재구매 의사 있어요.', '핏, 소재 모두 만족합니다.', '선물했는데 너무 좋아하네요.', '배송도 빠르고 최고예요.', ''],
};
const BUYERS = ['김*수', '이*은', '박*준', '최*영', '정*호', '강*린', '윤*아'] as const;

/** A score 1-5: about half fives, a third fours, the rest lower. */
export function drawRating(r: Random): number {
  const x = r.next();
  return x < 0.03 ? 1 : x < 0.07 ? 2 : x < 0.18 ? 3 : x < 0.5 ? 4 : 5;
}

/** One review of a product (of an order line when the mall knows it), written at `at`, under the mall's id given. */
export function buildReview(r: Random, opts: { prodCd: string; at: Date; mallReviewId: string; ordNo?: string; ordDtlSq?: number }): TMallReview {
  const rating = drawRating(r);
  return {
    mallReviewId: opts.mallReviewId,
    prodCd: opts.prodCd,
    ...(opts.ordNo ? { ordNo: opts.ordNo } : {}),
    ...(opts.ordDtlSq ? { ordDtlSq: opts.ordDtlSq } : {}),
    rating,
    contents: r.pick(CONTENTS[rating]!),
    buyerNm: r.pick(BUYERS),
    reviewDt: opts.at.toISOString(),
  };
}
