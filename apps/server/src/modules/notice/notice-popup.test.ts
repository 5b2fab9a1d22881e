import type { TGrntSrvcPopupReply, TNoticePopupReply, TPopupWindowListReply, TProductOptionRow, TSoldOutPopupReply } from '@po/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedFiles } from '@/platform/files/stored-file.tables.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { signInWithSms } from '@/test/factories.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { notices } from './notice.tables.ts';

type Cookies = Record<string, string>;
/** A seller who agreed to everything but the guarantee terms (the supply module's table, written as the seed would). */
const unagree = (supplyEntrCd: string) => t.db.q.execute(sql`update supply_entr set grnt_srvc_agrm_yn = 'N' where supply_entr_cd = ${supplyEntrCd}`);
const signIn = (seller: Parameters<typeof signInWithSms>[1]) => signInWithSms(t, seller);

// Sessions end after 3 idle hours: a test that moves the clock further signs in again at the new time.
let t: TestApp;
let admin: Cookies;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T01:00:00Z'), env: { SIGNIN_RATE_LIMIT: '1000' } });
});
beforeEach(async () => {
  t.clock.set(at('2026-11-20'));
  admin = await operatorSession(t);
});
afterAll(async () => t.close());

const get = async <T>(url: string, cookies: Cookies) => {
  const res = await t.call({ url, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
/** 00:00 and 23:59 Seoul of a day, as the injected clock's instant. */
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00+09:00`);

async function popupNotice(title: string, popupStartDt: string, popupEndDt: string, extra: Partial<typeof notices.$inferInsert> = {}) {
  const now = t.clock.now();
  const [row] = await t.db.q
    .insert(notices)
    .values({ title, contents: `<p>${title}</p>`, popupYn: 'Y', popupStartDt, popupEndDt, regId: 'admin', regDt: now, upId: 'admin', upDt: now, ...extra })
    .returning();
  return row!.bulletinSq;
}

describe('GET /api/notice/popup', () => {
  it('lists the notices in use whose popup period includes today (Seoul), with their attachments', async () => {
    const open = await popupNotice('팝업 공지 A', '2026-12-01', '2026-12-03');
    await popupNotice('팝업 아님', '2026-12-01', '2026-12-03', { popupYn: 'N' });
    await popupNotice('삭제된 팝업', '2026-12-01', '2026-12-03', { useYn: 'N' });
    await t.db.q.insert(storedFiles).values({
      ownerType: 'notice',
      ownerId: String(open),
      fileKind: 'noticeFile',
      fileNm: '안내문.PDF',
      mimeType: 'application/pdf',
      fileSize: 3,
      data: Buffer.from('pdf'),
      createdAt: t.clock.now(),
    });
    const titles = async (now: Date) => {
      t.clock.set(now);
      return (await get<TNoticePopupReply>('/api/notice/popup', (await sellerSession(t)).cookies)).list.map((r) => r.title);
    };
    expect(await titles(at('2026-11-30', '23:59'))).toEqual([]);
    expect(await titles(at('2026-12-01', '00:00'))).toEqual(['팝업 공지 A']);
    expect(await titles(at('2026-12-03', '23:59'))).toEqual(['팝업 공지 A']);
    expect(await titles(at('2026-12-04', '00:00'))).toEqual([]);
    t.clock.set(at('2026-12-02'));
    const [row] = (await get<TNoticePopupReply>('/api/notice/popup', (await sellerSession(t)).cookies)).list;
    expect(row).toMatchObject({ bulletinSq: open, contents: '<p>팝업 공지 A</p>', fileList: [{ fileName: '안내문.PDF', fileExt: 'pdf' }] });
    // Every signed-in session sees the same notices: the operator too.
    expect((await get<TNoticePopupReply>('/api/notice/popup', await operatorSession(t))).list).toHaveLength(1);
    await t.db.q.delete(notices).where(eq(notices.popupYn, 'Y'));
  });
});

describe('GET /api/notice/soldoutpopup', () => {
  it('answers the option grid’s stock 1-5 rows of the session’s seller, with the lines waiting to ship on them', async () => {
    const s = await sellerWithProductOnSale(t, { stock: [3, 0, 10, 6, 1] });
    const other = await sellerWithProductOnSale(t, { stock: [2] });
    const empty = await get<TSoldOutPopupReply>('/api/notice/soldoutpopup', s.cookies);
    const grid = await get<{ list: TProductOptionRow[]; totalCnt: number }>('/api/product/options?qtyMin=1&qtyMax=5', s.cookies);
    expect(empty).toMatchObject({ soldOutCnt: 2, totalCnt: 2, ordCnt: 0 });
    expect(empty.list.map((r) => [r.prodOptionCd, r.stockQty])).toEqual(grid.list.map((r) => [r.prodOptionCd, r.stockQty]));
    expect(empty.list[0]).toMatchObject({ prodCd: s.prodCd, optionValue: '색상1 / FREE', stockQty: 3 });
    expect(empty.list.some((r) => r.prodOptionCd.startsWith(other.prodCd))).toBe(false);

    // Two lines on a sold-out-soon option (one of 2 units: stock 6 - 2 = 4 joins the set), one on a roomy one.
    await placeOrder(t, [{ prodOptionCd: s.optionCds[0]! }, { prodOptionCd: s.optionCds[2]! }]);
    await placeOrder(t, [{ prodOptionCd: s.optionCds[3]!, ordQty: 2 }]);
    await placeOrder(t, [{ prodOptionCd: other.optionCds[0]! }]);
    const after = await get<TSoldOutPopupReply>('/api/notice/soldoutpopup', s.cookies);
    const gridAfter = await get<{ totalCnt: number; list: TProductOptionRow[] }>('/api/product/options?qtyMin=1&qtyMax=5', s.cookies);
    expect(after.list.map((r) => r.prodOptionCd)).toEqual(gridAfter.list.map((r) => r.prodOptionCd));
    expect(after).toMatchObject({ soldOutCnt: 3, totalCnt: 3, ordCnt: 2 });

    const page2 = await get<TSoldOutPopupReply>('/api/notice/soldoutpopup?pageNum=2&pageSize=2', s.cookies);
    expect(page2.list.map((r) => r.prodOptionCd)).toEqual(gridAfter.list.slice(2).map((r) => r.prodOptionCd));
  });

  it('answers nothing to a session without a seller', async () => {
    expect(await get<TSoldOutPopupReply>('/api/notice/soldoutpopup', admin)).toEqual({ list: [], totalCnt: 0, soldOutCnt: 0, ordCnt: 0 });
  });
});

describe('GET /api/notice/grntSrvcAgrmYn and the operator’s window', () => {
  const grnt = (cookies: Cookies) => get<TGrntSrvcPopupReply>('/api/notice/grntSrvcAgrmYn', cookies);
  const saveWindow = (body: unknown, popupCd = 'GRNT_SRVC', cookies = admin) =>
    t.call({ method: 'PUT', url: `/api/notice/admin/popupWindow/${popupCd}`, cookies, body });

  it('shows the popup to an unagreed seller on the window’s days only, never once agreed', async () => {
    const { seller: s, supplyEntrCd, cookies: first } = await sellerSession(t);
    await unagree(supplyEntrCd);
    const popupOn = async (now: Date) => {
      t.clock.set(now);
      return (await grnt((await signIn(s)).cookies)).popupYn;
    };
    // The spec's window as the migration wrote it.
    expect(await grnt(first)).toMatchObject({ grntSrvcAgrmYn: 'N', startDt: '2022-04-21', endDt: '2022-05-31' });
    expect(await popupOn(at('2022-04-20', '23:59'))).toBe('N');
    expect(await popupOn(at('2022-04-21', '00:00'))).toBe('Y');
    expect(await popupOn(at('2022-05-31', '23:59'))).toBe('Y');
    expect(await popupOn(at('2022-06-01', '00:00'))).toBe('N');

    // A master viewing the seller cannot save it: not offered; nor to the operator.
    t.clock.set(at('2022-05-01'));
    expect((await grnt(await masterSessionFor(t, supplyEntrCd))).popupYn).toBe('N');
    expect(await grnt(await operatorSession(t))).toMatchObject({ grntSrvcAgrmYn: 'N', popupYn: 'N' });

    // Saving goes through the necessary call (message 6 unless Y); afterwards never again.
    const { cookies } = await signIn(s);
    const refused = await t.call({ method: 'POST', url: '/api/customer/supply/necessary-confirm-info', cookies, body: { grntSrvcAgrmYn: 'N' } });
    expect(refused.json()).toMatchObject({ fields: [{ field: 'grntSrvcAgrmYn', messageKey: 'necessary.msg.msg6' }] });
    const saved = await t.call({ method: 'POST', url: '/api/customer/supply/necessary-confirm-info', cookies, body: { grntSrvcAgrmYn: 'Y' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await grnt(cookies)).toMatchObject({ grntSrvcAgrmYn: 'Y', popupYn: 'N' });
  });

  it('lets the operator move the window (start ≤ end, unknown code 404), and the popup follows it', async () => {
    const s = await sellerSession(t);
    await unagree(s.supplyEntrCd);
    expect((await grnt(s.cookies)).popupYn).toBe('N');

    const bad = await saveWindow({ startDt: '2026-11-21', endDt: '2026-11-20' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: [{ field: 'endDt', messageKey: 'popup.msg.periodOrder' }] });
    expect((await saveWindow({ startDt: '2026-11-01', endDt: '2026-11-30' }, 'NOPE')).statusCode).toBe(404);
    expect((await saveWindow({ startDt: '2026-11-01', endDt: '2026-11-30' }, 'GRNT_SRVC', s.cookies)).statusCode).toBe(403);

    const ok = await saveWindow({ startDt: '2026-11-20', endDt: '2026-11-20' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get<TPopupWindowListReply>('/api/notice/admin/popupWindow', admin)).list).toMatchObject([
      { popupCd: 'GRNT_SRVC', startDt: '2026-11-20', endDt: '2026-11-20' },
    ]);
    expect(await grnt(s.cookies)).toMatchObject({ popupYn: 'Y', startDt: '2026-11-20', endDt: '2026-11-20' });
    t.clock.set(at('2026-11-21', '00:00'));
    expect((await grnt((await signIn(s.seller)).cookies)).popupYn).toBe('N');
    t.clock.set(at('2026-11-20'));
    await saveWindow({ startDt: '2022-04-21', endDt: '2022-05-31' }, 'GRNT_SRVC', await operatorSession(t));
  });
});
