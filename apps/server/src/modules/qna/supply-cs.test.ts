import type { TSupplyCsAdminListReply, TSupplyCsAdminRow, TSupplyCsListReply, TSupplyCsRow } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorSessionFor, openInquiry } from '@/test/qna-factories.ts';
import { signInWithSms } from '@/test/factories.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// CS inquiries: the operator opens one to a seller, the seller answers it once; the 4-hour target on every row.

const NOW = new Date('2026-11-20T01:00:00Z'); // 10:00 in Seoul
let t: TestApp;
let admin: Record<string, string>;
let s: Awaited<ReturnType<typeof sellerSession>>;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { SIGNIN_RATE_LIMIT: '1000' } });
  admin = await operatorSession(t);
  s = await sellerSession(t);
});
afterAll(async () => t.close());

const answer = (sq: number, rspnCont: unknown, cookies: Record<string, string> = s.cookies) =>
  t.call({ method: 'PUT', url: `/api/qna/supplyCs/${sq}/answer`, cookies, body: { rspnCont } });
const mine = async (sq: number, cookies: Record<string, string> = s.cookies) => {
  const res = await t.call({ url: `/api/qna/supplyCs/${sq}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSupplyCsRow>();
};
/** Moves the clock; the sessions idle that long have timed out, so the seller signs in again. */
const later = async (seconds: number, seller: { seller: Parameters<typeof signInWithSms>[1] }) => {
  t.clock.advanceSeconds(seconds);
  return (await signInWithSms(t, seller.seller)).cookies;
};
const fieldOf = (res: { json: () => unknown }) => (res.json() as { fields?: { field: string; messageKey: string }[] }).fields?.[0];

describe('the operator', () => {
  it('opens an inquiry once per key, lists it across sellers with the seller’s name, and reads it', async () => {
    const body = {
      supplyEntrCd: s.supplyEntrCd,
      ordNo: 'T12345678',
      inqrCont: '고객이 출고 일정을 문의합니다.',
      ugntYn: 'Y',
      rspnDivCd: 'CALLBACK',
      clsnFixDt: '2026-11-21',
    };
    const send = () => t.call({ method: 'POST', url: '/api/qna/admin/supplyCs', cookies: admin, body, headers: { 'idempotency-key': `cs-${s.supplyEntrCd}` } });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect((await send()).json()).toEqual(first.json());
    const { supplyCsSq } = first.json<{ supplyCsSq: number }>();
    const listed = (await t.call({ url: `/api/qna/admin/supplyCs?supplyEntrCd=${s.supplyEntrCd}`, cookies: admin })).json<TSupplyCsAdminListReply>();
    expect(listed.totalCnt).toBe(1);
    expect(listed.list[0]).toMatchObject({ supplyCsSq, supplyEntrCd: s.supplyEntrCd, ugntYn: 'Y', stsCd: 'WAITING', rspnMinutes: null, inTargetYn: 'N' });
    expect(listed.list[0]!.supplyEntrNm).not.toBe('');
    // Due at the end of the Seoul day.
    expect(listed.list[0]!.clsnFixDt).toBe('2026-11-21T14:59:59.999Z');
    const one = await t.call({ url: `/api/qna/admin/supplyCs/${supplyCsSq}`, cookies: admin });
    expect(one.json<TSupplyCsAdminRow>()).toMatchObject({ supplyCsSq, inqrCont: body.inqrCont, ordNo: 'T12345678' });
    expect(
      (await t.call({ url: '/api/qna/admin/supplyCs?ugntYn=N&supplyEntrCd=' + s.supplyEntrCd, cookies: admin })).json<TSupplyCsAdminListReply>().totalCnt,
    ).toBe(0);
  });

  it('refuses an unknown seller, empty or long contents, a missing or past closing date', async () => {
    const base = { supplyEntrCd: s.supplyEntrCd, inqrCont: '확인 부탁드립니다.', rspnDivCd: 'ANSWER', clsnFixDt: '2026-11-20' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, supplyEntrCd: 'NOSUCH' }, 'supplyEntrCd', 'qnaAdmin.msg.sellerNotFound'],
      [{ ...base, supplyEntrCd: undefined }, 'supplyEntrCd', 'qnaAdmin.msg.sellerRequired'],
      [{ ...base, inqrCont: '   ' }, 'inqrCont', 'qnaAdmin.msg.inqrContRequired'],
      [{ ...base, inqrCont: 'x'.repeat(2001) }, 'inqrCont', 'qnaAdmin.msg.inqrContMax'],
      [{ ...base, clsnFixDt: '2026-11-19' }, 'clsnFixDt', 'qnaAdmin.msg.clsnFixPast'],
      [{ ...base, clsnFixDt: '2026-11-20T00:59:00Z' }, 'clsnFixDt', 'qnaAdmin.msg.clsnFixPast'],
      [{ ...base, clsnFixDt: undefined }, 'clsnFixDt', 'qnaAdmin.msg.clsnFixRequired'],
    ];
    for (const [body, field, key] of cases) {
      const res = await t.call({ method: 'POST', url: '/api/qna/admin/supplyCs', cookies: admin, body });
      expect(res.statusCode, key).toBe(400);
      expect(fieldOf(res), key).toEqual({ field, messageKey: key });
    }
    // Today is not in the past: due at today's end.
    expect((await t.call({ method: 'POST', url: '/api/qna/admin/supplyCs', cookies: admin, body: base })).statusCode).toBe(200);
  });

  it('is refused to a seller', async () => {
    expect((await t.call({ url: '/api/qna/admin/supplyCs', cookies: s.cookies })).statusCode).toBe(403);
  });
});

describe('the seller', () => {
  it('answers once (10..2000 characters), then the inquiry is locked (409 csAnswered)', async () => {
    const sq = await openInquiry(t, admin, { supplyEntrCd: s.supplyEntrCd, clsnFixDt: '2026-11-22' });
    for (const text of ['123456789', '           ', 'x'.repeat(2001)]) {
      const res = await answer(sq, text);
      expect(res.statusCode, text).toBe(400);
    }
    const cookies = await later(3600, s);
    const ok = await answer(sq, '오늘 오후 출고 예정입니다.', cookies);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ stsCd: 'ANSWERED', rspnCont: '오늘 오후 출고 예정입니다.', rspnMinutes: 60, inTargetYn: 'Y', overdueYn: 'N' });
    const again = await answer(sq, '다른 답변으로 바꿉니다.', cookies);
    expect(again.statusCode).toBe(409);
    expect(again.json().displayMessage).toContain('이미 답변한');
    expect((await mine(sq, cookies)).rspnCont).toBe('오늘 오후 출고 예정입니다.');
    t.clock.set(NOW);
  });

  it('lets one of two concurrent answers win', async () => {
    const sq = await openInquiry(t, admin, { supplyEntrCd: s.supplyEntrCd, clsnFixDt: '2026-11-22' });
    const results = await Promise.all([answer(sq, '첫 번째 답변입니다.'), answer(sq, '두 번째 답변입니다.')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('lists its own inquiries with the target flags and filters', async () => {
    const own = await sellerSession(t);
    const late = await openInquiry(t, admin, { supplyEntrCd: own.supplyEntrCd, clsnFixDt: '2026-11-25', ugntYn: 'Y' });
    const quick = await openInquiry(t, admin, { supplyEntrCd: own.supplyEntrCd, clsnFixDt: '2026-11-25' });
    const at359 = await later(4 * 3600 - 60, own);
    expect((await answer(quick, '확인 후 바로 처리했습니다.', at359)).json()).toMatchObject({ inTargetYn: 'Y', rspnMinutes: 239 });
    t.clock.advanceSeconds(120); // 4:01 after
    expect((await mine(late, at359)).overdueYn).toBe('Y');
    expect((await answer(late, '늦어서 죄송합니다. 처리했습니다.', at359)).json()).toMatchObject({ inTargetYn: 'N', rspnMinutes: 241, overdueYn: 'N' });
    const list = (await t.call({ url: '/api/qna/supplyCs', cookies: at359 })).json<TSupplyCsListReply>();
    expect(list.list.map((r) => r.supplyCsSq)).toEqual([quick, late]);
    expect((await t.call({ url: '/api/qna/supplyCs?ugntYn=Y', cookies: at359 })).json<TSupplyCsListReply>().list.map((r) => r.supplyCsSq)).toEqual([late]);
    expect((await t.call({ url: '/api/qna/supplyCs?stsCd=WAITING', cookies: at359 })).json<TSupplyCsListReply>().totalCnt).toBe(0);
    expect((await t.call({ url: '/api/qna/supplyCs?startDt=2026-11-21&endDt=2026-11-21', cookies: at359 })).json<TSupplyCsListReply>().totalCnt).toBe(0);
    const rate = await t.app.services.qnaStats.rateCsResponses(own.supplyEntrCd);
    expect(rate).toBe(50);
    t.clock.set(NOW);
  });

  it('marks a waiting inquiry overdue past its closing time even inside 4 hours', async () => {
    const sq = await openInquiry(t, admin, { supplyEntrCd: s.supplyEntrCd, clsnFixDt: '2026-11-20T02:00:00Z' });
    expect((await mine(sq)).overdueYn).toBe('N');
    expect((await mine(sq, await later(2 * 3600, s))).overdueYn).toBe('Y');
    t.clock.set(NOW);
  });

  it('answers 404 for another seller’s inquiry; a master or monitor reads but cannot answer', async () => {
    const sq = await openInquiry(t, admin, { supplyEntrCd: s.supplyEntrCd, clsnFixDt: '2026-11-22' });
    const other = await sellerSession(t);
    expect((await t.call({ url: `/api/qna/supplyCs/${sq}`, cookies: other.cookies })).statusCode).toBe(404);
    expect((await answer(sq, '남의 문의에 답합니다.', other.cookies)).statusCode).toBe(404);
    for (const viewer of [await masterSessionFor(t, s.supplyEntrCd), await monitorSessionFor(t, s.supplyEntrCd)]) {
      expect((await mine(sq, viewer)).stsCd).toBe('WAITING');
      const res = await answer(sq, '보기 전용 세션의 답변입니다.', viewer);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('MASTER_VIEW_ONLY');
    }
  });
});
