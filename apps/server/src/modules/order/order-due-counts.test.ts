import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { insertLineRows } from '@/test/order-line-rows.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The home's key indicators count the lines due to ship from kept counts (decisions "Home dashboard at scale (issue
// 13)"). Whatever happened to the lines, folded or not, and whatever day it is, they must answer what the count over
// the lines themselves answers: the statement the dashboard ran before, kept here as the oracle.

const SELLER = 'DUE00001';
// Dispatch deadlines over 30 days; invoices at any minute from 3 days before to 5 after, so Seoul and UTC days differ.
const DAYS = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 9, 25 + i)).toISOString().slice(0, 10));
const dayPlus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const invoiceAt = (day: string, minutes: number) => new Date(Date.parse(`${day}T00:00:00+09:00`) + minutes * 60_000);

const invoice = fc.option(fc.integer({ min: -3 * 24 * 60, max: 5 * 24 * 60 }), { nil: null });
const line = fc.record({
  deadline: fc.constantFrom(...DAYS),
  invoice,
  ordQty: fc.integer({ min: 1, max: 3 }),
  cancel: fc.constantFrom('none' as const, 'part' as const, 'whole' as const),
});

/** One statement on the lines: a multi-row insert, an invoice, a moved deadline, a whole cancel, a delete, the fold. */
const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('insert' as const), lines: fc.array(line, { minLength: 1, maxLength: 6 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('invoice' as const), pick: fc.nat(), minutes: invoice }) },
  fc.record({ kind: fc.constant('delay' as const), pick: fc.nat(), days: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('delay all' as const), deadline: fc.constantFrom(...DAYS) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('fold' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** The dashboard's window on a day: the 14 Seoul days to it. */
const today = fc.constantFrom(...DAYS.slice(5));

describe('kept due line counts', () => {
  let t: TestApp;
  const keys: { ordNo: string; ordDtlSq: number }[] = [];

  async function apply(s: Step): Promise<void> {
    if (s.kind === 'fold') return void (await t.app.services.orderSaleSums.foldSaleSums());
    if (s.kind === 'insert') {
      const specs = s.lines.map((l) => ({
        supplyEntrCd: SELLER,
        giPrrnDt: l.deadline,
        invoiceDt: l.invoice === null ? null : invoiceAt(l.deadline, l.invoice),
        ordQty: l.ordQty,
        cancelQty: l.cancel === 'whole' ? l.ordQty : l.cancel === 'part' ? l.ordQty - 1 : 0,
      }));
      keys.push(...(await insertLineRows(t, specs)));
      return;
    }
    if (s.kind === 'delay all') {
      await t.db.q.execute(sql`update ord_dtl set gi_prrn_dt = gi_prrn_dt + 1 where supply_entr_cd = ${SELLER} and gi_prrn_dt = ${s.deadline}::date`);
      return;
    }
    const key = keys[s.pick % Math.max(1, keys.length)];
    if (!key) return;
    const where = sql`ord_no = ${key.ordNo} and ord_dtl_sq = ${key.ordDtlSq}`;
    if (s.kind === 'delete') await t.db.q.execute(sql`delete from ord_dtl where ${where}`);
    else if (s.kind === 'cancel') await t.db.q.execute(sql`update ord_dtl set cancel_qty = ord_qty, return_qty = 0 where ${where}`);
    else if (s.kind === 'delay') await t.db.q.execute(sql`update ord_dtl set gi_prrn_dt = gi_prrn_dt + ${s.days}::int where ${where}`);
    else {
      const [row] = rowsOf<{ d: string }>(await t.db.q.execute(sql`select to_char(gi_prrn_dt, 'YYYY-MM-DD') as d from ord_dtl where ${where}`));
      if (!row) return;
      const at = s.minutes === null ? null : invoiceAt(row.d, s.minutes).toISOString();
      await t.db.q.execute(sql`update ord_dtl set invoice_dt = ${at}::timestamptz where ${where}`);
    }
  }

  /** The count over the lines (the dashboard's statement before the kept counts). */
  async function countLines(w: { startDt: string; endDt: string; today: string }) {
    const shipDay = sql`(invoice_dt at time zone 'Asia/Seoul')::date`;
    const [row] = rowsOf<{ due: number; onTime: number; late: number }>(
      await t.db.q.execute(sql`
        select count(*)::int as due,
               count(*) filter (where invoice_dt is not null and ${shipDay} <= gi_prrn_dt)::int as "onTime",
               count(*) filter (where (invoice_dt is not null and ${shipDay} > gi_prrn_dt)
                                   or (invoice_dt is null and gi_prrn_dt < ${w.today}::date))::int as late
        from ord_dtl
        where supply_entr_cd = ${SELLER} and gi_prrn_dt between ${w.startDt}::date and ${w.endDt}::date
          and not (invoice_dt is null and cancel_qty >= ord_qty)`),
    );
    return row;
  }

  async function expectCounts(day: string) {
    const w = { supplyEntrCd: SELLER, startDt: dayPlus(day, -13), endDt: day, today: day };
    expect(await t.app.services.orderDashboard.countDueLines(w), day).toEqual(await countLines(w));
  }

  const keptRows = async () => rowsOf(await t.db.q.execute(sql`select * from ord_due_count where supply_entr_cd = ${SELLER} order by 1, 2, 3`));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answer what the count over the lines answers, on any day, after any statements and folds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), fc.array(today, { minLength: 1, maxLength: 3 }), async (steps, days) => {
        for (const s of steps) await apply(s);
        for (const d of days) await expectCounts(d);
      }),
      { numRuns: 25 },
    );
    expect(keys.length).toBeGreaterThan(0);
  });

  it('answer the same after the fold, and the folded rows are what a rebuild counts', async () => {
    const days = DAYS.slice(5);
    for (const d of days) await expectCounts(d);
    await t.app.services.orderSaleSums.foldSaleSums();
    const left = rowsOf<{ n: number }>(await t.db.q.execute(sql`select count(*)::int as n from ord_due_count_delta`));
    expect(left).toEqual([{ n: 0 }]);
    for (const d of days) await expectCounts(d);
    const folded = await keptRows();
    expect(folded.length).toBeGreaterThan(0);
    await t.app.services.orderSaleSums.rebuildSaleSums();
    expect(await keptRows()).toEqual(folded);
  });
});
