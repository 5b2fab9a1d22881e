import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterSessionFor, policyBody, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('delivery-fee policies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const create = (cookies: Record<string, string>, body: Record<string, unknown> = policyBody()) =>
    t.call({ method: 'POST', url: '/api/delivery/policy', cookies, body });
  const keysOf = async (res: Promise<{ json: () => { fields?: { messageKey: string }[] } }>) => ((await res).json().fields ?? []).map((f) => f.messageKey);

  it('creates policies of each fee type with codes per seller, money as whole won', async () => {
    const { cookies } = await sellerSession(t);
    expect((await create(cookies)).json()).toEqual({ dlcstPlcyCd: 'DP0001' });
    expect((await create(cookies, policyBody({ dlcstTypeCd: '01', dlcst: 0, dlcstLevyStdrAmt: 0 }))).json()).toEqual({ dlcstPlcyCd: 'DP0002' });
    expect((await create(cookies, policyBody({ dlcstTypeCd: '03', dlcst: 3000, dlcstLevyStdrAmt: 50000 }))).json()).toEqual({ dlcstPlcyCd: 'DP0003' });
    const detail = (await t.call({ url: '/api/delivery/policy/DP0003', cookies })).json();
    expect(detail).toMatchObject({
      dlcstPlcySeq: 1,
      dlcstTypeCd: '03',
      dlcstTypeNm: '조건부 무료',
      plcyTypeNm: '묶음 배송',
      dlcst: 3000,
      dlcstLevyStdrAmt: 50000,
      inmnDlcst: 5000,
      jejuDlcst: 3000,
      plcyStsCd: 'ACTIVE',
      plcyStsNm: '적용 중',
      regNm: '테스트',
    });
    const en = (await t.call({ url: '/api/delivery/policy/DP0002', cookies, lang: 'en' })).json();
    expect(en).toMatchObject({ dlcstTypeNm: 'Free', plcyStsNm: 'Active' });
  });

  it('requires type, dates, fees, threshold, island and Jeju fees and title', async () => {
    const { cookies } = await sellerSession(t);
    const keys = await keysOf(create(cookies, {}));
    expect(keys).toEqual(
      expect.arrayContaining(['dlcst.msg.title', 'dlcst.msg.plcyType', 'dlcst.msg.type', 'dlcst.msg.strtDt', 'dlcst.msg.endDt', 'dlcst.msg.amount']),
    );
    expect(await keysOf(create(cookies, policyBody({ jejuDlcst: undefined })))).toEqual(['dlcst.msg.amount']);
    expect(await keysOf(create(cookies, policyBody({ inmnDlcst: 1.5 })))).toEqual(['dlcst.msg.amount']);
    expect(await keysOf(create(cookies, policyBody({ dlcst: -1 })))).toEqual(['dlcst.msg.amount']);
    expect(await keysOf(create(cookies, policyBody({ dlcstPlcyTitl: '   ' })))).toEqual(['dlcst.msg.title']);
    expect(await keysOf(create(cookies, policyBody({ strtDt: '2026-02-30' })))).toEqual(['dlcst.msg.strtDt']);
  });

  it('ties the fee type to the amounts: fee 0 is free, threshold 0 is paid', async () => {
    const { cookies } = await sellerSession(t);
    expect(await keysOf(create(cookies, policyBody({ dlcstTypeCd: '02', dlcst: 0 })))).toEqual(['dlcst.msg.zeroFeeFree']);
    expect(await keysOf(create(cookies, policyBody({ dlcstTypeCd: '03', dlcst: 3000, dlcstLevyStdrAmt: 0 })))).toEqual(['dlcst.msg.zeroThresholdPaid']);
    expect(await keysOf(create(cookies, policyBody({ dlcstTypeCd: '01', dlcst: 2500 })))).toEqual(['dlcst.msg.freeHasFee']);
    expect(await keysOf(create(cookies, policyBody({ dlcstTypeCd: '02', dlcstLevyStdrAmt: 30000 })))).toEqual(['dlcst.msg.paidHasThreshold']);
  });

  it('caps the amounts and orders the dates', async () => {
    const { cookies } = await sellerSession(t);
    expect(await keysOf(create(cookies, policyBody({ jejuDlcst: 1_000_001 })))).toEqual(['dlcst.msg.maxAmount']);
    expect((await create(cookies, policyBody({ jejuDlcst: 1_000_000 }))).statusCode).toBe(200);
    expect(await keysOf(create(cookies, policyBody({ dlcstTypeCd: '03', dlcstLevyStdrAmt: 100_000_001 })))).toEqual(['dlcst.msg.maxThreshold']);
    const order = await create(cookies, policyBody({ strtDt: '2026-12-02', endDt: '2026-12-01' }));
    expect(order.json()).toMatchObject({ displayMessage: '종료일은 시작일 이후여야 합니다.', fields: [{ field: 'endDt', messageKey: 'dlcst.msg.dateOrder' }] });
    expect((await create(cookies, policyBody({ strtDt: '2026-12-01', endDt: '2026-12-01' }))).statusCode).toBe(200);
  });

  it('derives the status from the dates (Seoul) and the use flag, and filters by it', async () => {
    const { cookies } = await sellerSession(t);
    await create(cookies, policyBody({ dlcstPlcyTitl: '예정', strtDt: '2026-12-01', endDt: '2026-12-31' }));
    await create(cookies, policyBody({ dlcstPlcyTitl: '적용', strtDt: '2026-11-20', endDt: '2026-11-20' }));
    await create(cookies, policyBody({ dlcstPlcyTitl: '종료', strtDt: '2026-01-01', endDt: '2026-11-19' }));
    await create(cookies, policyBody({ dlcstPlcyTitl: '미사용', useYn: 'N' }));
    const statusOf = async () =>
      Object.fromEntries(
        (await t.call({ url: '/api/delivery/policies', cookies }))
          .json()
          .list.map((p: { dlcstPlcyTitl: string; plcyStsCd: string }) => [p.dlcstPlcyTitl, p.plcyStsCd]),
      );
    expect(await statusOf()).toEqual({ 예정: 'SCHEDULED', 적용: 'ACTIVE', 종료: 'ENDED', 미사용: 'UNUSED' });
    for (const [sts, title] of [
      ['SCHEDULED', '예정'],
      ['ACTIVE', '적용'],
      ['ENDED', '종료'],
      ['UNUSED', '미사용'],
    ]) {
      const list = (await t.call({ url: `/api/delivery/policies?plcyStsCd=${sts}`, cookies })).json().list;
      expect(list.map((p: { dlcstPlcyTitl: string }) => p.dlcstPlcyTitl)).toEqual([title]);
    }
    const paged = (await t.call({ url: `/api/delivery/policies?dlcstTypeCd=02&dlcstPlcyTitl=${encodeURIComponent('적')}&pageSize=1`, cookies })).json();
    expect(paged.totalCnt).toBe(1);
  });

  it('narrows the list by each filter: title (contains, LIKE signs literal), policy type, fee type, use flag; only the seller’s own', async () => {
    const { cookies } = await sellerSession(t);
    const other = await sellerSession(t);
    await create(other.cookies, policyBody({ dlcstPlcyTitl: '남의 정책' }));
    await create(cookies, policyBody({ dlcstPlcyTitl: '묶음 유료', plcyTypeCd: '01', dlcstTypeCd: '02' }));
    await create(cookies, policyBody({ dlcstPlcyTitl: '개별 100% 무료', plcyTypeCd: '02', dlcstTypeCd: '01', dlcst: 0, dlcstLevyStdrAmt: 0 }));
    await create(cookies, policyBody({ dlcstPlcyTitl: '묶음 미사용', plcyTypeCd: '01', useYn: 'N' }));
    const titles = async (query: string) =>
      (await t.call({ url: `/api/delivery/policies?pageSize=100${query}`, cookies }))
        .json<{ list: { dlcstPlcyTitl: string }[] }>()
        .list.map((p) => p.dlcstPlcyTitl)
        .sort();
    expect(await titles('')).toEqual(['개별 100% 무료', '묶음 미사용', '묶음 유료']);
    expect(await titles(`&dlcstPlcyTitl=${encodeURIComponent('묶음')}`)).toEqual(['묶음 미사용', '묶음 유료']);
    expect(await titles(`&dlcstPlcyTitl=${encodeURIComponent('0%')}`)).toEqual(['개별 100% 무료']);
    expect(await titles('&plcyTypeCd=02')).toEqual(['개별 100% 무료']);
    expect(await titles('&dlcstTypeCd=01')).toEqual(['개별 100% 무료']);
    expect(await titles('&useYn=N')).toEqual(['묶음 미사용']);
    expect(await titles(`&plcyTypeCd=01&useYn=Y`)).toEqual(['묶음 유료']);
  });

  it('turns a policy ended at midnight in Seoul, not at midnight UTC', async () => {
    const saved = t.clock.now();
    t.clock.set(new Date('2026-11-20T14:50:00Z'));
    try {
      const { cookies } = await sellerSession(t);
      await create(cookies, policyBody({ strtDt: '2026-11-20', endDt: '2026-11-20' }));
      expect((await t.call({ url: '/api/delivery/policy/DP0001', cookies })).json().plcyStsCd).toBe('ACTIVE');
      t.clock.advanceSeconds(20 * 60); // 15:10 UTC is 00:10 on 21 November in Seoul
      expect((await t.call({ url: '/api/delivery/policy/DP0001', cookies })).json().plcyStsCd).toBe('ENDED');
    } finally {
      t.clock.set(saved);
    }
  });

  it('makes a new version on every change and keeps the old one, with who and when, for the seller to read', async () => {
    const { cookies } = await sellerSession(t);
    await create(cookies);
    t.clock.advanceSeconds(60);
    expect((await t.call({ method: 'PUT', url: '/api/delivery/policy/DP0001', cookies, body: policyBody({ dlcst: 3500 }) })).json()).toBe(1);
    t.clock.advanceSeconds(60);
    await t.call({
      method: 'PUT',
      url: '/api/delivery/policy/DP0001',
      cookies,
      body: policyBody({ dlcst: 3500, dlcstTypeCd: '03', dlcstLevyStdrAmt: 50000, dlcstPlcyTitl: '조건부' }),
    });
    const same = await t.call({
      method: 'PUT',
      url: '/api/delivery/policy/DP0001',
      cookies,
      body: policyBody({ dlcst: 3500, dlcstTypeCd: '03', dlcstLevyStdrAmt: 50000, dlcstPlcyTitl: '조건부' }),
    });
    expect(same.json().displayMessage).toBe('변경된 내용이 없습니다.');
    expect((await t.call({ url: '/api/delivery/policy/DP0001', cookies })).json()).toMatchObject({ dlcstPlcySeq: 3, dlcstPlcyTitl: '조건부', dlcst: 3500 });
    const hist = (await t.call({ url: '/api/delivery/policy/DP0001/history', cookies })).json();
    expect(hist.totalCnt).toBe(3);
    expect(hist.list.map((h: { dlcstPlcySeq: number; currentYn: string }) => [h.dlcstPlcySeq, h.currentYn])).toEqual([
      [3, 'Y'],
      [2, 'N'],
      [1, 'N'],
    ]);
    expect(hist.list[2]).toMatchObject({
      dlcst: 3000,
      dlcstTypeCd: '02',
      dlcstPlcyTitl: '기본 유료배송',
      upNm: '테스트',
      changedNm: '테스트',
      changedFields: ['dlcst'],
    });
    expect(hist.list[1]).toMatchObject({ dlcst: 3500, changedFields: ['dlcstPlcyTitl', 'dlcstTypeCd', 'dlcstLevyStdrAmt'] });
    expect(hist.list[0]).toMatchObject({ currentYn: 'Y', changedNm: null, changedFields: [] });
    const page2 = (await t.call({ url: '/api/delivery/policy/DP0001/history?pageNum=2&pageSize=2', cookies })).json();
    expect(page2.list.map((h: { dlcstPlcySeq: number; changedFields: string[] }) => [h.dlcstPlcySeq, h.changedFields])).toEqual([[1, ['dlcst']]]);
  });

  it('answers 404 for another seller’s policy and lets a master read but not write', async () => {
    const a = await sellerSession(t);
    const b = await sellerSession(t);
    await create(b.cookies);
    expect((await t.call({ url: '/api/delivery/policy/DP0001', cookies: a.cookies })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/delivery/policy/DP0001/history', cookies: a.cookies })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: '/api/delivery/policy/DP0001', cookies: a.cookies, body: policyBody({ dlcst: 1 }) })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/delivery/policies', cookies: a.cookies })).json().totalCnt).toBe(0);
    const master = await masterSessionFor(t, b.supplyEntrCd);
    expect((await t.call({ url: '/api/delivery/policies', cookies: master })).json().totalCnt).toBe(1);
    expect((await t.call({ url: '/api/delivery/policy/DP0001/history', cookies: master })).json().totalCnt).toBe(1);
    for (const [method, url] of [
      ['POST', '/api/delivery/policy'],
      ['PUT', '/api/delivery/policy/DP0001'],
    ] as const) {
      expect((await t.call({ method, url, cookies: master, body: policyBody({ dlcst: 9000 }) })).json().errorCode).toBe('MASTER_VIEW_ONLY');
    }
    expect((await t.call({ url: '/api/delivery/policy/DP0001', cookies: b.cookies })).json().dlcst).toBe(3000);
  });
});
