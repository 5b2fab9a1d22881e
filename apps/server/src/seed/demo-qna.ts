import { sql } from 'drizzle-orm';
import type { TQnaClassCd, TRspnDivCd } from '@po/contracts';
import { ManualClock } from '@/platform/clock.ts';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { createProductQnaRepository } from '@/modules/qna/product-qna.repository.ts';
import { createQnaIntakeService } from '@/modules/qna/qna-intake.service.ts';
import { createSupplyCsRepository } from '@/modules/qna/supply-cs.repository.ts';

// Demo product questions and CS inquiries (issue 15): questions arrive through the mall's intake service at their
// own times; answers and inquiries are written at their times through the module's repositories, so the dashboard's
// rates and the lists' overdue marks show every case (waiting, drafted, answered in time, answered late).

const HOUR = 3_600_000;
const MIN = 60_000;

interface DemoQuestion {
  hoursAgo: number;
  cls: TQnaClassCd;
  question: string;
  /** Hours after the question: a draft, or the final answer. */
  draftAfter?: number;
  answerAfter?: number;
  secret?: boolean;
}

const ANSWER = '문의 주셔서 감사합니다. 확인 결과 정사이즈로 주문하시면 됩니다.';

const PARTNER01: DemoQuestion[] = [
  { hoursAgo: 2, cls: 'SIZE', question: '평소 M 사이즈 입는데 어떤 사이즈가 맞을까요?' },
  { hoursAgo: 5, cls: 'STOCK', question: '블랙 색상 재입고 예정이 있나요?' },
  { hoursAgo: 30, cls: 'DELIVERY', question: '오늘 주문하면 언제 받을 수 있나요?' },
  { hoursAgo: 50, cls: 'PRODUCT', question: '소재가 면 100%인가요?', secret: true },
  { hoursAgo: 8, cls: 'EXCHANGE', question: '사이즈 교환 가능한가요?', draftAfter: 1 },
  { hoursAgo: 40, cls: 'RETURN', question: '반품 배송비는 얼마인가요?', draftAfter: 3 },
  { hoursAgo: 3 * 24, cls: 'SIZE', question: '총장이 몇 cm인가요?', answerAfter: 2 },
  { hoursAgo: 5 * 24, cls: 'PRODUCT', question: '세탁기 사용 가능한가요?', answerAfter: 20 },
  { hoursAgo: 7 * 24, cls: 'DELIVERY', question: '묶음 배송 되나요?', answerAfter: 30 },
  { hoursAgo: 10 * 24, cls: 'STOCK', question: 'L 사이즈 언제 입고되나요?', answerAfter: 47 },
  { hoursAgo: 15 * 24, cls: 'ETC', question: '선물 포장 가능한가요?', answerAfter: 5 },
  { hoursAgo: 20 * 24, cls: 'SIZE', question: '키 170에 어떤 사이즈가 맞나요?', answerAfter: 23.9 },
];

const PARTNER02: DemoQuestion[] = [
  { hoursAgo: 6, cls: 'SIZE', question: '발볼이 넓은데 한 치수 크게 주문할까요?' },
  { hoursAgo: 4 * 24, cls: 'DELIVERY', question: '제주도 배송 가능한가요?', answerAfter: 4 },
  { hoursAgo: 9 * 24, cls: 'PRODUCT', question: '방수 기능이 있나요?', answerAfter: 28 },
];

interface DemoInquiry {
  hoursAgo: number;
  urgent: boolean;
  kind: TRspnDivCd;
  contents: string;
  /** Due this many hours from now (negative: past). */
  dueInHours: number;
  /** Minutes after registration the seller answered. */
  answeredAfterMin?: number;
  ordNo?: string;
}

const INQUIRIES: Record<string, DemoInquiry[]> = {
  S000001: [
    { hoursAgo: 1, urgent: true, kind: 'CALLBACK', contents: '고객이 배송 지연으로 취소를 원합니다. 고객에게 전화 부탁드립니다.', dueInHours: 5 },
    {
      hoursAgo: 3 * 24,
      urgent: false,
      kind: 'ANSWER',
      contents: '상품 상세의 소재 표기가 실제와 다르다는 문의가 있습니다.',
      dueInHours: -2 * 24,
      answeredAfterMin: 120,
    },
    { hoursAgo: 6 * 24, urgent: false, kind: 'SHIPMENT_CHECK', contents: '출고 여부 확인 부탁드립니다.', dueInHours: -5 * 24, answeredAfterMin: 7 * 60 },
    { hoursAgo: 2, urgent: false, kind: 'CLAIM_CHECK', contents: '반품 회수 일정 확인 부탁드립니다.', dueInHours: 3 },
  ],
  S000002: [{ hoursAgo: 26, urgent: false, kind: 'ANSWER', contents: '사이즈 표기 오류 문의가 있습니다.', dueInHours: 24 }],
};

async function productsOf(db: Database, supplyEntrCd: string): Promise<string[]> {
  return rowsOf<{ prodCd: string }>(
    await db.q.execute(sql`select prod_cd as "prodCd" from product where supply_entr_cd = ${supplyEntrCd} order by prod_cd limit 6`),
  ).map((r) => r.prodCd);
}

async function seedQuestions(db: Database, now: Date, supplyEntrCd: string, mgrId: string, plan: DemoQuestion[]): Promise<void> {
  const prodCds = await productsOf(db, supplyEntrCd);
  if (prodCds.length === 0) return;
  const repo = createProductQnaRepository(db);
  const clock = new ManualClock(now);
  const intake = createQnaIntakeService({ repo, clock });
  for (const [i, q] of plan.entries()) {
    const asked = new Date(now.getTime() - q.hoursAgo * HOUR);
    clock.set(asked);
    const { prdQnaSq } = await intake.receiveQuestion({
      mallQnaId: `DEMO-${supplyEntrCd}-${i + 1}`,
      prodCd: prodCds[i % prodCds.length]!,
      qnaClassCd: q.cls,
      buyerNm: ['김*수', '이*은', '박*준', '최*영'][i % 4]!,
      secretYn: q.secret ? 'Y' : 'N',
      question: q.question,
      questionDt: asked.toISOString(),
    });
    const key = { supplyEntrCd, prdQnaSq, by: mgrId };
    if (q.draftAfter !== undefined) await repo.saveDraft({ ...key, answer: '확인 중입니다.', at: new Date(asked.getTime() + q.draftAfter * HOUR) });
    if (q.answerAfter !== undefined) await repo.saveAnswer({ ...key, answer: ANSWER, at: new Date(asked.getTime() + q.answerAfter * HOUR) });
  }
}

async function seedInquiries(db: Database, now: Date): Promise<void> {
  const repo = createSupplyCsRepository(db);
  for (const [supplyEntrCd, plan] of Object.entries(INQUIRIES)) {
    for (const c of plan) {
      const regDt = new Date(now.getTime() - c.hoursAgo * HOUR);
      const supplyCsSq = await repo.insert({
        supplyEntrCd,
        ordNo: c.ordNo ?? null,
        inqrCont: c.contents,
        ugntYn: c.urgent ? 'Y' : 'N',
        rspnDivCd: c.kind,
        clsnFixDt: new Date(now.getTime() + c.dueInHours * HOUR),
        regId: 'admin01',
        regDt,
      });
      if (c.answeredAfterMin !== undefined)
        await repo.saveAnswer({
          supplyEntrCd,
          supplyCsSq,
          rspnCont: '확인 후 처리 완료했습니다. 감사합니다.',
          at: new Date(regDt.getTime() + c.answeredAfterMin * MIN),
          by: 'partner01',
        });
    }
  }
}

/** partner01's twelve questions and four inquiries, a few of partner02's. */
export async function seedDemoQna(db: Database, now: Date): Promise<void> {
  await seedQuestions(db, now, 'S000001', 'partner01', PARTNER01);
  await seedQuestions(db, now, 'S000002', 'partner02', PARTNER02);
  await seedInquiries(db, now);
}
