import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { makeSeller } from '@/test/factories.ts';
import { applyDomestic, domesticApplication, intlApplication, partnerFiles, randomBizNo, submitPartnerJoin, verifyMobile } from '@/test/partner-factories.ts';
import { postMultipart } from '@/test/multipart.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('partner application: saving and the re-checked claims', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000' } });
    // An IP on the task allowed-IP list (P115); the tests' own 127.0.0.1 is not on it.
    await t.app.services.codes.addCodes([{ groupCd: 'P115', code: '10.1.2.3', codeNm: 'test', codeNmEn: 'test', attrC1: null, sortOrder: 1 }]);
  });
  afterAll(() => t.close());

  const application = async (mgrId: string) => rowsOf<Record<string, string>>(await t.db.q.execute(sql`select * from partner_join where mgr_id = ${mgrId}`))[0];
  const fileCount = async (mgrId: string) =>
    rowsOf<{ n: number }>(
      await t.db.q.execute(
        sql`select count(*)::int as n from stored_file f join partner_join p on f.owner_id = p.appl_seq::text and f.owner_type = 'partnerJoin' where p.mgr_id = ${mgrId}`,
      ),
    )[0]?.n;
  const fieldsOf = (res: { json: () => unknown }) => (res.json() as { fields: { field: string; messageKey: string }[] }).fields;

  it('saves a verified domestic application with its files and the password hashed, and answers 1', async () => {
    const { res, json } = await applyDomestic(t);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(1);
    const row = await application(json.mgrId);
    expect(row).toMatchObject({
      entr_sts_cd: '10',
      biz_no: json.bizNo,
      entr_type: 'N',
      chg_hphone: `${json.chgHphone1}${json.chgHphone2}${json.chgHphone3}`,
      bank_nm: 'KB국민은행',
    });
    expect(row?.passwd_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(json.passwd);
    expect(await fileCount(json.mgrId)).toBe(3);
  });

  it('saves an international application with the overseas bank and no SMS; XXXX is no number', async () => {
    const json = intlApplication();
    const res = await submitPartnerJoin(t, json);
    expect(res.statusCode, res.body).toBe(200);
    expect(await application(json.mgrId)).toMatchObject({
      biz_gb: 'F',
      biz_no: '',
      entr_type: 'G',
      bank_cd: '200',
      swift_cd: 'NDEASESS',
      country_cd: 'SE',
      chg_hphone: '46701234567',
      phone: '4687123456',
      biz_country_cd: 'SE',
      biz_city_nm: 'Stockholm',
      zip_no: '111 52',
      fix_addr: 'Drottninggatan 55',
    });
  });

  it('refuses an address country that is not on the U200 list, and an address abroad without its city, saving nothing', async () => {
    const unknown = intlApplication({ bizCountryCd: 'ZZ' });
    expect(fieldsOf(await submitPartnerJoin(t, unknown))).toEqual([{ field: 'bizCountryCd', messageKey: 'address.msg.country' }]);
    const cityless = intlApplication({ bizCityNm: '' });
    expect(fieldsOf(await submitPartnerJoin(t, cityless))).toEqual([{ field: 'bizCityNm', messageKey: 'address.msg.city' }]);
    expect(await application(unknown.mgrId)).toBeUndefined();
    expect(await application(cityless.mgrId)).toBeUndefined();
  });

  it('stores a domestic application’s address as Korean, without a city', async () => {
    const { json } = await applyDomestic(t);
    expect(await application(json.mgrId)).toMatchObject({ biz_country_cd: 'KR', biz_city_nm: null });
  });

  it('accepts the partner part sent as a JSON Blob (Spring-style clients)', async () => {
    const json = await verifyMobile(t, domesticApplication());
    expect((await submitPartnerJoin(t, json, undefined, { jsonAsBlob: true })).json()).toBe(1);
  });

  it('refuses an application that never verified its mobile, and saves nothing', async () => {
    const json = domesticApplication({ authChk: 'Y' });
    const res = await submitPartnerJoin(t, json);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([{ field: 'authNo', messageKey: 'partner.msg.authRequired' }]);
    expect(await application(json.mgrId)).toBeUndefined();
  });

  it('refuses a verification of another phone: changing the phone after verifying invalidates it', async () => {
    const json = await verifyMobile(t, domesticApplication());
    const changed = { ...json, chgHphone3: json.chgHphone3 === '1111' ? '2222' : '1111' };
    expect(fieldsOf(await submitPartnerJoin(t, changed))).toEqual([{ field: 'authNo', messageKey: 'partner.msg.authRequired' }]);
  });

  it('refuses a code that is not the verified one, and a code already used by a saved application', async () => {
    const json = await verifyMobile(t, domesticApplication());
    const wrong = json.authNo === '123456' ? '654321' : '123456';
    expect(fieldsOf(await submitPartnerJoin(t, { ...json, authNo: wrong }))[0]?.field).toBe('authNo');
    expect((await submitPartnerJoin(t, json)).json()).toBe(1);
    const again = { ...json, mgrId: `${json.mgrId}x`, bizNo: randomBizNo() };
    expect(fieldsOf(await submitPartnerJoin(t, again))).toEqual([{ field: 'authNo', messageKey: 'partner.msg.authRequired' }]);
  });

  it('refuses an id held by an account or by a pending application', async () => {
    const seller = await makeSeller(t);
    expect(fieldsOf((await applyDomestic(t, { mgrId: seller.mgrId })).res)).toContainEqual({ field: 'mgrId', messageKey: 'mgrId.msg.taken' });
    const first = await applyDomestic(t);
    expect(fieldsOf((await applyDomestic(t, { mgrId: first.json.mgrId })).res)).toContainEqual({ field: 'mgrId', messageKey: 'mgrId.msg.taken' });
  });

  it('lets only one of two simultaneous applications with the same id through', async () => {
    const a = await verifyMobile(t, domesticApplication());
    const b = await verifyMobile(t, domesticApplication({ mgrId: a.mgrId }));
    const replies = await Promise.all([submitPartnerJoin(t, a), submitPartnerJoin(t, b)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(fieldsOf(replies.find((r) => r.statusCode === 400) ?? replies[0])).toContainEqual({ field: 'mgrId', messageKey: 'mgrId.msg.taken' });
    expect(rowsOf(await t.db.q.execute(sql`select 1 from partner_join where mgr_id = ${a.mgrId}`))).toHaveLength(1);
  });

  it('keeps one pending application per id and business number in the database itself', async () => {
    const json = domesticApplication();
    const files = partnerFiles().map((f) => ({ filename: f.filename, data: Buffer.from(f.data) }));
    await t.app.services.partnerJoin.importApplication({ json, files });
    const again = t.app.services.partnerJoin.importApplication({ json: { ...json, bizNo: randomBizNo() }, files });
    await expect(again).rejects.toMatchObject({ code: 'VALIDATION_ERROR', options: { fields: [{ field: 'mgrId', messageKey: 'mgrId.msg.taken' }] } });
    const sameBizNo = t.app.services.partnerJoin.importApplication({ json: { ...json, mgrId: `${json.mgrId}b` }, files });
    await expect(sameBizNo).rejects.toMatchObject({ options: { fields: [{ field: 'bizNo', messageKey: 'bizNo.msg.registered' }] } });
  });

  it('refuses a business number with a wrong check digit, one a seller has, and one a pending application has', async () => {
    const good = randomBizNo();
    const bad = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
    expect(fieldsOf((await applyDomestic(t, { bizNo: bad })).res)).toEqual([{ field: 'bizNo', messageKey: 'bizNo.msg.invalid' }]);
    const seller = await makeSeller(t, {}, { bizNo: randomBizNo() });
    expect(fieldsOf((await applyDomestic(t, { bizNo: seller.company?.bizNo })).res)).toContainEqual({ field: 'bizNo', messageKey: 'bizNo.msg.registered' });
    const first = await applyDomestic(t);
    expect(fieldsOf((await applyDomestic(t, { bizNo: first.json.bizNo })).res)).toContainEqual({ field: 'bizNo', messageKey: 'bizNo.msg.registered' });
  });

  it('refuses an account the bank check does not pass: holder, all zeros, a foreign bank branch', async () => {
    expect(fieldsOf((await applyDomestic(t, { accountNm: '홍길동' })).res)).toEqual([{ field: 'accountNm', messageKey: 'bank.msg.holderMismatch' }]);
    expect(fieldsOf((await applyDomestic(t, { accountNo: '000000000000' })).res)).toEqual([{ field: 'accountNo', messageKey: 'bank.msg.accountNoZeros' }]);
    expect(fieldsOf((await applyDomestic(t, { bankCd: '054' })).res)).toEqual([{ field: 'bankCd', messageKey: 'account.msg.foreignBranch' }]);
    expect(fieldsOf((await applyDomestic(t, { bankCd: '200' })).res)).toEqual([{ field: 'bankCd', messageKey: 'account.msg.overseasBank' }]);
    // An international applicant with a domestic bank passes the same account check.
    expect(fieldsOf(await submitPartnerJoin(t, intlApplication({ bankCd: '004', accountNm: 'Someone Else' })))).toEqual([
      { field: 'accountNm', messageKey: 'bank.msg.holderMismatch' },
    ]);
    expect((await submitPartnerJoin(t, intlApplication({ bankCd: '004', accountNm: 'Erik Berg' }))).json()).toBe(1);
  });

  it('answers every false claim at once when the form claims checks it never passed', async () => {
    const seller = await makeSeller(t);
    const json = domesticApplication({ mgrId: seller.mgrId, accountNm: '남남', bizNoChk: 'Y', idChk: 'Y', authChk: 'Y', accountChk: 'Y' });
    const res = await submitPartnerJoin(t, json);
    expect(fieldsOf(res).map((f) => f.field)).toEqual(['mgrId', 'authNo', 'accountNm']);
    expect(await application(seller.mgrId)).toBeUndefined();
  });

  it('honours the entrType radio only from an allowed IP (P115)', async () => {
    const off = await verifyMobile(t, domesticApplication({ entrType: 'O', agreeGenuineYn: 'Y' }));
    expect((await submitPartnerJoin(t, off)).json()).toBe(1);
    expect((await application(off.mgrId))?.entr_type).toBe('N');
    const on = await verifyMobile(t, domesticApplication({ entrType: 'O', agreeGenuineYn: 'Y' }));
    expect((await submitPartnerJoin(t, on, undefined, { remoteAddress: '10.1.2.3' })).json()).toBe(1);
    expect((await application(on.mgrId))?.entr_type).toBe('O');
    const intl = intlApplication({ entrType: 'N' });
    await submitPartnerJoin(t, intl);
    expect((await application(intl.mgrId))?.entr_type).toBe('G');
  });

  it('requires the genuine-goods agreement only for entrType O', async () => {
    const json = await verifyMobile(t, domesticApplication({ entrType: 'O', agreeGenuineYn: 'N' }));
    expect(fieldsOf(await submitPartnerJoin(t, json, undefined, { remoteAddress: '10.1.2.3' }))).toEqual([
      { field: 'agreeGenuineYn', messageKey: 'partner.msg.agreeGenuineYn' },
    ]);
    expect((await submitPartnerJoin(t, { ...json, entrType: 'N' })).json()).toBe(1);
  });

  it('refuses a request without the partner part, or one that is not multipart', async () => {
    const res = await postMultipart(t, '/api/customer/supply/createPartnerJoin', { jsonName: 'other', json: {} });
    expect(fieldsOf(res)).toEqual([{ field: 'partner', messageKey: 'file.msg.jsonPart' }]);
    const plain = await t.call({ method: 'POST', url: '/api/customer/supply/createPartnerJoin', body: domesticApplication() });
    expect(plain.statusCode).toBe(400);
    expect(fieldsOf(plain)[0]?.messageKey).toBe('file.msg.multipart');
  });
});
