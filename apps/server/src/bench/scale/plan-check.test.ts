import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Database } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { adminUrl, databaseUrl, testDbKind } from '@/test/test-db.ts';
import { checkPlans } from './plan-check.ts';
import { createQueryRecorder } from './query-recorder.ts';

// The plan check EXPLAINs on a PostgreSQL server connection (the bench's); PGlite has no such client.
describe.skipIf(testDbKind() !== 'pg')('checkPlans on the PostgreSQL server', () => {
  const name = `po_t_plan_${randomBytes(4).toString('hex')}`;
  const recorder = createQueryRecorder();
  let db: Database;
  let client: pg.Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('dbTemplate')}`);
    await admin.end();
    db = await openDatabase({ kind: 'pg', url: databaseUrl(name), poolSize: 2, logQuery: recorder.logQuery });
    client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    // Lines of twenty sellers, enough pages that the check judges the table's sequential scans (MIN_JUDGED_PAGES).
    await client.query(`
      insert into ord_dtl (ord_no, ord_dtl_sq, supply_entr_cd, ord_dt, pay_dt, buyer_nm, rcp_nm, prod_cd, prod_option_cd, supply_prod_cd,
        prod_nm, brand_cd, option_value1, option_value2, ord_dtl_sts_cd, ord_qty, prod_price, ord_amt, real_ord_amt, sell_fee_rate,
        delivery_loc_cd, gi_prrn_dt, delivery_expect_dt, up_dt)
      select 'T' || lpad(g::text, 10, '0'), 1, 'S' || lpad((g % 20)::text, 7, '0'), now(), now(), '구매자' || g, '수령인', 'P1', 'P1001', 'SP-1',
        '상품', 'BR1', '블랙', 'FREE', '20', 1, 1000, 1000, 1000, 10.00, 'DL0001', current_date, current_date, now()
      from generate_series(1, 4000) g`);
    await client.query('analyze ord_dtl');
  });

  afterAll(async () => {
    await client?.end();
    await db?.close();
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('finds a seller table read without its index, from the statements a call sent', async () => {
    const queries = await recorder.record(() =>
      db.transaction(() => db.q.execute(sql`select ord_no from ord_dtl where supply_entr_cd = ${'S0000001'} or buyer_nm = ${'구매자'}`)),
    );
    const findings = await checkPlans(client, 'read by buyer', queries);
    expect(findings.map((f) => f.problem)).toEqual(['Seq Scan on ord_dtl']);
    expect(findings[0]).toMatchObject({ call: 'read by buyer', sql: expect.stringContaining('buyer_nm') });
  });

  it('passes a read through an index that leads with supply_entr_cd, and scans of tables without it', async () => {
    // On a test table this small a sequential scan may still be cheapest; with it priced out the planner shows
    // which index it would take, as it does on a seller's tens of thousands of rows.
    await client.query('set enable_seqscan = off');
    try {
      const queries = await recorder.record(async () => {
        await db.q.execute(sql`select ord_no from ord_dtl where supply_entr_cd = ${'S0000001'} and invoice_no = ${'600000000001'}`);
        await db.q.execute(sql`select ord_no from ord where buyer_nm = ${'구매자'}`);
      });
      expect(queries).toHaveLength(2);
      expect(await checkPlans(client, 'read by invoice', queries)).toEqual([]);
    } finally {
      await client.query('reset enable_seqscan');
    }
  });
});
