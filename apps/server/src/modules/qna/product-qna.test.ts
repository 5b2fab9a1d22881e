import { DASHBOARD_LIMITS, type TProductQnaListReply, type TProductQnaRow } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerWithProductOnSale } from '@/test/order-factories.ts';
import { askQuestion, monitorSessionFor } from '@/test/qna-factories.ts';
import { masterSessionFor, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { seoulWindow } from '@/platform/time/seoul-window.ts';

// The seller's product Q&A: the list and its filters, drafts, the final answer (locked once saved), the scopes.

const NOW = new Date('2026-11-20T01:00:00Z'); // 10:00 in Seoul
let t: TestApp;
let s: Awaited<ReturnType<typeof sellerWithProductOnSale>>;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { SIGNIN_RATE_LIMIT: '1000' } });
  s = await sellerWithProductOnSale(t);
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();
const list = async (query: string, cookies: Record<string, string> = s.cookies) => {
  const res = await t.call({ url: `/api/qna/productQna?${query}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TProductQnaListReply>();
};
const put = async (sq: number, kind: 'temp' | 'answer', answer: unknown, cookies: Record<string, string> = s.cookies) => {
  const res = await t.call({ method: 'PUT', url: `/api/qna/productQna/${sq}/${kind}`, cookies, body: { answer } });
  expect(res.statusCode, res.body).not.toBe(500);
  return res;
};
const detail = async (sq: number) => {
  const res = await t.call({ url: `/api/qna/productQna/${sq}`, cookies: s.cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TProductQnaRow>();
};
const period = 'startDt=2026-11-01&endDt=2026-11-20';
const fieldOf = (res: { json: () => unknown }) => (res.json() as { fields?: { field: string; messageKey: string }[] }).fields?.[0];

describe('GET /api/qna/productQna', () => {
  it('requires the period, refuses a reversed one and one over 6 months', async () => {
    const cases: [string, string][] = [
      ['endDt=2026-11-20', 'orderList.msg.periodRequired'],
      ['startDt=2026-11-20&endDt=2026-11-01', 'orderList.msg.periodReversed'],
      ['startDt=2026-05-19&endDt=2026-11-20', 'orderList.msg.maxPeriodExceeded'],
    ];
    for (const [query, key] of cases) {
      const res = await t.call({ url: `/api/qna/productQna?${query}`, cookies: s.cookies });
      expect(res.statusCode, key).toBe(400);
      expect(fieldOf(res)?.messageKey, key).toBe(key);
    }
    expect((await t.call({ url: '/api/qna/productQna?startDt=2026-05-20&endDt=2026-11-20', cookies: s.cookies })).statusCode).toBe(200);
  });

  it('filters by answer state, class, product and the question or answer date, with every state counted', async () => {
    const own = await sellerWithProductOnSale(t);
    const a = await askQuestion(t, own.prodCd, { questionDt: '2026-11-03T02:00:00Z', qnaClassCd: 'DELIVERY' });
    const b = await askQuestion(t, own.prodCd, { questionDt: '2026-11-10T02:00:00Z' });
    const c = await askQuestion(t, own.prodCd, { questionDt: '2026-11-19T02:00:00Z' });
    expect((await put(b, 'temp', '확인 중', own.cookies)).statusCode).toBe(200);
    expect((await put(a, 'answer', '내일 출고 예정입니다. 감사합니다.', own.cookies)).statusCode).toBe(200);
    const all = await list(period, own.cookies);
    expect(all.totalCnt).toBe(3);
    expect(all.list.map((r) => r.prdQnaSq)).toEqual([c, b, a]);
    expect(all.statusCounts).toEqual([
      { answerStsCd: 'UNANSWERED', cnt: 1 },
      { answerStsCd: 'TEMP_SAVED', cnt: 1 },
      { answerStsCd: 'ANSWERED', cnt: 1 },
    ]);
    const temp = await list(`${period}&answerType=TEMP_SAVED`, own.cookies);
    expect(temp.list.map((r) => r.prdQnaSq)).toEqual([b]);
    expect(temp.statusCounts.find((x) => x.answerStsCd === 'UNANSWERED')?.cnt).toBe(1);
    expect((await list(`${period}&qnaClassCd=DELIVERY`, own.cookies)).list.map((r) => r.prdQnaSq)).toEqual([a]);
    expect((await list(`startDt=2026-11-09&endDt=2026-11-19`, own.cookies)).totalCnt).toBe(2);
    // By the answer's date, only the answered question (answered today) is in the period.
    expect((await list(`dateType=ANSWER&startDt=2026-11-20&endDt=2026-11-20`, own.cookies)).list.map((r) => r.prdQnaSq)).toEqual([a]);
    expect((await list(`dateType=ANSWER&startDt=2026-11-01&endDt=2026-11-19`, own.cookies)).totalCnt).toBe(0);
    expect((await list(`${period}&product=${own.prodCd}`, own.cookies)).totalCnt).toBe(3);
    expect((await list(`${period}&product=NOSUCH`, own.cookies)).totalCnt).toBe(0);
    const named = all.list[0]!.prodNm;
    expect((await list(`${period}&product=${encodeURIComponent(named.slice(1, 4))}`, own.cookies)).totalCnt).toBe(3);
    // The other seller's list holds none of them.
    expect((await list(period)).list.some((r) => [a, b, c].includes(r.prdQnaSq))).toBe(false);
  });

  it('marks overdue: waiting past 24 h, or answered after 24 h', async () => {
    const waitingLate = await askQuestion(t, s.prodCd, { questionDt: ago(25 * HOUR) });
    const waitingFresh = await askQuestion(t, s.prodCd, { questionDt: ago(23 * HOUR) });
    const answeredLate = await askQuestion(t, s.prodCd, { questionDt: ago(30 * HOUR) });
    expect((await put(answeredLate, 'answer', '늦어서 죄송합니다. 재입고 예정입니다.')).statusCode).toBe(200);
    expect((await detail(waitingLate)).overdueYn).toBe('Y');
    expect((await detail(waitingFresh)).overdueYn).toBe('N');
    expect((await detail(answeredLate)).overdueYn).toBe('Y');
  });

  it('lists exactly the dashboard’s unanswered count through the dashboard’s link', async () => {
    const own = await sellerWithProductOnSale(t);
    for (const days of [0, 3, 29, 31]) await askQuestion(t, own.prodCd, { questionDt: ago(days * 24 * HOUR) });
    const drafted = await askQuestion(t, own.prodCd, { questionDt: ago(HOUR) });
    expect((await put(drafted, 'temp', '초안', own.cookies)).statusCode).toBe(200);
    const { productQnaUnanswerCount } = await t.app.services.qnaStats.countOpen(own.supplyEntrCd);
    const w = seoulWindow(t.clock.now(), DASHBOARD_LIMITS.unansweredWindowDays);
    const linked = await list(`dateType=QUESTION&answerType=UNANSWERED&startDt=${w.startDt}&endDt=${w.endDt}`, own.cookies);
    expect(productQnaUnanswerCount).toBe(3);
    expect(linked.totalCnt).toBe(productQnaUnanswerCount);
  });
});

describe('answers', () => {
  it('refuses a final answer under 10 characters (whitespace aside) and takes 10', async () => {
    const sq = await askQuestion(t, s.prodCd);
    for (const answer of ['123456789', '          ', '   12345678   ', undefined, 'x'.repeat(2001)]) {
      const res = await put(sq, 'answer', answer);
      expect(res.statusCode, String(answer)).toBe(400);
      expect(fieldOf(res)?.messageKey).toBe(answer === undefined || answer.trim().length < 10 ? 'qna.msg.answerMin' : 'qna.msg.answerMax');
    }
    expect((await detail(sq)).answerStsCd).toBe('UNANSWERED');
    const ok = await put(sq, 'answer', ' 1234567890 ');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ answerStsCd: 'ANSWERED', answer: '1234567890', answerDt: t.clock.now().toISOString() });
  });

  it('keeps drafts until the final answer, then locks the question (409 answerLocked)', async () => {
    const sq = await askQuestion(t, s.prodCd);
    expect((await put(sq, 'temp', '  ')).statusCode).toBe(400);
    expect((await put(sq, 'temp', '짧음')).json()).toMatchObject({ answerStsCd: 'TEMP_SAVED', answer: '짧음', answerDt: null });
    expect((await put(sq, 'temp', '조금 더 긴 초안')).json()).toMatchObject({ answerStsCd: 'TEMP_SAVED', answer: '조금 더 긴 초안' });
    expect((await put(sq, 'answer', '정사이즈로 주문하시면 됩니다.')).json()).toMatchObject({ answerStsCd: 'ANSWERED' });
    for (const kind of ['answer', 'temp'] as const) {
      const res = await put(sq, kind, '다른 답변으로 바꿉니다. 바꿉니다.');
      expect(res.statusCode).toBe(409);
      expect(res.json().displayMessage).toContain('수정할 수 없습니다');
    }
    expect((await detail(sq)).answer).toBe('정사이즈로 주문하시면 됩니다.');
  });

  it('lets exactly one of two concurrent final saves win', async () => {
    const sq = await askQuestion(t, s.prodCd);
    const results = await Promise.all([put(sq, 'answer', '첫 번째 답변입니다. 감사합니다.'), put(sq, 'answer', '두 번째 답변입니다. 감사합니다.')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json<TProductQnaRow>().answer;
    expect((await detail(sq)).answer).toBe(winner);
  });

  it('answers 404 for another seller’s question and lets a master or monitor read but not write', async () => {
    const sq = await askQuestion(t, s.prodCd);
    const other = await sellerSession(t);
    expect((await t.call({ url: `/api/qna/productQna/${sq}`, cookies: other.cookies })).statusCode).toBe(404);
    expect((await put(sq, 'temp', '남의 질문', other.cookies)).statusCode).toBe(404);
    expect((await put(sq, 'answer', '남의 질문에 답합니다.', other.cookies)).statusCode).toBe(404);
    expect((await t.call({ url: `/api/qna/productQna/999999`, cookies: s.cookies })).statusCode).toBe(404);
    const viewers = [await masterSessionFor(t, s.supplyEntrCd), await monitorSessionFor(t, s.supplyEntrCd)];
    for (const viewer of viewers) {
      expect((await t.call({ url: `/api/qna/productQna/${sq}`, cookies: viewer })).statusCode).toBe(200);
      expect((await list(period, viewer)).list.some((r) => r.prdQnaSq === sq)).toBe(true);
      for (const kind of ['temp', 'answer'] as const) {
        const res = await put(sq, kind, '보기 전용 세션의 답변입니다.', viewer);
        expect(res.statusCode).toBe(403);
        expect(res.json().errorCode).toBe('MASTER_VIEW_ONLY');
      }
    }
    expect((await detail(sq)).answerStsCd).toBe('UNANSWERED');
  });
});
