import { sql } from 'drizzle-orm';
import { CLAIM_STATUSES, isValidBusinessNumber, LINE_STATUSES } from '@po/contracts';
import { rowsOf } from '@/platform/db/database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@/seed/seed-demo.ts';
import { startLogin } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { DEMO_PASSWORD, demoAccountSpecs } from './demo-accounts.ts';
import { findDemoTravelOnSale } from './demo-travel-products.ts';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it('seeds once; a second start changes nothing', async () => {
    expect(await seedDemoData(t.db, t.app.services, t.clock.now())).toBe(true);
    expect(await seedDemoData(t.db, t.app.services, t.clock.now())).toBe(false);
    // The whole demo (catalogue, six months of orders, settlements, promotions, reviews) in one go: a minute on a
    // quiet machine, and a busy test machine has taken more than two.
  }, 300_000);

  it('gives every domestic demo company a valid business number', async () => {
    for (const spec of demoAccountSpecs(t.clock.now())) {
      if (spec.company && spec.company.entrType !== 'G') expect(isValidBusinessNumber(spec.company.bizNo ?? '')).toBe(true);
    }
  });

  it('signs partner01 in with the demo password; expired01 is expired, init01 is reset', async () => {
    expect((await startLogin(t, 'partner01', DEMO_PASSWORD)).res.json()).toMatchObject({ login: true, authPhoneNoExistsYn: 'Y' });
    const check = (id: string) =>
      t.call({ method: 'POST', url: '/api/login/passwdCheck', body: { loginId: id, password: DEMO_PASSWORD } }).then((r) => r.json<Record<string, string>>());
    expect(await check('expired01')).toMatchObject({ existenceYn: 'Y', expYn: 'Y' });
    expect(await check('init01')).toMatchObject({ existenceYn: 'Y', initYn: 'Y' });
    expect((await startLogin(t, 'partner03', DEMO_PASSWORD)).res.json().authPhoneNoExistsYn).toBe('N');
  });

  it('gives partner01 six months of orders: every line status, both delay marks, confirmations and claims in every state', async () => {
    const count = async (query: ReturnType<typeof sql>) =>
      rowsOf<{ k: string; n: number }>(await t.db.q.execute(query)).map((r) => [r.k, Number(r.n)] as const);
    const byStatus = new Map(await count(sql`select ord_dtl_sts_cd as k, count(*) as n from ord_dtl where supply_entr_cd = 'S000001' group by 1`));
    for (const status of LINE_STATUSES) expect(byStatus.get(status) ?? 0, `line status ${status}`).toBeGreaterThan(0);
    const lines = [...byStatus.values()].reduce((a, b) => a + b, 0);
    expect(lines).toBeGreaterThan(300);
    const delays = new Map(
      await count(sql`select delay_sts_cd as k, count(*) as n from ord_dtl where supply_entr_cd = 'S000001' and delay_sts_cd is not null group by 1`),
    );
    expect(delays.get('72') ?? 0).toBeGreaterThan(0);
    expect(delays.get('82') ?? 0).toBeGreaterThan(0);
    const [[, confirmed]] = (await count(
      sql`select 'c' as k, count(*) as n from ord_dtl where supply_entr_cd = 'S000001' and purchase_confirm_dt is not null`,
    )) as [[string, number]];
    expect(confirmed).toBeGreaterThan(lines / 3);
    const claims = new Map(
      await count(sql`select claim_type || ':' || claim_sts_cd as k, count(*) as n from ord_claim where supply_entr_cd = 'S000001' group by 1`),
    );
    const expected = [
      ...CLAIM_STATUSES.filter((c) => c.startsWith('CANCEL')).map((c) => `CANCEL:${c}`),
      ...CLAIM_STATUSES.filter((c) => c.startsWith('RETURN')).map((c) => `RETURN:${c}`),
      ...['RETURN_REQUESTED', 'RETURN_COLLECT', 'RETURN_COLLECT_COMPLETED', 'RETURN_DISABLE', 'RETURN_WITHDRAWN'].map((c) => `EXCHANGE:${c}`),
    ];
    for (const k of expected) expect(claims.get(k) ?? 0, `${k} among ${JSON.stringify([...claims])}`).toBeGreaterThan(0);
    // Quantities agree with the claims: what open claims hold is the line's claimQty, completed cancels its cancelQty.
    const [[, mismatched]] =
      (await count(sql`select 'm' as k, count(*) as n from ord_dtl d where d.claim_qty <> coalesce((select sum(c.claim_qty) from ord_claim c
      where c.ord_no = d.ord_no and c.ord_dtl_sq = d.ord_dtl_sq and c.claim_sts_cd in ('CANCEL_REQUESTED','RETURN_REQUESTED','RETURN_COLLECT','RETURN_COLLECT_COMPLETED','RETURN_DISABLE')), 0)
      or d.cancel_qty <> coalesce((select sum(c.claim_qty) from ord_claim c where c.ord_no = d.ord_no and c.ord_dtl_sq = d.ord_dtl_sq and c.claim_sts_cd = 'CANCEL_COMPLETED'), 0)`)) as [
        [string, number],
      ];
    expect(mismatched).toBe(0);
    // Recent days are busier, and the orders span six months up to the seed's clock.
    const [[, lastWeek]] = (await count(
      sql`select 'w' as k, count(*) as n from ord_dtl where supply_entr_cd = 'S000001' and ord_dt > ${t.clock.now()}::timestamptz - interval '7 days'`,
    )) as [[string, number]];
    const [[, firstWeek]] = (await count(
      sql`select 'f' as k, count(*) as n from ord_dtl where supply_entr_cd = 'S000001' and ord_dt < ${t.clock.now()}::timestamptz - interval '175 days'`,
    )) as [[string, number]];
    expect(lastWeek).toBeGreaterThan(firstWeek * 2);
    expect(firstWeek).toBeGreaterThan(0);
    const [[, future]] = (await count(sql`select 'x' as k, count(*) as n from ord_status_history where changed_dt > ${t.clock.now()}`)) as [[string, number]];
    expect(future).toBe(0);
  });
  it('settles every past month: each demo seller has fixed months that add up, with a refund after settlement, a hold and an adjustment', async () => {
    const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.q.execute(query));
    const sellers = await q<{ cd: string; n: number }>(sql`select supply_entr_cd as cd, count(*)::int as n from sac_month group by 1 order by 1`);
    expect(sellers.map((r) => r.cd)).toEqual(['S000001', 'S000002', 'S000003', 'S000004', 'S000005']);
    for (const r of sellers) expect(r.n, r.cd).toBeGreaterThanOrEqual(4);
    // Every statement adds up to its payout, to the won.
    const off = await q<{ n: number }>(sql`select count(*)::int as n from sac_month m
      where m.payout_amt <> (select coalesce(sum(r.total_amt), 0) from sac_row r where r.supply_entr_cd = m.supply_entr_cd and r.settle_ym = m.settle_ym)
         or m.row_cnt <> (select count(*) from sac_row r where r.supply_entr_cd = m.supply_entr_cd and r.settle_ym = m.settle_ym)`);
    expect(off[0]!.n).toBe(0);
    const kinds = new Set(
      (await q<{ k: string }>(sql`select distinct kind || ':' || split_part(source_key, ':', 1) as k from sac_row where supply_entr_cd = 'S000001'`)).map(
        (r) => r.k,
      ),
    );
    for (const k of ['SALE:SALE', 'REFUND:REFUND', 'ADJUSTMENT:ADJ', 'HOLD:HOLD']) expect(kinds, k).toContain(k);
    // A refund after settlement: a REFUND row in a later month than its line's SALE.
    const late = await q<{ n: number }>(sql`select count(*)::int as n from sac_row f join ord_claim c on c.claim_sq = f.claim_sq
      join sac_row s on s.supply_entr_cd = f.supply_entr_cd and s.source_key = 'SALE:' || c.ord_no || ':' || c.ord_dtl_sq
      where f.kind = 'REFUND' and f.settle_ym > s.settle_ym`);
    expect(late[0]!.n).toBeGreaterThan(0);
    const usd = await q<{ n: number }>(
      sql`select count(*)::int as n from sac_month where supply_entr_cd = 'S000004' and currency = 'USD' and payout_usd is not null`,
    );
    expect(usd[0]!.n).toBeGreaterThan(0);
    const runs = await q<{ s: string }>(sql`select distinct sts_cd as s from sac_run`);
    expect(runs.map((r) => r.s)).toEqual(['FIXED']);
  });
  it('writes eight notices (two important, two with attachments) and one popup notice around the seeding day', async () => {
    const [row] = rowsOf<{ n: number; important: number; withFiles: number; popups: number }>(
      await t.db.q.execute(sql`select count(*)::int as n,
        count(*) filter (where notice_gb = 'Y')::int as important,
        count(*) filter (where exists (select 1 from stored_file f where f.owner_type = 'notice' and f.owner_id = bulletin_sq::text))::int as "withFiles",
        count(*) filter (where popup_yn = 'Y' and popup_start_dt < (${t.clock.now()}::timestamptz at time zone 'Asia/Seoul')::date
          and popup_end_dt > (${t.clock.now()}::timestamptz at time zone 'Asia/Seoul')::date)::int as popups
        from notice where use_yn = 'Y'`),
    );
    expect(row).toEqual({ n: 8, important: 2, withFiles: 2, popups: 1 });
  });

  it('gives partner01 questions in every answer state and the dashboard both kinds of rate, and four CS inquiries', async () => {
    const states = rowsOf<{ s: string; n: number }>(
      await t.db.q.execute(sql`select answer_sts_cd as s, count(*)::int as n from product_qna where supply_entr_cd = 'S000001' group by 1 order by 1`),
    );
    expect(states).toEqual([
      { s: 'ANSWERED', n: 6 },
      { s: 'TEMP_SAVED', n: 2 },
      { s: 'UNANSWERED', n: 4 },
    ]);
    const rate = await t.app.services.qnaStats.rateAnswers('S000001');
    expect(rate).toBeGreaterThan(0);
    expect(rate).toBeLessThan(100);
    const inquiries = rowsOf<{ s: string; n: number }>(
      await t.db.q.execute(sql`select sts_cd as s, count(*)::int as n from supply_cs where supply_entr_cd = 'S000001' group by 1 order by 1`),
    );
    expect(inquiries).toEqual([
      { s: 'ANSWERED', n: 2 },
      { s: 'WAITING', n: 2 },
    ]);
    expect(await t.app.services.qnaStats.rateCsResponses('S000001')).toBe(50);
  });

  it("gives partner01's products 30 days of views, so the home's conversion chart has rows", async () => {
    const [views] = rowsOf<{ days: number; products: number }>(
      await t.db.q.execute(
        sql`select count(distinct view_dt)::int as days, count(distinct prod_cd)::int as products from product_view_day where supply_entr_cd = 'S000001'`,
      ),
    );
    expect(views).toMatchObject({ days: 30 });
    expect(views!.products).toBeGreaterThan(10);
    const ranking = await t.app.services.dashboardCharts.conversionRanking('S000001', { pageNum: 1, pageSize: 10 });
    expect(ranking.list).toHaveLength(10);
    expect(ranking.list.some((r) => r.ordCnt > 0)).toBe(true);
  });

  it('gives the demo orders buyers of every age band and sex, some unknown, and partner01 reviews on most days up to today', async () => {
    const [buyers] = rowsOf<{ bands: number; sexes: number; unknown: number; lines: number }>(
      await t.db.q.execute(sql`
        select count(distinct buyer_age_cd)::int as bands, count(distinct buyer_sex_cd)::int as sexes,
               (count(*) filter (where buyer_age_cd is null))::int as unknown, count(*)::int as lines
        from ord_dtl where supply_entr_cd = 'S000001'`),
    );
    expect(buyers).toMatchObject({ bands: 6, sexes: 2 });
    expect(buyers!.unknown).toBeGreaterThan(0);
    expect(buyers!.unknown).toBeLessThan(buyers!.lines / 5);
    const [orders] = rowsOf<{ n: number }>(await t.db.q.execute(sql`select count(*)::int as n from ord where buyer_sex_cd is not null`));
    expect(orders!.n).toBeGreaterThan(0);
    const month = await t.app.services.statisticRating.listByDay({ supplyEntrCd: 'S000001', query: { pageNum: 1, pageSize: 31 } });
    expect(month.total.reviewCnt).toBeGreaterThan(50);
    expect(month.list[0]!.reviewCnt, 'today').toBeGreaterThan(0);
    expect(month.list.slice(0, 30).filter((d) => d.reviewCnt > 0).length).toBeGreaterThan(20);
    const products = await t.app.services.statisticRating.listByProduct({ supplyEntrCd: 'S000001', query: { pageNum: 1, pageSize: 10 }, lang: 'ko' });
    expect(products.list[0]).toMatchObject({ prodNm: expect.any(String), brandNm: expect.stringMatching(/./) });
    expect(month.total.avgRating).toBeGreaterThan(3.8);
  });

  it('gives partner01 and partner02 a promotion awaiting answers, a running one whose orders show the price, and an ended one', async () => {
    for (const seller of ['S000001', 'S000002']) {
      const page = (q: Record<string, unknown>) =>
        t.app.services.promotions.listPromotions({ session: { supplyEntrCd: seller } as never, query: { pageNum: 1, pageSize: 10, ...q } });
      expect((await page({ promState: 'REQUEST' })).list.some((r) => r.counts.prepare >= 3)).toBe(true);
      expect((await page({ promState: 'RUNNING' })).list.some((r) => r.counts.agree > 0)).toBe(true);
      expect((await page({ promState: 'ENDED' })).totalCnt).toBe(1);
      const [lines] = rowsOf<{ n: number; bad: number }>(
        await t.db.q.execute(sql`select count(*)::int as n,
            count(*) filter (where real_ord_amt <> ord_amt - grade_discount_amt - coupon_amt - prom_dc_amt)::int as bad
          from ord_dtl where supply_entr_cd = ${seller} and prom_cd is not null and prom_dc_amt > 0`),
      );
      expect(lines!.n).toBeGreaterThan(0);
      expect(lines!.bad).toBe(0);
    }
    expect((await t.app.services.dashboard.promotionStatus('S000001')).partnerPromotionProductCount.prepare).toBeGreaterThanOrEqual(4);
  });

  it("gives travel01 properties in every status, each room's calendar filling its window, one price change awaiting", async () => {
    const rows = rowsOf<{ prod_sts_cd: string; n: number }>(
      await t.db.q.execute(sql`select prod_sts_cd, count(*)::int as n from travel_product where supply_entr_cd = 'S000006' group by 1 order by 1`),
    );
    expect(Object.fromEntries(rows.map((r) => [r.prod_sts_cd, r.n]))).toEqual({ '20': 1, '40': 1, '60': 1, '70': 1, '90': 4 });
    const holes = rowsOf<{ n: number }>(
      await t.db.q.execute(sql`
        select count(*)::int as n from travel_product p join travel_room r using (supply_entr_cd, prod_cd)
        where p.supply_entr_cd = 'S000006'
          and (select count(*) from travel_room_day d where d.supply_entr_cd = r.supply_entr_cd and d.prod_cd = r.prod_cd and d.room_seq = r.room_seq)
              <> p.rsv_end_dt - p.rsv_start_dt + 1`),
    );
    expect(holes[0]?.n).toBe(0);
    const onSale = await findDemoTravelOnSale(t.db);
    expect(onSale.map((p) => p.supplyProdCd)).toEqual(['TS-BALI-01', 'TS-BUSAN-01', 'TS-JEJU-01', 'TS-TOKYO-01']);
    expect(onSale.every((p) => p.rooms.length >= 2)).toBe(true);
    const open = rowsOf<{ n: number }>(
      await t.db.q.execute(sql`select count(*)::int as n from travel_price_change where supply_entr_cd = 'S000006' and confirm_sts_cd = '10'`),
    );
    expect(open[0]?.n).toBe(1);
  });
});
