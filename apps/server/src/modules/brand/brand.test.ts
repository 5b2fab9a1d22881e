import { randomUUID } from 'node:crypto';
import type { TBrandAdminRow, TBrandRow } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, makeSeller, startLogin } from '@/test/factories.ts';
import { brandRequestBody, brandSettingsBody, masterSessionFor, operatorSession, sellerSession, siteBody } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('brands', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    admin = await operatorSession(t);
  });
  afterAll(() => t.close());

  const uniqueName = () => `브랜드${randomUUID().slice(0, 8)}`;
  const uniqueEnm = () => `Brand ${randomUUID().slice(0, 8)}`;
  async function sellerWithSite() {
    const s = await sellerSession(t);
    await t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies: s.cookies, body: siteBody() });
    return s;
  }
  const request = (cookies: Record<string, string>, body: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/brand/request', cookies, body });
  async function requested(s: { cookies: Record<string, string> }, overrides: Record<string, unknown> = {}) {
    const res = await request(s.cookies, brandRequestBody({ brandNm: uniqueName(), brandEnm: uniqueEnm(), ...overrides }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ brandRgsrRqstSeq: number }>().brandRgsrRqstSeq;
  }
  const adminUrl = (s: { supplyEntrCd: string }, seq: number, action = '') => `/api/admin/brand/${s.supplyEntrCd}/${seq}${action}`;
  async function approved(s: { cookies: Record<string, string>; supplyEntrCd: string }) {
    const seq = await requested(s);
    const res = await t.call({ method: 'PUT', url: adminUrl(s, seq, '/approve'), cookies: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ brandCd: string }>().brandCd;
  }
  const list = async (cookies: Record<string, string>, query: string) =>
    (await t.call({ url: `/api/brand/brands?${query}`, cookies })).json<{ list: TBrandRow[]; totalCnt: number }>();
  const messageKeys = (res: { json: () => unknown }) => (res.json() as { fields: { field: string; messageKey: string }[] }).fields;

  it('starts the request form from the seller’s contract commission rate', async () => {
    const s = await sellerWithSite();
    expect((await t.call({ url: '/api/brand/requestDefaults', cookies: s.cookies })).json()).toEqual({ sellFeeRate: '12.50' });
  });

  it('requires every field of §5 and checks the site and the MD against the seller’s data', async () => {
    const s = await sellerWithSite();
    const empty = await request(s.cookies, {});
    expect(empty.statusCode).toBe(400);
    expect(messageKeys(empty).map((f) => f.field)).toEqual(
      expect.arrayContaining([
        'brandNm',
        'brandEnm',
        'deliveryLocCd',
        'deliveryFee',
        'minOrdAmt',
        'jejuDeliveryFee',
        'islandDeliveryFee',
        'rtrnDlcst',
        'exchDlcst',
        'sellFeeRate',
        'chargeMdCd',
        'rqstReason',
      ]),
    );
    const tooMuch = await request(s.cookies, brandRequestBody({ deliveryFee: 2_000_000, minOrdAmt: 200_000_000, brandEnm: '한글', sellFeeRate: '101' }));
    expect(messageKeys(tooMuch)).toEqual(
      expect.arrayContaining([
        { field: 'deliveryFee', messageKey: 'dlcst.msg.maxAmount' },
        { field: 'minOrdAmt', messageKey: 'dlcst.msg.maxThreshold' },
        { field: 'brandEnm', messageKey: 'brand.msg.brandEnmLetters' },
        { field: 'sellFeeRate', messageKey: 'brand.msg.sellFeeRate' },
      ]),
    );
    const refs = await request(s.cookies, brandRequestBody({ brandNm: uniqueName(), brandEnm: uniqueEnm(), deliveryLocCd: 'DL0099', chargeMdCd: 'MD99' }));
    expect(messageKeys(refs)).toEqual([
      { field: 'deliveryLocCd', messageKey: 'brand.msg.deliveryLoc' },
      { field: 'chargeMdCd', messageKey: 'brand.msg.chargeMd' },
    ]);
    await t.call({ method: 'PUT', url: '/api/delivery/deliveryLoc/DL0001/useYn', cookies: s.cookies, body: { useYn: 'N' } });
    const unused = await request(s.cookies, brandRequestBody({ brandNm: uniqueName(), brandEnm: uniqueEnm() }));
    expect(messageKeys(unused)).toEqual([{ field: 'deliveryLocCd', messageKey: 'brand.msg.deliveryLoc' }]);
  });

  it('asks to confirm a name another seller holds, compared normalised, and sends it once confirmed', async () => {
    const a = await sellerWithSite();
    const b = await sellerWithSite();
    const nm = uniqueName();
    const enm = `Dup ${randomUUID().slice(0, 6)}`;
    await requested(a, { brandNm: nm, brandEnm: enm });
    const check = (q: string) => t.call({ url: `/api/brand/nameCheck?${q}`, cookies: b.cookies }).then((r) => r.json<Record<string, string>>());
    expect(await check(`brandNm=${encodeURIComponent(`  ${nm} `)}`)).toEqual({ duplicateYn: 'Y', brandNmDupYn: 'Y', brandEnmDupYn: 'N' });
    const folded = enm.toUpperCase().replace(' ', '   ').replace('D', 'Ｄ');
    expect(await check(`brandEnm=${encodeURIComponent(folded)}`)).toMatchObject({ duplicateYn: 'Y', brandEnmDupYn: 'Y' });
    expect(await check(`brandNm=${encodeURIComponent(uniqueName())}`)).toMatchObject({ duplicateYn: 'N' });

    const unconfirmed = await request(b.cookies, brandRequestBody({ brandNm: nm, brandEnm: uniqueEnm() }));
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().displayMessage).toBe('이미 등록된 브랜드명입니다. 계속 요청하시겠습니까?');
    expect((await request(b.cookies, brandRequestBody({ brandNm: nm, brandEnm: uniqueEnm(), dupConfirmYn: 'Y' }))).statusCode).toBe(200);
  });

  it('frees a rejected name: only approved brands and pending requests count', async () => {
    const s = await sellerWithSite();
    const nm = uniqueName();
    const seq = await requested(s, { brandNm: nm });
    await t.call({ method: 'PUT', url: adminUrl(s, seq, '/reject'), cookies: admin, body: { rejectReason: '상표권 확인 필요' } });
    expect((await t.call({ url: `/api/brand/nameCheck?brandNm=${encodeURIComponent(nm)}`, cookies: s.cookies })).json().duplicateYn).toBe('N');
  });

  it('keeps a request pending until the MD approves it with a new brand code, then lists it as a brand', async () => {
    const s = await sellerWithSite();
    const seq = await requested(s, { tbrandNm: '모던 그룹' });
    const pending = await list(s.cookies, 'gubun=REQUEST');
    expect(pending.list[0]).toMatchObject({ brandRgsrRqstSeq: seq, brandCd: null, confirmStatus: 'PENDING', confirmStatusNm: '승인 대기', confirmYn: 'N' });
    expect(pending.list[0]).toMatchObject({ deliveryLocNm: '성수 물류센터', chargeMdNm: '김지은 (여성의류)', regNm: '테스트' });
    expect((await list(s.cookies, 'gubun=BRAND')).totalCnt).toBe(0);

    const queue = (await t.call({ url: `/api/admin/brand/list?confirmStatus=PENDING&pageSize=1000`, cookies: admin })).json<{ list: TBrandAdminRow[] }>();
    expect(queue.list.find((r) => r.supplyEntrCd === s.supplyEntrCd)).toMatchObject({
      brandRgsrRqstSeq: seq,
      supplyEntrNm: expect.stringContaining('테스트상사'),
    });
    const approve = await t.call({ method: 'PUT', url: adminUrl(s, seq, '/approve'), cookies: admin });
    const { brandCd } = approve.json<{ brandCd: string }>();
    expect(brandCd).toMatch(/^B\d{5,}$/);

    const brands = await list(s.cookies, 'gubun=BRAND');
    expect(brands.list).toHaveLength(1);
    expect(brands.list[0]).toMatchObject({ brandCd, confirmStatus: 'APPROVED', confirmYn: 'Y', tbrandCd: brandCd, tbrandNm: '모던 그룹' });
    expect(brands.list[0]?.confirmDt).not.toBeNull();
    const detail = await t.call({ url: `/api/brand/brand/${brandCd}`, cookies: s.cookies });
    expect(detail.json()).toMatchObject({ brandCd, deliveryFee: 3000, minOrdAmt: 50000, sellFeeRate: '12.50' });
    expect((await t.call({ url: '/api/brand/brand/B0', cookies: s.cookies })).statusCode).toBe(404);
  });

  it('refuses a second decision on a decided request (409) and shows the seller the reason of a rejection', async () => {
    const s = await sellerWithSite();
    const seq = await requested(s);
    const noReason = await t.call({ method: 'PUT', url: adminUrl(s, seq, '/reject'), cookies: admin, body: { rejectReason: ' ' } });
    expect(messageKeys(noReason)).toEqual([{ field: 'rejectReason', messageKey: 'brand.msg.rejectReason' }]);
    expect((await t.call({ method: 'PUT', url: adminUrl(s, seq, '/reject'), cookies: admin, body: { rejectReason: '상표권 확인 필요' } })).statusCode).toBe(
      200,
    );
    for (const action of ['/approve', '/reject']) {
      const again = await t.call({ method: 'PUT', url: adminUrl(s, seq, action), cookies: admin, body: { rejectReason: '다시' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().displayMessage).toBe('승인 대기 중인 요청만 승인하거나 반려할 수 있습니다.');
    }
    const row = (await list(s.cookies, 'gubun=REQUEST')).list[0];
    expect(row).toMatchObject({ confirmStatus: 'REJECTED', confirmStatusNm: '반려', rejectReason: '상표권 확인 필요', brandCd: null });
    expect((await t.call({ method: 'PUT', url: adminUrl(s, 999_999, '/approve'), cookies: admin })).statusCode).toBe(404);
  });

  it('changes an approved brand’s settings, each change in the change log; nothing changed is refused', async () => {
    const s = await sellerWithSite();
    await t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies: s.cookies, body: siteBody({ deliveryLocNm: '김포 센터' }) });
    const brandCd = await approved(s);
    const url = `/api/brand/brand/${brandCd}`;
    expect((await t.call({ method: 'PUT', url, cookies: s.cookies, body: brandSettingsBody({ deliveryLocCd: 'DL0002', useYn: 'N' }) })).json()).toBe(1);
    expect((await t.call({ url, cookies: s.cookies })).json()).toMatchObject({
      deliveryLocCd: 'DL0002',
      deliveryLocNm: '김포 센터',
      deliveryFee: 2500,
      useYn: 'N',
    });
    const same = await t.call({ method: 'PUT', url, cookies: s.cookies, body: brandSettingsBody({ deliveryLocCd: 'DL0002', useYn: 'N' }) });
    expect(same.statusCode).toBe(400);
    expect(same.json().displayMessage).toBe('변경된 데이터가 없습니다.');
    const bad = await t.call({ method: 'PUT', url, cookies: s.cookies, body: brandSettingsBody({ deliveryLocCd: 'DL0099', exchDlcst: 1_000_001 }) });
    expect(messageKeys(bad).map((f) => f.messageKey)).toEqual(['dlcst.msg.maxAmount']);
    const log = (await t.call({ url: '/api/setting/account/history?entity=brand', cookies: s.cookies })).json();
    expect(log.list[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'deliveryLocCd', from: 'DL0001', to: 'DL0002' },
        { field: 'deliveryFee', from: 3000, to: 2500 },
        { field: 'useYn', from: 'Y', to: 'N' },
      ]),
    );
    expect(log.list[1].changes).toEqual(expect.arrayContaining([{ field: 'brandCd', from: null, to: brandCd }]));
    const requests = (await t.call({ url: '/api/setting/account/history?entity=brandRequest', cookies: s.cookies })).json();
    expect(requests.totalCnt).toBe(1);
  });

  it('shows another seller’s brand as not found, and changes none of it', async () => {
    const a = await sellerWithSite();
    const b = await sellerWithSite();
    const brandCd = await approved(a);
    expect((await t.call({ url: `/api/brand/brand/${brandCd}`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/api/brand/brand/${brandCd}`, cookies: b.cookies, body: brandSettingsBody() })).statusCode).toBe(404);
    expect((await list(b.cookies, 'gubun=REQUEST')).totalCnt).toBe(0);
  });

  it('lets master and search-only sessions read and write nothing; sellers are refused the MD’s routes', async () => {
    const s = await sellerWithSite();
    const brandCd = await approved(s);
    const seq = await requested(s);
    const master = await masterSessionFor(t, s.supplyEntrCd);
    const monitorSpec = await makeSeller(t, { isEcMonitor: true, phones: [] }, { supplyEntrCd: s.supplyEntrCd, supplyEntrNm: 'x' });
    const monitor = cookiesOf(await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies: (await startLogin(t, monitorSpec.mgrId)).cookies }));
    for (const viewer of [master, monitor]) {
      expect((await list(viewer, 'gubun=BRAND')).totalCnt).toBe(1);
      for (const [method, url, body] of [
        ['POST', '/api/brand/request', brandRequestBody({ brandNm: uniqueName(), brandEnm: uniqueEnm() })],
        ['PUT', `/api/brand/brand/${brandCd}`, brandSettingsBody()],
      ] as const) {
        const res = await t.call({ method, url, cookies: viewer, body });
        expect(res.statusCode).toBe(403);
        expect(res.json().errorCode).toBe('MASTER_VIEW_ONLY');
      }
    }
    expect((await t.call({ method: 'PUT', url: adminUrl(s, seq, '/approve'), cookies: master })).json().errorCode).toBe('MASTER_VIEW_ONLY');
    for (const [method, url] of [
      ['GET', '/api/admin/brand/list'],
      ['GET', adminUrl(s, seq)],
      ['PUT', adminUrl(s, seq, '/approve')],
    ] as const) {
      expect((await t.call({ method, url, cookies: s.cookies })).statusCode).toBe(403);
    }
  });

  it('answers a retried request with the first reply (idempotency key)', async () => {
    const s = await sellerWithSite();
    const body = brandRequestBody({ brandNm: uniqueName(), brandEnm: uniqueEnm() });
    const headers = { 'idempotency-key': randomUUID() };
    const first = await t.call({ method: 'POST', url: '/api/brand/request', cookies: s.cookies, body, headers });
    const second = await t.call({ method: 'POST', url: '/api/brand/request', cookies: s.cookies, body, headers });
    expect(second.json()).toEqual(first.json());
    expect((await list(s.cookies, 'gubun=REQUEST')).totalCnt).toBe(1);
  });
});
