import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterSessionFor, sellerSession, siteBody } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('shipping sites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const create = (cookies: Record<string, string>, body: Record<string, unknown> = siteBody()) =>
    t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies, body });
  const fieldsOf = (res: { json: () => { fields?: { field: string; messageKey: string }[] } }) => res.json().fields ?? [];

  it('issues codes per seller, copies the return address, and shows the site with who and when', async () => {
    const a = await sellerSession(t);
    const b = await sellerSession(t);
    expect((await create(a.cookies)).json()).toEqual({ deliveryLocCd: 'DL0001' });
    expect((await create(a.cookies, siteBody({ deliveryLocNm: '두번째' }))).json()).toEqual({ deliveryLocCd: 'DL0002' });
    expect((await create(b.cookies)).json()).toEqual({ deliveryLocCd: 'DL0001' });
    const detail = (await t.call({ url: '/api/delivery/deliveryLoc/DL0001', cookies: a.cookies })).json();
    expect(detail).toMatchObject({
      deliveryLocCd: 'DL0001',
      supplyEntrCd: a.supplyEntrCd,
      deliveryEntrCd: '04',
      deliveryEntrNm: 'CJ대한통운',
      deliveryLocPhone1: '02',
      deliveryLocPhone2: '1588',
      deliveryLocPhone3: '1234',
      deliveryLocPhoneText: '02-1588-1234',
      returnSameYn: 'Y',
      returnZipNo: '04790',
      returnAddr: '서울특별시 성동구 성수이로 113',
      returnDtlAddr: '3층',
      useYn: 'Y',
      frcnDyplYn: 'N',
      verifiedYn: 'N',
      gfStsCd: null,
      regNm: '테스트',
      upNm: '테스트',
    });
    expect(detail.regDt).toBe(t.clock.now().toISOString());
  });

  it('lists and searches by name and use flag, paged, newest first', async () => {
    const { cookies } = await sellerSession(t);
    for (const nm of ['가산 센터', '성수 센터', '파주 창고']) await create(cookies, siteBody({ deliveryLocNm: nm }));
    await t.call({ method: 'PUT', url: '/api/delivery/deliveryLoc/DL0003/useYn', cookies, body: { useYn: 'N' } });
    const all = (await t.call({ url: '/api/delivery/deliveryLocs?pageNum=1&pageSize=2', cookies })).json();
    expect(all.totalCnt).toBe(3);
    expect(all.list).toHaveLength(2);
    const centers = (await t.call({ url: `/api/delivery/deliveryLocs?deliveryLocNm=${encodeURIComponent('센터')}`, cookies })).json();
    expect(centers.list.map((s: { deliveryLocNm: string }) => s.deliveryLocNm).sort()).toEqual(['가산 센터', '성수 센터']);
    const unused = (await t.call({ url: '/api/delivery/deliveryLocs?useYn=N', cookies })).json();
    expect(unused.list.map((s: { deliveryLocCd: string }) => s.deliveryLocCd)).toEqual(['DL0003']);
  });

  it('requires name, carrier, phone and both addresses; return fields when not copied', async () => {
    const { cookies } = await sellerSession(t);
    const res = await create(cookies, { returnSameYn: 'N', frcnDyplYn: 'N' });
    expect(res.statusCode).toBe(400);
    const keys = fieldsOf(res).map((f) => f.messageKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'delivery.msg.name',
        'delivery.msg.carrier',
        'delivery.msg.deliveryLocZip',
        'delivery.msg.deliveryLocAddr',
        'delivery.msg.deliveryLocDtlAddr',
      ]),
    );
    const noReturn = await create(cookies, siteBody({ returnSameYn: 'N' }));
    expect(fieldsOf(noReturn)).toEqual(
      expect.arrayContaining([
        { field: 'returnZipNo', messageKey: 'delivery.msg.returnZip' },
        { field: 'returnAddr', messageKey: 'delivery.msg.returnAddr' },
        { field: 'returnDtlAddr', messageKey: 'delivery.msg.returnDtlAddr' },
      ]),
    );
  });

  it('counts the name in bytes: 16 Korean letters fit in 50, 17 do not', async () => {
    const { cookies } = await sellerSession(t);
    expect((await create(cookies, siteBody({ deliveryLocNm: '가'.repeat(16) }))).statusCode).toBe(200);
    const long = await create(cookies, siteBody({ deliveryLocNm: '가'.repeat(17) }));
    expect(fieldsOf(long)).toEqual([{ field: 'deliveryLocNm', messageKey: 'delivery.msg.nameLength' }]);
    expect((await create(cookies, siteBody({ deliveryLocNm: 'a'.repeat(50) }))).statusCode).toBe(200);
  });

  it('limits the address inputs to 10 / 200 / 300 characters', async () => {
    const { cookies } = await sellerSession(t);
    const res = await create(cookies, siteBody({ deliveryLocZip: '1'.repeat(11), deliveryLocAddr: 'a'.repeat(201), deliveryLocDtlAddr: 'b'.repeat(301) }));
    expect(
      fieldsOf(res)
        .map((f) => f.messageKey)
        .sort(),
    ).toEqual(['delivery.msg.addrLength', 'delivery.msg.dtlAddrLength', 'delivery.msg.zipLength']);
    expect(
      (await create(cookies, siteBody({ deliveryLocZip: '1'.repeat(10), deliveryLocAddr: 'a'.repeat(200), deliveryLocDtlAddr: 'b'.repeat(300) }))).statusCode,
    ).toBe(200);
  });

  it('checks the carrier and the phone prefix against the code lists; an overseas site takes one long number', async () => {
    const { cookies } = await sellerSession(t);
    expect(fieldsOf(await create(cookies, siteBody({ deliveryEntrCd: '99' })))).toEqual([{ field: 'deliveryEntrCd', messageKey: 'delivery.msg.carrier' }]);
    expect(fieldsOf(await create(cookies, siteBody({ deliveryLocPhone1: '099' })))).toEqual([{ field: 'deliveryLocPhone1', messageKey: 'phone.msg.prefix' }]);
    expect(fieldsOf(await create(cookies, siteBody({ deliveryLocPhone2: '12' })))[0]?.messageKey).toBe('phone.msg.middle');
    const overseas = await create(
      cookies,
      siteBody({ frcnDyplYn: 'Y', deliveryEntrCd: '13', deliveryLocPhone1: '0044', deliveryLocPhone2: '2079', deliveryLocPhone3: '460000' }),
    );
    expect(overseas.statusCode).toBe(200);
    const detail = (await t.call({ url: `/api/delivery/deliveryLoc/${overseas.json().deliveryLocCd}`, cookies })).json();
    expect(detail).toMatchObject({ frcnDyplYn: 'Y', deliveryEntrNm: 'DHL', deliveryLocPhone1: '0044', deliveryLocPhone2: '2079', deliveryLocPhone3: '460000' });
    expect(detail.deliveryLocPhoneText).toBe('+44 20 7946 0000');
  });

  it('edits a site, refuses an edit that changes nothing, and records both in the change log', async () => {
    const { cookies } = await sellerSession(t);
    await create(cookies);
    t.clock.advanceSeconds(60);
    const edit = await t.call({
      method: 'PUT',
      url: '/api/delivery/deliveryLoc/DL0001',
      cookies,
      body: siteBody({ deliveryLocNm: '성수 2센터', returnSameYn: 'N', returnZipNo: '06000', returnAddr: '서울 강남구 반품로 1', returnDtlAddr: '지하 1층' }),
    });
    expect(edit.json()).toBe(1);
    const detail = (await t.call({ url: '/api/delivery/deliveryLoc/DL0001', cookies })).json();
    expect(detail).toMatchObject({ deliveryLocNm: '성수 2센터', returnSameYn: 'N', returnZipNo: '06000', upDt: t.clock.now().toISOString() });
    const same = await t.call({
      method: 'PUT',
      url: '/api/delivery/deliveryLoc/DL0001',
      cookies,
      body: siteBody({ deliveryLocNm: '성수 2센터', returnSameYn: 'N', returnZipNo: '06000', returnAddr: '서울 강남구 반품로 1', returnDtlAddr: '지하 1층' }),
    });
    expect(same.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', displayMessage: '변경된 내용이 없습니다.' });
    const log = (await t.call({ url: '/api/setting/account/history?entity=deliveryLoc', cookies })).json();
    expect(log.totalCnt).toBe(2);
    expect(log.list[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'deliveryLocNm', from: '성수 물류센터', to: '성수 2센터' },
        { field: 'returnZipNo', from: '04790', to: '06000' },
      ]),
    );
  });

  it('answers 404 for another seller’s site, for reading and for changing', async () => {
    const a = await sellerSession(t);
    const b = await sellerSession(t);
    await create(b.cookies);
    expect((await t.call({ url: '/api/delivery/deliveryLoc/DL0001', cookies: a.cookies })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: '/api/delivery/deliveryLoc/DL0001', cookies: a.cookies, body: siteBody() })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: '/api/delivery/deliveryLoc/DL0001/useYn', cookies: a.cookies, body: { useYn: 'N' } })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/delivery/deliveryLocs', cookies: a.cookies })).json().totalCnt).toBe(0);
    expect((await t.call({ url: '/api/delivery/deliveryLoc/DL0001', cookies: b.cookies })).json().useYn).toBe('Y');
  });

  it('lets a master read a seller’s sites and change none of them', async () => {
    const s = await sellerSession(t);
    await create(s.cookies);
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await t.call({ url: '/api/delivery/deliveryLocs', cookies: master })).json().totalCnt).toBe(1);
    expect((await t.call({ url: '/api/delivery/deliveryLoc/DL0001', cookies: master })).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/delivery/deliveryLoc', siteBody()],
      ['PUT', '/api/delivery/deliveryLoc/DL0001', siteBody()],
      ['PUT', '/api/delivery/deliveryLoc/DL0001/useYn', { useYn: 'N' }],
    ] as const) {
      const res = await t.call({ method, url, cookies: master, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('MASTER_VIEW_ONLY');
    }
  });
});
