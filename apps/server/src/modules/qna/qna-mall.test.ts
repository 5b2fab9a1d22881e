import type { TMallQnaAnswersReply } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallQnaBody } from '@/test/qna-factories.ts';
import { mallCall, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The mall's side of product Q&A: a question arrives once per mall id; answers go back by a cursor.

let t: TestApp;
let s: Awaited<ReturnType<typeof sellerWithProductOnSale>>;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T01:00:00Z'), env: { SIGNIN_RATE_LIMIT: '1000' } });
  s = await sellerWithProductOnSale(t);
});
afterAll(async () => t.close());

const ask = (body: unknown, key?: string) => mallCall(t, { url: '/api/mall/qna', body, ...(key ? { key } : {}) });
const answers = (query = '?afterPrdQnaSq=0') => mallCall(t, { method: 'GET', url: `/api/mall/qna/answers${query}` });

describe('POST /api/mall/qna', () => {
  it('stores a question for the product’s seller once: a resend answers the same prdQnaSq', async () => {
    const body = mallQnaBody(t, s.prodCd);
    const first = await ask(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mallQnaId: body.mallQnaId, result: 'CREATED' });
    const again = await ask(body);
    expect(again.json()).toEqual({ ...first.json(), result: 'ALREADY' });
    const seller = await t.call({ url: `/api/qna/productQna/${first.json<{ prdQnaSq: number }>().prdQnaSq}`, cookies: s.cookies });
    expect(seller.statusCode).toBe(200);
    expect(seller.json()).toMatchObject({ prodCd: s.prodCd, answerStsCd: 'UNANSWERED', buyerNm: '김*수' });
  });

  it('answers two deliveries at once with one row', async () => {
    const body = mallQnaBody(t, s.prodCd);
    const [a, b] = await Promise.all([ask(body), ask(body)]);
    expect(a.json<{ prdQnaSq: number }>().prdQnaSq).toBe(b.json<{ prdQnaSq: number }>().prdQnaSq);
    expect([a.json<{ result: string }>().result, b.json<{ result: string }>().result].sort()).toEqual(['ALREADY', 'CREATED']);
  });

  it('refuses an unknown product, a bad body and a wrong key', async () => {
    const unknown = await ask(mallQnaBody(t, 'NOSUCHPROD'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ field: 'prodCd', messageKey: 'qna.msg.unknownProduct' }]);
    expect((await ask({ ...mallQnaBody(t, s.prodCd), question: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await ask({ ...mallQnaBody(t, s.prodCd), qnaClassCd: 'NOPE' })).statusCode).toBe(400);
    expect((await ask(mallQnaBody(t, s.prodCd), 'wrong-key')).statusCode).toBe(401);
  });
});

describe('GET /api/mall/qna/answers', () => {
  it('lists answered questions by the answer’s time, a late answer of an old question too, and pages by the cursor', async () => {
    const old = (await ask(mallQnaBody(t, s.prodCd))).json<{ prdQnaSq: number }>().prdQnaSq;
    const young = (await ask(mallQnaBody(t, s.prodCd))).json<{ prdQnaSq: number }>().prdQnaSq;
    const start = (await answers()).json<TMallQnaAnswersReply>();
    const cursor = `?afterPrdQnaSq=${start.nextAfterPrdQnaSq}${start.nextAfterAnswerDt ? `&afterAnswerDt=${encodeURIComponent(start.nextAfterAnswerDt)}` : ''}`;
    const answer = (sq: number) =>
      t.call({ method: 'PUT', url: `/api/qna/productQna/${sq}/answer`, cookies: s.cookies, body: { answer: '260 주문하시면 됩니다. 감사합니다.' } });
    t.clock.advanceSeconds(60);
    expect((await answer(young)).statusCode).toBe(200);
    t.clock.advanceSeconds(60);
    expect((await answer(old)).statusCode).toBe(200);
    const page = (await answers(`${cursor}&limit=1`)).json<TMallQnaAnswersReply>();
    expect(page.items.map((i) => i.prdQnaSq)).toEqual([young]);
    const next = (
      await answers(`?afterPrdQnaSq=${page.nextAfterPrdQnaSq}&afterAnswerDt=${encodeURIComponent(page.nextAfterAnswerDt!)}`)
    ).json<TMallQnaAnswersReply>();
    expect(next.items.map((i) => i.prdQnaSq)).toEqual([old]);
    expect(next.items[0]).toMatchObject({ answer: '260 주문하시면 됩니다. 감사합니다.', prodCd: s.prodCd });
  });
});
