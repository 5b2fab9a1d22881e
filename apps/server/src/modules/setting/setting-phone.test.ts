import type { TSettingPhoneRow } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeller, randomMobile, signInWithSms, TEST_PASSWORD } from '@/test/factories.ts';
import { masterSessionFor } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const parts = (p: string) => ({ phone1: p.slice(0, 3), phone2: p.slice(3, 7), phone3: p.slice(7) });
const AUTH_TIME = '20261120100500';

describe('authentication phones from settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  async function seller(phones = [randomMobile()]) {
    const s = await makeSeller(t, { phones });
    return { s, cookies: (await signInWithSms(t, s)).cookies };
  }
  const list = async (cookies: Record<string, string>) =>
    (await t.call({ url: '/api/setting/authPhoneNos', cookies })).json<{ list: TSettingPhoneRow[]; totalCnt: number }>();
  const send = (cookies: Record<string, string>, phone: string) =>
    t.call({ method: 'POST', url: '/api/setting/authPhoneNo/certification', cookies, body: { ...parts(phone), authTime: AUTH_TIME, authGb: 'I' } });
  const add = (cookies: Record<string, string>, phone: string, authNo: string, passwd = TEST_PASSWORD) =>
    t.call({ method: 'POST', url: '/api/setting/authPhoneNo', cookies, body: { ...parts(phone), authTime: AUTH_TIME, authNo, passwd } });
  const remove = (cookies: Record<string, string>, sphone: string, passwd = TEST_PASSWORD) =>
    t.call({ method: 'POST', url: '/api/setting/authPhoneNo/delete', cookies, body: { sphone, passwd } });
  const use = (cookies: Record<string, string>, sphone: string, sphoneUseYn: 'Y' | 'N') =>
    t.call({ method: 'PUT', url: '/api/setting/authPhoneNo/useYn', cookies, body: { sphone, sphoneUseYn } });
  const keyOf = async (res: Promise<{ json: () => { fields?: { messageKey: string }[] } }>) => (await res).json().fields?.[0]?.messageKey;

  it('lists the account’s phones in full with their use flag', async () => {
    const { s, cookies } = await seller(['01012345678']);
    expect(await list(cookies)).toEqual({
      totalCnt: 1,
      list: [{ mgrId: s.mgrId, sphone: '01012345678', dpSphone: '010-1234-5678', sphoneUseYn: 'Y', regDt: expect.any(String) }],
    });
  });

  it('adds a phone proven by its SMS code and the password', async () => {
    const { cookies } = await seller();
    const phone = randomMobile();
    const sent = await send(cookies, phone);
    expect(sent.json()).toMatchObject({ resultCode: 1, authNo: expect.stringMatching(/^\d{6}$/) });
    const wrongCode = sent.json().authNo === '000000' ? '111111' : '000000';
    expect(await keyOf(add(cookies, phone, wrongCode))).toBe('step2.msg.wrong');
    expect(await keyOf(add(cookies, phone, sent.json().authNo, 'Wrong#Pass9'))).toBe('password.rule.currentWrong');
    expect((await add(cookies, phone, sent.json().authNo)).json()).toBe(1);
    expect((await list(cookies)).list.map((p: { sphone: string }) => p.sphone)).toContain(phone);
    expect(await keyOf(add(cookies, phone, sent.json().authNo))).toBe('step2.msg.msg6');
  });

  it('refuses an expired code, a landline, a duplicate, and a 21st phone ("account used up")', async () => {
    const { s, cookies } = await seller(['01011112222']);
    const phone = randomMobile();
    const code = (await send(cookies, phone)).json().authNo;
    t.clock.advanceSeconds(181);
    expect(await keyOf(add(cookies, phone, code))).toBe('step2.msg.msg6');
    expect(await keyOf(send(cookies, '02123456789'))).toBe('setting.phone.msg.mobileOnly');
    const short = (p: Record<string, string>) =>
      t.call({
        method: 'POST',
        url: '/api/setting/authPhoneNo/certification',
        cookies,
        body: { phone1: '010', phone2: '1234', phone3: '5678', authTime: AUTH_TIME, ...p },
      });
    expect(await keyOf(short({ phone2: '12' }))).toBe('phone.msg.middle');
    expect(await keyOf(short({ phone2: '12345' }))).toBe('phone.msg.middle');
    expect(await keyOf(short({ phone3: '567' }))).toBe('phone.msg.last');
    expect((await short({ phone2: '123', phone3: '4567' })).json().resultCode).toBe(1);
    const dup = await send(cookies, '01011112222');
    expect(dup.json()).toMatchObject({ fields: [{ field: 'sphone', messageKey: 'phone.msg.duplicate' }], displayMessage: '이미 등록된 휴대폰 번호입니다.' });
    for (let i = 0; i < 19; i++)
      await t.app.services.supply.addAuthPhone({ mgrId: s.mgrId, supplyEntrCd: s.company!.supplyEntrCd, sphone: `0102000${String(i).padStart(4, '0')}` });
    const full = await send(cookies, randomMobile());
    expect(full.json()).toMatchObject({ fields: [{ messageKey: 'phone.msg.full' }], displayMessage: '인증 휴대폰은 최대 20개까지 등록할 수 있습니다.' });
    expect((await list(cookies)).totalCnt).toBe(20);
  });

  it('counts wrong passwords toward the sign-in lock', async () => {
    const { cookies } = await seller();
    const phone = randomMobile();
    const code = (await send(cookies, phone)).json().authNo;
    t.clock.advanceSeconds(1); // failures count from after the sign-in's success
    for (let i = 0; i < 5; i++) expect((await add(cookies, phone, code, 'Wrong#Pass9')).statusCode).toBe(400);
    const locked = await add(cookies, phone, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().displayMessage).toBe('로그인에 여러 번 실패했습니다. 15분 후에 다시 시도해 주세요.');
  });

  it('removes a phone with the password, but never the last usable one', async () => {
    const { cookies } = await seller(['01033334444', '01055556666']);
    expect(await keyOf(remove(cookies, '01033334444', 'Wrong#Pass9'))).toBe('password.rule.currentWrong');
    expect((await list(cookies)).totalCnt).toBe(2);
    expect((await remove(cookies, '01033334444')).json()).toBe(1);
    const last = await remove(cookies, '01055556666');
    expect(last.json()).toMatchObject({
      displayMessage: '마지막 인증 휴대폰은 삭제할 수 없습니다.',
      fields: [{ field: 'sphone', messageKey: 'setting.phone.msg.lastPhone' }],
    });
    expect((await remove(cookies, '01099998888')).statusCode).toBe(404);
    expect((await list(cookies)).list.map((p: { sphone: string }) => p.sphone)).toEqual(['01055556666']);
  });

  it('switches phones off and on, keeping at least one usable', async () => {
    const { cookies } = await seller(['01077770001', '01077770002']);
    expect((await use(cookies, '01077770001', 'N')).json()).toBe(1);
    expect(await keyOf(use(cookies, '01077770002', 'N'))).toBe('setting.phone.msg.lastUsable');
    expect(await keyOf(remove(cookies, '01077770002'))).toBe('setting.phone.msg.lastPhone');
    expect((await remove(cookies, '01077770001')).json()).toBe(1);
    expect((await list(cookies)).list).toEqual([expect.objectContaining({ sphone: '01077770002', sphoneUseYn: 'Y' })]);
  });

  it('keeps accounts apart: another account’s phone is not found', async () => {
    const a = await seller(['01088880001', '01088880002']);
    const b = await seller(['01088880003', '01088880004']);
    expect((await remove(a.cookies, '01088880003')).statusCode).toBe(404);
    expect((await use(a.cookies, '01088880004', 'N')).statusCode).toBe(404);
    expect((await list(a.cookies)).list.map((p: { sphone: string }) => p.sphone)).toEqual(['01088880001', '01088880002']);
    expect((await list(b.cookies)).totalCnt).toBe(2);
  });

  it('lets a master see the chosen company’s phones and change none', async () => {
    const { s } = await seller(['01066660001']);
    const master = await masterSessionFor(t, s.company!.supplyEntrCd);
    expect((await list(master)).list).toEqual([expect.objectContaining({ mgrId: s.mgrId, sphone: '01066660001' })]);
    const writes = [send(master, randomMobile()), add(master, randomMobile(), '123456'), remove(master, '01066660001'), use(master, '01066660001', 'N')];
    for (const res of await Promise.all(writes)) expect(res.json().errorCode).toBe('MASTER_VIEW_ONLY');
  });
});
