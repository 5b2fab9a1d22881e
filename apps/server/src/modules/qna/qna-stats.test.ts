import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerWithProductOnSale } from '@/test/order-factories.ts';
import { askQuestion } from '@/test/qna-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The dashboard's Q&A figures through the real calls: the 24-hour target counted to the minute, and a question
// still inside its target not yet due. (The CS side's 3:59 / 4:01 is in supply-cs.test.ts.)

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T01:00:00Z'), env: { SIGNIN_RATE_LIMIT: '1000' } });
});
afterAll(async () => t.close());

const MIN = 60_000;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();

describe('qnaStats', () => {
  it('rates answers within 24 h: 23:59 counts, 24:01 does not, an open question inside 24 h is not due', async () => {
    const s = await sellerWithProductOnSale(t);
    const answer = (sq: number) =>
      t.call({ method: 'PUT', url: `/api/qna/productQna/${sq}/answer`, cookies: s.cookies, body: { answer: '확인 후 답변드립니다. 감사합니다.' } });
    expect(await t.app.services.qnaStats.rateAnswers(s.supplyEntrCd)).toBeNull();
    const inTime = await askQuestion(t, s.prodCd, { questionDt: ago(24 * 60 * MIN - MIN) });
    const late = await askQuestion(t, s.prodCd, { questionDt: ago(24 * 60 * MIN + MIN) });
    await askQuestion(t, s.prodCd, { questionDt: ago(60 * MIN) });
    await askQuestion(t, s.prodCd, { questionDt: ago(25 * 60 * MIN) });
    expect((await answer(inTime)).statusCode).toBe(200);
    expect((await answer(late)).statusCode).toBe(200);
    // Due: the one in time, the late one, the one waiting 25 h; answered in time: one of three.
    expect(await t.app.services.qnaStats.rateAnswers(s.supplyEntrCd)).toBe(33.3);
    expect(await t.app.services.qnaStats.countOpen(s.supplyEntrCd)).toEqual({ productQnaUnanswerCount: 2, reCentSupplyCsRspnCount: 0 });
  });
});
