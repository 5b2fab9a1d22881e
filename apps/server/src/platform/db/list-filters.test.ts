import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyBody, sellerSession, siteBody } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The list kit's filter → SQL helper, through the two lists converted to it.
describe('list filters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const codes = async (cookies: Record<string, string>, url: string) => {
    const res = await t.call({ url, cookies });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ list: { deliveryLocCd?: string; dlcstPlcyCd?: string }[]; totalCnt: number }>();
    return { codes: body.list.map((r) => r.deliveryLocCd ?? r.dlcstPlcyCd), totalCnt: body.totalCnt };
  };

  it('filters sites by equals and contains, with LIKE wildcards taken literally', async () => {
    const { cookies } = await sellerSession(t);
    const post = (body: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies, body });
    await post(siteBody({ deliveryLocNm: '100% 센터' }));
    await post(siteBody({ deliveryLocNm: '1000 센터' }));
    await post(siteBody({ deliveryLocNm: '해외 센터', frcnDyplYn: 'Y', deliveryLocPhone1: '1415', deliveryLocPhone2: '5552', deliveryLocPhone3: '671' }));
    expect(await codes(cookies, `/api/delivery/deliveryLocs?deliveryLocNm=${encodeURIComponent('0%')}`)).toEqual({ codes: ['DL0001'], totalCnt: 1 });
    expect(await codes(cookies, '/api/delivery/deliveryLocs?frcnDyplYn=Y')).toEqual({ codes: ['DL0003'], totalCnt: 1 });
    expect(await codes(cookies, '/api/delivery/deliveryLocs?frcnDyplYn=N&verifiedYn=N&pageSize=1&pageNum=2')).toEqual({ codes: ['DL0001'], totalCnt: 2 });
    expect(await codes(cookies, '/api/delivery/deliveryLocs?deliveryLocNm=')).toMatchObject({ totalCnt: 3 });
  });

  it('reads registration days in Asia/Seoul: 23:59 and 00:00 Seoul fall on two days', async () => {
    t.clock.set(new Date('2026-11-20T14:50:00Z'));
    const { cookies } = await sellerSession(t);
    const post = () => t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies, body: siteBody() });
    t.clock.set(new Date('2026-11-20T14:59:00Z')); // 23:59 on the 20th in Seoul
    await post();
    t.clock.set(new Date('2026-11-20T15:00:00Z')); // 00:00 on the 21st in Seoul
    await post();
    expect(await codes(cookies, '/api/delivery/deliveryLocs?regDtTo=2026-11-20')).toEqual({ codes: ['DL0001'], totalCnt: 1 });
    expect(await codes(cookies, '/api/delivery/deliveryLocs?regDtFrom=2026-11-21')).toEqual({ codes: ['DL0002'], totalCnt: 1 });
    expect(await codes(cookies, '/api/delivery/deliveryLocs?regDtFrom=2026-11-20&regDtTo=2026-11-21')).toMatchObject({ totalCnt: 2 });
    expect((await t.call({ url: '/api/delivery/deliveryLocs?regDtFrom=20261120', cookies })).statusCode).toBe(400);
  });

  it('filters policies by title, type, use flag and the derived status', async () => {
    t.clock.set(new Date('2026-11-20T01:00:00Z'));
    const { cookies } = await sellerSession(t);
    const post = (body: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/delivery/policy', cookies, body: policyBody(body) });
    await post({ dlcstPlcyTitl: '기본 유료', dlcstTypeCd: '02', dlcst: 3000, dlcstLevyStdrAmt: 0 });
    await post({ dlcstPlcyTitl: '무료 행사', dlcstTypeCd: '01', dlcst: 0, dlcstLevyStdrAmt: 0 });
    await post({ dlcstPlcyTitl: '내년 유료', dlcstTypeCd: '02', dlcst: 3000, dlcstLevyStdrAmt: 0, strtDt: '2027-01-01', endDt: '2027-12-31' });
    expect(await codes(cookies, `/api/delivery/policies?dlcstPlcyTitl=${encodeURIComponent('유료')}`)).toMatchObject({ totalCnt: 2 });
    expect(await codes(cookies, '/api/delivery/policies?dlcstTypeCd=01')).toEqual({ codes: ['DP0002'], totalCnt: 1 });
    expect(await codes(cookies, '/api/delivery/policies?plcyStsCd=SCHEDULED')).toEqual({ codes: ['DP0003'], totalCnt: 1 });
    expect(await codes(cookies, '/api/delivery/policies?plcyStsCd=ACTIVE&dlcstTypeCd=02')).toEqual({ codes: ['DP0001'], totalCnt: 1 });
    expect(await codes(cookies, '/api/delivery/policies?useYn=N')).toEqual({ codes: [], totalCnt: 0 });
  });
});
