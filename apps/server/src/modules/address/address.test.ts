import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('address search (GET /address/search)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const search = (query: string) => t.call({ url: `/api/address/search?${query}` });

  it('finds by road address, lot address or building name, without a session', async () => {
    expect((await search(`keyword=${encodeURIComponent('세종대로 110')}`)).json()).toEqual({
      list: [{ zonecode: '04524', roadAddress: '서울특별시 중구 세종대로 110', jibunAddress: '서울특별시 중구 태평로1가 31', buildingName: '서울특별시청' }],
      totalCnt: 1,
    });
    expect((await search(`keyword=${encodeURIComponent('역삼동 737')}`)).json().list[0].zonecode).toBe('06236');
    expect((await search(`keyword=${encodeURIComponent('코엑스')}`)).json().list[0].roadAddress).toBe('서울특별시 강남구 영동대로 513');
  });

  it('ignores spaces and takes words from different fields', async () => {
    expect((await search(`keyword=${encodeURIComponent('세종대로110')}`)).json().totalCnt).toBe(1);
    expect((await search(`keyword=${encodeURIComponent('롯데 월드 타워')}`)).json().list[0].zonecode).toBe('05551');
    expect((await search(`keyword=${encodeURIComponent('강남구 코엑스')}`)).json().list.map((r: { zonecode: string }) => r.zonecode)).toEqual(['06164']);
    expect((await search(`keyword=${encodeURIComponent('없는주소 123')}`)).json()).toEqual({ list: [], totalCnt: 0 });
  });

  it('pages the results with the total', async () => {
    const all = (await search(`keyword=${encodeURIComponent('서울특별시')}&pageSize=100`)).json();
    expect(all.totalCnt).toBe(15);
    const second = (await search(`keyword=${encodeURIComponent('서울특별시')}&pageNum=2&pageSize=10`)).json();
    expect(second).toEqual({ list: all.list.slice(10, 15), totalCnt: 15 });
    expect((await search(`keyword=${encodeURIComponent('서울특별시')}`)).json().list).toHaveLength(10);
  });

  it('requires a keyword of 2 to 80 characters', async () => {
    for (const q of ['', 'keyword=', 'keyword=a', `keyword=${'가'.repeat(81)}`]) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ field: 'keyword', messageKey: 'address.msg.keyword' }]);
    }
    expect((await search('keyword=ab&pageSize=101')).statusCode).toBe(400);
  });
});
