import { randomUUID } from 'node:crypto';
import type { TDeliveryLocDetailReply, TGoodsFlowAdminRow } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBody, masterSessionFor, operatorSession, sellerSession, siteBody } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('goods-flow contracts', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    admin = await operatorSession(t);
  });
  afterAll(() => t.close());

  const url = '/api/delivery/goodsFlow/DL0001';
  async function sellerWithSite() {
    const s = await sellerSession(t);
    await t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies: s.cookies, body: siteBody() });
    return s;
  }
  const call = (cookies: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = url, body?: unknown) =>
    t.call({ method, url: path, cookies, ...(body !== undefined ? { body } : {}) });
  const status = async (cookies: Record<string, string>) => (await call(cookies, 'GET')).json().gfStsCd as string;
  const site = async (cookies: Record<string, string>) => (await call(cookies, 'GET', '/api/delivery/deliveryLoc/DL0001')).json<TDeliveryLocDetailReply>();
  const adminUrl = (s: { supplyEntrCd: string }, action = '') => `/api/admin/goodsFlow/${s.supplyEntrCd}/DL0001${action}`;

  it('registers a contract with its box fares, once per site', async () => {
    const s = await sellerWithSite();
    expect((await call(s.cookies, 'GET')).statusCode).toBe(404);
    expect((await call(s.cookies, 'POST', url, contractBody())).json()).toBe(1);
    const c = (await call(s.cookies, 'GET')).json();
    expect(c).toMatchObject({
      contractNo: 'CJ-240001',
      contractCustNo: '30012345',
      fareType: '01',
      fareTypeNm: '신용(월 정산)',
      mdNm: '김담당',
      gfStsCd: 'REGISTERED',
      gfStsNm: '등록',
      deliveryEntrNm: 'CJ대한통운',
    });
    expect(c.boxFares).toEqual([
      { boxSize: 'S', shscFare: 3000, bhFare: 4000, rtFare: 3000 },
      { boxSize: 'M', shscFare: 3500, bhFare: 4500, rtFare: 3500 },
    ]);
    expect((await site(s.cookies)).gfStsCd).toBe('REGISTERED');
    const again = await call(s.cookies, 'POST', url, contractBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().displayMessage).toBe('이미 굿스플로 계약이 등록된 출고지입니다.');
  });

  it('requires code, customer number and a box fare; with a code, the basis and the contact name', async () => {
    const s = await sellerWithSite();
    const empty = await call(s.cookies, 'POST', url, { contractNo: '', contractCustNo: '', boxFares: [] });
    expect(empty.json().fields.map((f: { messageKey: string }) => f.messageKey)).toEqual(
      expect.arrayContaining(['goodsFlow.msg.contractNo', 'goodsFlow.msg.contractCustNo', 'goodsFlow.msg.boxFare']),
    );
    const noBasis = await call(s.cookies, 'POST', url, contractBody({ fareType: undefined, mdNm: undefined }));
    expect(noBasis.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'fareType', messageKey: 'goodsFlow.msg.fareTypeWithContract' },
        { field: 'mdNm', messageKey: 'goodsFlow.msg.mdNmWithContract' },
      ]),
    );
    const emptyBox = await call(s.cookies, 'POST', url, contractBody({ boxFares: [{ boxSize: 'S', shscFare: null, bhFare: null, rtFare: null }] }));
    expect(emptyBox.json().fields[0].messageKey).toBe('goodsFlow.msg.boxFare');
    const twice = await call(
      s.cookies,
      'POST',
      url,
      contractBody({
        boxFares: [
          { boxSize: 'S', shscFare: 1 },
          { boxSize: 'S', rtFare: 2 },
        ],
      }),
    );
    expect(twice.json().fields[0].messageKey).toBe('goodsFlow.msg.boxSizeDuplicate');
    expect((await call(s.cookies, 'POST', url, contractBody({ boxFares: [{ boxSize: 'XL', rtFare: 7000 }] }))).json()).toBe(1);
  });

  it('goes registered -> awaiting approval -> approved; the site becomes verified; nothing changes while awaiting', async () => {
    const s = await sellerWithSite();
    await call(s.cookies, 'POST', url, contractBody());
    expect((await call(s.cookies, 'PUT', `${url}/request`)).json()).toBe(1);
    expect(await status(s.cookies)).toBe('REQUESTED');
    const edit = await call(s.cookies, 'PUT', url, contractBody({ mdNm: '이담당' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().displayMessage).toBe('굿스플로 승인 대기 중입니다.');
    expect((await call(s.cookies, 'DELETE')).statusCode).toBe(409);
    expect((await call(s.cookies, 'PUT', `${url}/request`)).statusCode).toBe(409);
    const queue = (await t.call({ url: '/api/admin/goodsFlow/list?gfStsCd=REQUESTED&pageSize=1000', cookies: admin })).json();
    expect(queue.list.find((r: { supplyEntrCd: string }) => r.supplyEntrCd === s.supplyEntrCd)).toMatchObject({
      deliveryLocCd: 'DL0001',
      supplyEntrNm: s.seller.company!.supplyEntrNm,
      gfStsCd: 'REQUESTED',
    });
    expect((await call(admin, 'PUT', adminUrl(s, '/approve'))).json()).toBe(1);
    expect((await call(s.cookies, 'GET')).json()).toMatchObject({ gfStsCd: 'APPROVED', verifiedResultMsg: '굿스플로 자동회수가 승인되었습니다.' });
    expect((await site(s.cookies)).verifiedYn).toBe('Y');
    const twice = await call(admin, 'PUT', adminUrl(s, '/approve'));
    expect(twice.statusCode).toBe(409);
    expect((await call(s.cookies, 'PUT', `${url}/request`)).json().displayMessage).toBe('승인된 서비스는 수정 또는 삭제만 가능합니다.');
  });

  it('editing an approved contract sends it back for approval and unverifies the site', async () => {
    const s = await sellerWithSite();
    await call(s.cookies, 'POST', url, contractBody());
    await call(s.cookies, 'PUT', `${url}/request`);
    await call(admin, 'PUT', adminUrl(s, '/approve'));
    expect((await call(s.cookies, 'PUT', url, contractBody({ boxFares: [{ boxSize: 'L', shscFare: 5000, bhFare: 6000, rtFare: 5000 }] }))).json()).toBe(1);
    const c = (await call(s.cookies, 'GET')).json();
    expect(c).toMatchObject({ gfStsCd: 'REQUESTED', boxFares: [{ boxSize: 'L', shscFare: 5000, bhFare: 6000, rtFare: 5000 }] });
    expect((await site(s.cookies)).verifiedYn).toBe('N');
  });

  it('rejects with a reason and a renew date; the seller edits and asks again', async () => {
    const s = await sellerWithSite();
    await call(s.cookies, 'POST', url, contractBody());
    await call(s.cookies, 'PUT', `${url}/request`);
    expect((await call(admin, 'PUT', adminUrl(s, '/reject'), { rejectReason: '' })).json().fields[0].messageKey).toBe('goodsFlow.msg.rejectReason');
    expect((await call(admin, 'PUT', adminUrl(s, '/reject'), { rejectReason: '계약코드 불일치', renewDt: '2026-11-01' })).json().fields[0].messageKey).toBe(
      'goodsFlow.msg.renewDt',
    );
    expect((await call(admin, 'PUT', adminUrl(s, '/reject'), { rejectReason: '계약코드 불일치', renewDt: '2026-12-01' })).json()).toBe(1);
    expect((await call(s.cookies, 'GET')).json()).toMatchObject({
      gfStsCd: 'REJECTED',
      rejectReason: '계약코드 불일치',
      renewDt: '2026-12-01',
      verifiedResultMsg: '계약코드 불일치',
    });
    expect((await site(s.cookies)).verifiedYn).toBe('N');
    await call(s.cookies, 'PUT', url, contractBody({ contractNo: 'CJ-240002' }));
    expect(await status(s.cookies)).toBe('REGISTERED');
    await call(s.cookies, 'PUT', `${url}/request`);
    expect((await call(s.cookies, 'GET')).json()).toMatchObject({ gfStsCd: 'REQUESTED', rejectReason: null, renewDt: null });
  });

  it('deletes a registered or approved contract, not one awaiting approval', async () => {
    const s = await sellerWithSite();
    await call(s.cookies, 'POST', url, contractBody());
    expect((await call(s.cookies, 'DELETE')).json()).toBe(1);
    expect((await call(s.cookies, 'GET')).statusCode).toBe(404);
    await call(s.cookies, 'POST', url, contractBody());
    await call(s.cookies, 'PUT', `${url}/request`);
    await call(admin, 'PUT', adminUrl(s, '/approve'));
    expect((await call(s.cookies, 'DELETE')).json()).toBe(1);
    expect((await site(s.cookies)).verifiedYn).toBe('N');
    const log = (await t.call({ url: '/api/setting/account/history?entity=goodsFlow', cookies: s.cookies })).json();
    expect(log.list[0].changes).toEqual(expect.arrayContaining([{ field: 'contractNo', from: 'CJ-240001', to: null }]));
    expect(log.list.find((r: { mgrId: string; changes: { field: string; to: unknown }[] }) => r.changes.some((c) => c.to === 'APPROVED'))?.mgrId).not.toBe(
      s.seller.mgrId,
    );
  });

  it('lets only operators decide: a seller gets 403, a master may look but not write', async () => {
    const s = await sellerWithSite();
    await call(s.cookies, 'POST', url, contractBody());
    await call(s.cookies, 'PUT', `${url}/request`);
    const other = await sellerSession(t);
    expect((await call(other.cookies, 'GET', '/api/admin/goodsFlow/list')).statusCode).toBe(403);
    expect((await call(s.cookies, 'PUT', adminUrl(s, '/approve'))).statusCode).toBe(403);
    const master = await masterSessionFor(t, s.supplyEntrCd);
    expect((await call(master, 'GET', adminUrl(s))).json()).toMatchObject({ gfStsCd: 'REQUESTED' });
    const write = await call(master, 'PUT', adminUrl(s, '/approve'));
    expect(write.statusCode).toBe(403);
    expect(write.json().errorCode).toBe('MASTER_VIEW_ONLY');
    expect(await status(s.cookies)).toBe('REQUESTED');
  });

  it('narrows the operator list by each filter: status, company name (contains, any case, LIKE signs literal), days requested in Seoul', async () => {
    const tag = randomUUID().slice(0, 8);
    const a = await sellerSession(t, { supplyEntrNm: `(주)Goods${tag}` });
    const b = await sellerSession(t, { supplyEntrNm: `굿스%${tag}상사` });
    for (const s of [a, b]) {
      await call(s.cookies, 'POST', '/api/delivery/deliveryLoc', siteBody());
      await call(s.cookies, 'POST', url, contractBody());
      expect((await call(s.cookies, 'PUT', `${url}/request`)).json()).toBe(1);
    }
    await call(admin, 'PUT', adminUrl(b, '/approve'));
    // a was requested on 2026-01-10 in Seoul, 00:30 there (still the 9th in UTC); b on the test clock's day.
    await t.db.q.execute(sql`update goods_flow_contract set requested_at = '2026-01-09T15:30:00Z' where supply_entr_cd = ${a.supplyEntrCd}`);
    const adminList = async (query: string) =>
      (await call(admin, 'GET', `/api/admin/goodsFlow/list?pageSize=1000${query}`)).json<{ list: TGoodsFlowAdminRow[]; totalCnt: number }>();
    const sellers = async (query: string) => (await adminList(`&supplyEntrNm=${encodeURIComponent(tag)}${query}`)).list.map((r) => r.supplyEntrCd);

    expect(await sellers('')).toEqual([a.supplyEntrCd, b.supplyEntrCd]);
    expect(await sellers('&gfStsCd=REQUESTED')).toEqual([a.supplyEntrCd]);
    expect(await sellers('&gfStsCd=APPROVED')).toEqual([b.supplyEntrCd]);
    expect(await sellers('&gfStsCd=REJECTED')).toEqual([]);
    expect((await adminList(`&supplyEntrNm=${encodeURIComponent(`GOODS${tag}`)}`)).list.map((r) => r.supplyEntrCd)).toEqual([a.supplyEntrCd]);
    expect((await adminList(`&supplyEntrNm=${encodeURIComponent(`%${tag}`)}`)).list.map((r) => r.supplyEntrCd)).toEqual([b.supplyEntrCd]);
    expect(await adminList(`&supplyEntrNm=${encodeURIComponent(`없는업체${tag}`)}`)).toEqual({ list: [], totalCnt: 0 });
    expect(await sellers('&requestDtFrom=2026-01-10&requestDtTo=2026-01-10')).toEqual([a.supplyEntrCd]);
    expect(await sellers('&requestDtTo=2026-01-09')).toEqual([]);
    expect(await sellers('&requestDtFrom=2026-01-11')).toEqual([b.supplyEntrCd]);
    expect((await call(admin, 'GET', '/api/admin/goodsFlow/list?requestDtFrom=2026-02-30')).statusCode).toBe(400);
  });

  it('keeps sellers apart and refuses every seller-side write of a master', async () => {
    const a = await sellerWithSite();
    const b = await sellerWithSite();
    await call(b.cookies, 'POST', url, contractBody());
    expect((await call(a.cookies, 'GET')).statusCode).toBe(404);
    await call(a.cookies, 'POST', url, contractBody({ contractNo: 'A-1' }));
    expect((await call(b.cookies, 'GET')).json().contractNo).toBe('CJ-240001');
    const c = await sellerSession(t);
    for (const [method, path] of [
      ['PUT', url],
      ['PUT', `${url}/request`],
      ['DELETE', url],
    ] as const) {
      expect((await call(c.cookies, method, path, method === 'PUT' && path === url ? contractBody() : undefined)).statusCode).toBe(404);
    }
    const master = await masterSessionFor(t, b.supplyEntrCd);
    expect((await call(master, 'GET')).json().contractNo).toBe('CJ-240001');
    for (const [method, path, body] of [
      ['POST', url, contractBody()],
      ['PUT', url, contractBody()],
      ['PUT', `${url}/request`, undefined],
      ['DELETE', url, undefined],
    ] as const) {
      expect((await call(master, method, path, body)).json().errorCode).toBe('MASTER_VIEW_ONLY');
    }
  });
});
