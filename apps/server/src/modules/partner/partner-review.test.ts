import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSpec } from '@/seed/create-account.ts';
import { cookiesOf, sessionCookie, signInWithSms, startLogin, TEST_PASSWORD } from '@/test/factories.ts';
import { applyDomestic, APPROVAL_TERMS as TERMS, intlApplication, submitPartnerJoin } from '@/test/partner-factories.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('operator review of partner applications', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000' } });
    admin = await operatorSession(t);
  });
  afterAll(() => t.close());

  const call = (cookies: Record<string, string>, method: 'GET' | 'PUT', url: string, body?: unknown) =>
    t.call({ method, url, cookies, ...(body !== undefined ? { body } : {}) });
  const list = async (query = '') =>
    (await call(admin, 'GET', `/api/admin/partnerJoin/list?pageSize=1000${query}`)).json<{
      list: { applSeq: number; mgrId: string; entrStsCd: string }[];
      totalCnt: number;
    }>();
  const applSeqOf = async (mgrId: string) => (await list()).list.find((r) => r.mgrId === mgrId)?.applSeq ?? 0;

  it('lists applications by status, newest first, with paging', async () => {
    const a = await applyDomestic(t);
    const b = await applyDomestic(t);
    const applied = await list('&entrStsCd=10');
    expect(applied.list.every((r) => r.entrStsCd === '10')).toBe(true);
    expect(applied.list.map((r) => r.mgrId).slice(0, 2)).toEqual([b.json.mgrId, a.json.mgrId]);
    const page = (await call(admin, 'GET', '/api/admin/partnerJoin/list?entrStsCd=10&pageNum=2&pageSize=1')).json();
    expect(page).toMatchObject({ totalCnt: applied.totalCnt, list: [{ mgrId: a.json.mgrId, entrStsNm: '입점신청', bizGbText: '법인' }] });
    expect((await list('&entrStsCd=30')).list.some((r) => r.mgrId === a.json.mgrId)).toBe(false);
  });

  it('narrows the list by each filter: status, company and id (contains, LIKE signs literal), application days in Seoul', async () => {
    const tag = randomUUID().slice(0, 8);
    const named = (supplyEntrNm: string) => applyDomestic(t, { supplyEntrNm, accountNm: supplyEntrNm });
    const [a, b] = [await named(`(주)필터${tag}`), await named(`필터%${tag}상사`)];
    expect([a.res.statusCode, b.res.statusCode]).toEqual([200, 200]);
    const [seqA, seqB] = [await applSeqOf(a.json.mgrId), await applSeqOf(b.json.mgrId)];
    // a was received on 2026-01-10 in Seoul, 00:30 there (still the 9th in UTC).
    await t.db.q.execute(sql`update partner_join set created_at = '2026-01-09T15:30:00Z' where appl_seq = ${seqA}`);
    await call(admin, 'PUT', `/api/admin/partnerJoin/${seqB}/close`);
    const ids = async (query: string) => (await list(`&supplyEntrNm=${encodeURIComponent(tag)}${query}`)).list.map((r) => r.mgrId);

    expect(await ids('')).toEqual([b.json.mgrId, a.json.mgrId]);
    expect(await ids('&entrStsCd=10')).toEqual([a.json.mgrId]);
    expect(await ids('&entrStsCd=99')).toEqual([b.json.mgrId]);
    expect((await list(`&supplyEntrNm=${encodeURIComponent(`%${tag}`)}`)).list.map((r) => r.mgrId)).toEqual([b.json.mgrId]);
    expect(await ids(`&mgrId=${a.json.mgrId.slice(1).toUpperCase()}`)).toEqual([a.json.mgrId]);
    expect(await ids('&regDtFrom=2026-01-10&regDtTo=2026-01-10')).toEqual([a.json.mgrId]);
    expect(await ids('&regDtTo=2026-01-09')).toEqual([]);
    expect(await ids('&regDtFrom=2026-01-11')).toEqual([b.json.mgrId]);
    expect((await call(admin, 'GET', '/api/admin/partnerJoin/list?regDtFrom=2026-02-30')).statusCode).toBe(400);
  });

  it('shows the detail with the attachments, never the password, and serves each file as an attachment', async () => {
    const { json } = await applyDomestic(t);
    const applSeq = await applSeqOf(json.mgrId);
    const detail = (await call(admin, 'GET', `/api/admin/partnerJoin/${applSeq}`)).json();
    expect(detail).toMatchObject({
      mgrId: json.mgrId,
      bizNoText: `${json.bizNo.slice(0, 3)}-${json.bizNo.slice(3, 5)}-${json.bizNo.slice(5)}`,
      bankNm: 'KB국민은행',
      pymagrmConfirmYn: 'Y',
    });
    expect(detail.files.map((f: { fileKind: string; mimeType: string }) => [f.fileKind, f.mimeType])).toEqual([
      ['prsformAttachFile', 'application/pdf'],
      ['bssnlcsAttachFile', 'image/png'],
      ['cprpaccAttachFile', 'application/pdf'],
    ]);
    expect(JSON.stringify(detail)).not.toMatch(/passwd|argon2/);
    const file = await call(admin, 'GET', `/api/admin/partnerJoin/${applSeq}/file/${detail.files[1].fileSeq}`);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="bssnlcsAttachFile.png"/);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await call(admin, 'GET', `/api/admin/partnerJoin/${applSeq + 100000}/file/${detail.files[1].fileSeq}`)).statusCode).toBe(404);
  });

  it('approves: a seller with a new code and an account that signs in with the applicant password and SMS, landing on /Necessary', async () => {
    const { json } = await applyDomestic(t);
    const applSeq = await applSeqOf(json.mgrId);
    const approved = await call(admin, 'PUT', `/api/admin/partnerJoin/${applSeq}/approve`, { sellFeeRate: '12.5', settleDay: 15 });
    expect(approved.statusCode, approved.body).toBe(200);
    const { supplyEntrCd } = approved.json();
    expect(supplyEntrCd).toMatch(/^S\d{6}$/);
    const entr = await t.app.services.supply.findSupplyEntr(supplyEntrCd);
    expect(entr).toMatchObject({
      entrStsCd: '30',
      bizNo: json.bizNo,
      entrType: 'N',
      sellFeeRate: '12.50',
      settleDay: 15,
      sellFeeRateConfirmYn: 'N',
      agreeYn: 'Y',
      agreeGenuineYn: 'N',
      bankNm: 'KB국민은행',
    });
    const account = await t.app.services.supply.findAccount(json.mgrId);
    expect(account?.mgr).toMatchObject({ supplyEntrCd, roleCd: '30', managerRoles: ['40'], mgrNm: json.chgNm });
    const phone = `${json.chgHphone1}${json.chgHphone2}${json.chgHphone3}`;
    expect((await t.app.services.supply.listAuthPhones(json.mgrId)).map((p) => p.sphone)).toEqual([phone]);

    const status = await t.call({ method: 'POST', url: '/api/login/passwdCheck', body: { loginId: json.mgrId, password: TEST_PASSWORD } });
    expect(status.json()).toEqual({ existenceYn: 'Y', inactiveYn: 'N', expYn: 'N', initYn: 'N' });
    expect((await startLogin(t, json.mgrId)).res.json()).toMatchObject({ login: true, entrStsCd: '30', supplyEntrCd });
    const signedIn = await signInWithSms(t, { mgrId: json.mgrId, password: TEST_PASSWORD, phones: [phone] } as AccountSpec);
    expect(signedIn.res.json()).toMatchObject({ resultCode: 1, sellFeeRateConfirmYn: 'N', agreeYn: 'Y' });
    expect((await t.call({ url: '/api/customer/supply/necessary-confirm-info', cookies: signedIn.cookies })).json()).toMatchObject({
      supplyEntrCd,
      sellFeeRate: '12.50',
    });

    expect((await list('&entrStsCd=30')).list.find((r) => r.mgrId === json.mgrId)).toMatchObject({ supplyEntrCd, entrStsCd: '30' });
    const twice = await call(admin, 'PUT', `/api/admin/partnerJoin/${applSeq}/approve`, TERMS);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().displayMessage).toBe('이미 처리된 입점 신청입니다.');
    // The id and the business number are taken now.
    expect((await applyDomestic(t, { mgrId: json.mgrId })).res.json().fields).toContainEqual({ field: 'mgrId', messageKey: 'mgrId.msg.taken' });
    expect((await applyDomestic(t, { bizNo: json.bizNo })).res.json().fields).toContainEqual({ field: 'bizNo', messageKey: 'bizNo.msg.registered' });
  });

  it('refuses an approval without the fee rate and the settlement day, and makes no seller', async () => {
    const { json } = await applyDomestic(t);
    const applSeq = await applSeqOf(json.mgrId);
    const refused = await call(admin, 'PUT', `/api/admin/partnerJoin/${applSeq}/approve`, {});
    expect(refused.json().fields).toEqual([
      { field: 'sellFeeRate', messageKey: 'partner.msg.sellFeeRate' },
      { field: 'settleDay', messageKey: 'partner.msg.settleDay' },
    ]);
    expect((await call(admin, 'PUT', `/api/admin/partnerJoin/${applSeq}/approve`, { sellFeeRate: '100.5', settleDay: 32 })).statusCode).toBe(400);
    expect((await call(admin, 'GET', `/api/admin/partnerJoin/${applSeq}`)).json()).toMatchObject({ entrStsCd: '10', supplyEntrCd: null });
  });

  it('approves an overseas application as a global seller that signs in without SMS', async () => {
    const json = intlApplication();
    await submitPartnerJoin(t, json);
    const { supplyEntrCd } = (await call(admin, 'PUT', `/api/admin/partnerJoin/${await applSeqOf(json.mgrId)}/approve`, TERMS)).json();
    expect(await t.app.services.supply.findSupplyEntr(supplyEntrCd)).toMatchObject({
      entrType: 'G',
      bizGb: 'F',
      bizNo: 'XXXX',
      bankCd: '200',
      swiftCd: 'NDEASESS',
      sellFeeRate: '10.00',
      settleDay: 20,
      bizCountryCd: 'SE',
      bizCityNm: 'Stockholm',
      zipNo: '111 52',
    });
    const login = await startLogin(t, json.mgrId);
    expect((await t.call({ url: '/api/login/authPopupFlag', cookies: login.cookies })).json()).toBe('N');
    // No SMS step, but the new seller still owes its agreements: the activation says so (to /Necessary).
    const active = await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies: login.cookies });
    expect(active.json()).toMatchObject({ sellFeeRateConfirmYn: 'N' });
    // Its necessary-info page shows no placeholder business number and the phone whole, as international.
    const info = await t.call({ url: '/api/customer/supply/necessary-confirm-info', cookies: sessionCookie(cookiesOf(active, login.cookies)) });
    expect(info.json()).toMatchObject({ bizNoText: '—', phone1: '+4687123456', phone2: '', phone3: '', sellFeeRate: '10.00' });
  });

  it('rejects with a reason; the applicant may apply again with the same id and business number', async () => {
    const { json } = await applyDomestic(t);
    const applSeq = await applSeqOf(json.mgrId);
    const url = `/api/admin/partnerJoin/${applSeq}/reject`;
    expect((await call(admin, 'PUT', url, { rejectReason: ' ' })).json().fields).toEqual([{ field: 'rejectReason', messageKey: 'partner.msg.rejectReason' }]);
    expect((await call(admin, 'PUT', url, { rejectReason: '가'.repeat(501) })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', url, { rejectReason: '사업자등록증 사본이 흐립니다.' })).json()).toBe(1);
    expect((await call(admin, 'GET', `/api/admin/partnerJoin/${applSeq}`)).json()).toMatchObject({
      entrStsCd: '20',
      rejectReason: '사업자등록증 사본이 흐립니다.',
      decidedBy: expect.any(String),
    });
    expect((await call(admin, 'PUT', `/api/admin/partnerJoin/${applSeq}/approve`, TERMS)).statusCode).toBe(409);
    expect((await t.call({ url: `/api/customer/supply/supplyEntr/mgrId/${json.mgrId}` })).json()).toBe(0);
    const again = await applyDomestic(t, { mgrId: json.mgrId, bizNo: json.bizNo });
    expect(again.res.json()).toBe(1);
  });

  it('closes a pending application without a decision (status 99)', async () => {
    const { json } = await applyDomestic(t);
    const applSeq = await applSeqOf(json.mgrId);
    expect((await call(admin, 'PUT', `/api/admin/partnerJoin/${applSeq}/close`)).json()).toBe(1);
    expect((await list('&entrStsCd=99')).list.map((r) => r.mgrId)).toContain(json.mgrId);
  });

  it('is for operators only: 401 without a session, 403 for a seller, a master may look but not decide', async () => {
    const { json } = await applyDomestic(t);
    const applSeq = await applSeqOf(json.mgrId);
    expect((await t.call({ url: '/api/admin/partnerJoin/list' })).statusCode).toBe(401);
    expect((await t.call({ method: 'PUT', url: `/api/admin/partnerJoin/${applSeq}/approve` })).statusCode).toBe(401);
    const seller = await sellerSession(t);
    for (const [method, url] of [
      ['GET', '/api/admin/partnerJoin/list'],
      ['GET', `/api/admin/partnerJoin/${applSeq}`],
      ['PUT', `/api/admin/partnerJoin/${applSeq}/approve`],
      ['PUT', `/api/admin/partnerJoin/${applSeq}/close`],
    ] as const) {
      const res = await call(seller.cookies, method, url);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('FORBIDDEN');
    }
    const master = await masterSessionFor(t, seller.supplyEntrCd);
    expect((await call(master, 'GET', `/api/admin/partnerJoin/${applSeq}`)).statusCode).toBe(200);
    expect((await call(master, 'PUT', `/api/admin/partnerJoin/${applSeq}/approve`, TERMS)).json().errorCode).toBe('MASTER_VIEW_ONLY');
  });
});
