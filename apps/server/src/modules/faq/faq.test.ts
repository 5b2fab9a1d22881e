import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('FAQ', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 1; i <= 13; i++) {
      await t.app.services.faq.createFaq({
        title: `질문 ${i}`,
        titleEn: `Question ${i}`,
        contents: `답변 ${i}`,
        contentsEn: `Answer ${i}`,
        mainYn: i > 6,
        useYn: i !== 13,
        regDt: new Date(Date.UTC(2026, 0, i)),
      });
    }
  });
  afterAll(() => t.close());

  it('answers the main list newest first, at most 5, without a session', async () => {
    const list = (await t.call({ url: '/api/faq/mainList' })).json();
    expect(list.map((f: { title: string }) => f.title)).toEqual(['질문 12', '질문 11', '질문 10', '질문 9', '질문 8']);
  });

  it('pages the board 10 at a time with the total, skipping unused entries', async () => {
    const first = (await t.call({ url: '/api/faq/list?pageNum=1&pageSize=10', lang: 'en' })).json();
    expect(first.totalCnt).toBe(12);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({ title: 'Question 12', totalCnt: 12 });
    expect((await t.call({ url: '/api/faq/list?pageNum=2' })).json().list).toHaveLength(2);
  });

  it('answers a detail in the request language, and 404 for an unused one', async () => {
    const main = (await t.call({ url: '/api/faq/mainList' })).json();
    const detail = (await t.call({ url: `/api/faq/detail/${main[0].seq}`, lang: 'en' })).json();
    expect(detail).toMatchObject({ title: 'Question 12', contents: 'Answer 12' });
    expect((await t.call({ url: '/api/faq/detail/999999' })).statusCode).toBe(404);
  });
});
