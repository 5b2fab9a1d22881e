import { QNA_CLASSES, type TMallQnaRequest } from '@po/contracts';
import type { Random } from '@/seed/seeded-random.ts';

// Buyers' product questions the simulated mall sends (POST /api/mall/qna), as the storefront would pass them on.

const QUESTIONS = [
  '평소 M 사이즈 입는데 어떤 사이즈가 맞을까요?',
  '재입고 예정이 있나요?',
  '오늘 주문하면 언제 받을 수 있나요?',
  '소재 혼용률이 어떻게 되나요?',
  '교환 배송비는 얼마인가요?',
  '실측 사이즈 알려주실 수 있나요?',
] as const;
const BUYERS = ['김*수', '이*은', '박*준', '최*영', '정*호'] as const;

/** One question about a product of the catalogue, asked at `at`; the mall's id is unique per run and serial. */
export function buildQuestion(r: Random, opts: { prodCd: string; at: Date; serial: number; run: string }): TMallQnaRequest {
  return {
    mallQnaId: `SIMQ-${opts.run}-${opts.serial}`,
    prodCd: opts.prodCd,
    qnaClassCd: r.pick(QNA_CLASSES),
    buyerNm: r.pick(BUYERS),
    secretYn: r.chance(0.2) ? 'Y' : 'N',
    question: r.pick(QUESTIONS),
    questionDt: opts.at.toISOString(),
  };
}
