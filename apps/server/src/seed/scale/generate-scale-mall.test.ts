import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TOrderListReply } from '@po/contracts';
import { loadConfig } from '@/config.ts';
import { createServices } from '@/services.ts';
import { systemClock } from '@/platform/clock.ts';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { smsOutbox } from '@/platform/sms/sms.tables.ts';
import { cookiesOf, phoneIds, sendToPhoneUrl, sessionCookie } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { openTestDatabase } from '@/test/test-db.ts';
import { generateScaleMall } from './generate-scale-mall.ts';
import type { ScaleMall, ScaleOptions } from './scale-types.ts';

// A tiny mall (20 sellers, 3,000 lines) on the test clock's day (2026-11-20 in Seoul).
const OPTS: ScaleOptions = { sellers: 20, lines: 3000, seed: 7, anchor: '2026-11-20' };

/** An md5 per main table over its rows in key order (generated identities left out). */
async function digests(db: Database): Promise<Record<string, string>> {
  const of = async (table: string, order: string, drop = '') => {
    const [row] = rowsOf<{ d: string }>(
      await db.q.execute(sql.raw(`select md5(string_agg((to_jsonb(x) ${drop})::text, '|' order by ${order})) as d from ${table} x`)),
    );
    return row?.d ?? '';
  };
  return {
    supply_entr: await of('supply_entr', 'supply_entr_cd'),
    product: await of('product', 'prod_cd'),
    product_option: await of('product_option', 'prod_option_cd'),
    ord: await of('ord', 'ord_no'),
    ord_dtl: await of('ord_dtl', 'ord_no, ord_dtl_sq'),
    ord_claim: await of('ord_claim', 'ord_no, ord_dtl_sq', "- 'claim_sq'"),
    // The settlement run's ledger, written on each month's confirmation day (the clock is part of the rows).
    sac_row: await of('sac_row', 'supply_entr_cd, source_key', "- 'sac_row_sq'"),
    sac_month: await of('sac_month', 'supply_entr_cd, settle_ym'),
    product_qna: await of('product_qna', 'mall_qna_id', "- 'prd_qna_sq'"),
    supply_cs: await of('supply_cs', "(to_jsonb(x) - 'supply_cs_sq')::text", "- 'supply_cs_sq'"),
    product_view_day: await of('product_view_day', 'supply_entr_cd, view_dt, prod_cd'),
    product_review: await of('product_review', 'mall_review_id', "- 'review_sq'"),
  };
}

/** The mall generated into a fresh database of its own; answers its digests. */
async function generateElsewhere(opts: ScaleOptions): Promise<Record<string, string>> {
  const { db, drop } = await openTestDatabase(inject('dbTemplate'));
  try {
    const services = await createServices({ config: loadConfig({ APP_PROFILE: 'test' }), db, clock: systemClock });
    await generateScaleMall(db, services, opts);
    return await digests(db);
  } finally {
    await drop();
  }
}

describe('scale generator (generateScaleMall)', () => {
  let t: TestApp;
  let mall: ScaleMall;

  beforeAll(async () => {
    t = await createTestApp();
    mall = await generateScaleMall(t.db, t.app.services, OPTS);
  }, 120_000);
  afterAll(() => t.close());

  it('writes the rows asked for, the largest seller with about a tenth of the lines', async () => {
    expect(mall.rows).toMatchObject({ supply_entr: 20, mgr: 20, auth_phone: 20, ord_dtl: 3000 });
    for (const table of ['brand', 'product', 'product_option', 'ord', 'ord_claim', 'product_qna', 'supply_cs', 'product_view_day', 'product_review'])
      expect(mall.rows[table], table).toBeGreaterThan(0);
    expect(mall.rows.ord_status_history).toBeGreaterThan(3000);
    // Every past month of the year (2025-11 … 2026-10) fixed through the run, each seller's month adding up.
    expect(mall.rows.sac_run).toBe(12);
    expect(mall.rows.sac_row).toBeGreaterThan(1000);
    const [sums] = rowsOf<{ open: number; off: number }>(
      await t.db.q.execute(sql`select (select count(*) from sac_run where sts_cd <> 'FIXED')::int as open,
        (select count(*) from sac_month m where m.payout_amt <> (select sum(r.total_amt) from sac_row r
          where r.supply_entr_cd = m.supply_entr_cd and r.settle_ym = m.settle_ym))::int as off`),
    );
    expect(sums).toEqual({ open: 0, off: 0 });
    // The order statistics' kept sums and the home's due counts hold every line once and no delta waits (the load ran
    // without triggers).
    const [kept] = rowsOf<{ days: number; products: number; lines: number; leads: number; delivered: number; dues: number; due: number; pending: number }>(
      await t.db.q.execute(sql`select (select sum(ord_cnt) from ord_sale_day_sum)::int as days, (select sum(ord_cnt) from ord_sale_prod_sum)::int as products,
        (select count(*) from ord_dtl)::int as lines, (select sum(n) from ord_lead_time_count)::int as leads,
        (select count(*) from ord_dtl where delivered_dt is not null)::int as delivered,
        (select sum(n) from ord_due_count)::int as dues, (select count(*) from ord_dtl where invoice_dt is not null or cancel_qty < ord_qty)::int as due,
        ((select count(*) from ord_sale_sum_delta) + (select count(*) from ord_lead_time_delta) + (select count(*) from ord_due_count_delta))::int as pending`),
    );
    expect(kept).toEqual({
      days: 3000,
      products: 3000,
      lines: 3000,
      leads: kept!.delivered,
      delivered: kept!.delivered,
      dues: kept!.due,
      due: kept!.due,
      pending: 0,
    });
    expect(kept!.delivered).toBeGreaterThan(0);
    // The order list's kept line products name every line's product (their triggers were off too).
    const [products] = rowsOf<{ missing: number }>(
      await t.db.q.execute(sql`select count(*)::int as missing from (
        select supply_entr_cd, prod_cd, supply_prod_cd, prod_nm from ord_dtl except select supply_entr_cd, prod_cd, supply_prod_cd, prod_nm from ord_line_product) m`),
    );
    expect(products?.missing).toBe(0);
    expect(mall.rows.ord_line_product).toBeGreaterThan(0);
    expect(mall.largest.lines / OPTS.lines).toBeGreaterThan(0.07);
    expect(mall.largest.lines / OPTS.lines).toBeLessThan(0.13);
    const [top] = rowsOf<{ supply_entr_cd: string }>(await t.db.q.execute(sql`select supply_entr_cd from ord_dtl group by 1 order by count(*) desc limit 1`));
    expect(top?.supply_entr_cd).toBe(mall.largest.supplyEntrCd);
    // Every line names an option of its seller's catalogue, at its price, of a product that was on sale.
    const [orphans] = rowsOf<{ n: number }>(
      await t.db.q
        .execute(sql`select count(*)::int as n from ord_dtl d left join product_option o on o.supply_entr_cd = d.supply_entr_cd and o.prod_option_cd = d.prod_option_cd
        left join product p on p.supply_entr_cd = d.supply_entr_cd and p.prod_cd = d.prod_cd where o.prod_option_cd is null or d.prod_price <> p.prod_price + o.extra_charge or p.prod_sts_cd in ('20', '40')`),
    );
    expect(orphans?.n).toBe(0);
  });

  it('gives orders buyers of every age band and sex (a few unknown) and about one review per 8 delivered lines, mostly 4 and 5', async () => {
    const [buyers] = rowsOf<{ bands: number; sexes: number; unknown: number; differs: number }>(
      await t.db.q.execute(sql`select count(distinct d.buyer_age_cd)::int as bands, count(distinct d.buyer_sex_cd)::int as sexes,
        (count(*) filter (where d.buyer_age_cd is null))::int as unknown,
        (count(*) filter (where d.buyer_age_cd is distinct from o.buyer_age_cd or d.buyer_sex_cd is distinct from o.buyer_sex_cd))::int as differs
        from ord_dtl d join ord o on o.ord_no = d.ord_no`),
    );
    expect(buyers).toMatchObject({ bands: 6, sexes: 2, differs: 0 });
    expect(buyers!.unknown).toBeGreaterThan(OPTS.lines * 0.02);
    expect(buyers!.unknown).toBeLessThan(OPTS.lines * 0.1);
    const [reviews] = rowsOf<{ n: number; delivered: number; high: number; late: number; undelivered: number; foreign: number }>(
      await t.db.q.execute(sql`select count(*)::int as n, (select count(*) from ord_dtl where delivered_dt is not null)::int as delivered,
        (count(*) filter (where r.rating >= 4))::int as high, (count(*) filter (where r.review_dt >= '2026-11-20T00:00:00+09:00'::timestamptz))::int as late,
        (count(*) filter (where d.delivered_dt is null or r.review_dt < d.delivered_dt))::int as undelivered,
        (count(*) filter (where d.supply_entr_cd <> r.supply_entr_cd or d.prod_cd <> r.prod_cd))::int as foreign
        from product_review r join ord_dtl d on d.ord_no = r.ord_no and d.ord_dtl_sq = r.ord_dtl_sq`),
    );
    expect(reviews!.n / reviews!.delivered).toBeGreaterThan(0.08);
    expect(reviews!.n / reviews!.delivered).toBeLessThan(0.18);
    expect(reviews!.high / reviews!.n).toBeGreaterThan(0.6);
    expect(reviews).toMatchObject({ late: 0, undelivered: 0, foreign: 0 });
  });

  it('makes the same rows from the same seed and anchor, other rows from another seed', async () => {
    const here = await digests(t.db);
    expect(await generateElsewhere(OPTS)).toEqual(here);
    const other = await generateElsewhere({ ...OPTS, seed: 8 });
    expect(other.ord_dtl).not.toBe(here.ord_dtl);
    expect(other.product).not.toBe(here.product);
  }, 120_000);

  it('lets the largest seller sign in with its password and SMS code, and lists its orders', async () => {
    const { loginId, password, phone } = mall.largest;
    const login = await t.call({ method: 'POST', url: '/api/login/login', body: { loginId, password } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ login: true, entrStsCd: '30', authPhoneNoExistsYn: 'Y' });
    const pending = sessionCookie(cookiesOf(login));
    const [phoneId] = await phoneIds(t, pending);
    const authTime = '20261120100000';
    expect((await t.call({ url: sendToPhoneUrl(phoneId!, authTime), cookies: pending })).statusCode).toBe(200);
    const [sms] = await t.db.q.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
    const code = /\d{6}/.exec(sms?.message ?? '')?.[0] ?? 'none';
    const checked = await t.call({ url: `/api/customer/supply/authPhoneNo/certificationCheck/authTime/${authTime}/authNo/${code}`, cookies: pending });
    // resultCode 1 with both required agreements given: the web goes to the home page, not the agreements step.
    expect(checked.json()).toMatchObject({ resultCode: 1, agreeYn: 'Y', sellFeeRateConfirmYn: 'Y' });
    const cookies = sessionCookie(cookiesOf(checked, pending));
    const list = await t.call({ url: '/api/order/orderList?startDt=2026-10-20&endDt=2026-11-20&pageNum=1&pageSize=20', cookies });
    expect(list.statusCode, list.body).toBe(200);
    const reply = list.json<TOrderListReply>();
    expect(reply.totalCnt).toBeGreaterThan(0);
    expect(reply.list.length).toBe(20);
  });
});
