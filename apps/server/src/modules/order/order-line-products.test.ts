import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { orderLineProducts } from './order-line-products.tables.ts';
import { orderLines } from './order.tables.ts';

describe('kept line products (ord_line_product, the order list’s product search)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The lines' products the kept table lacks: none, whatever was written. */
  const missing = async () =>
    rowsOf(
      await t.db.q.execute(sql`
        select supply_entr_cd, prod_cd, supply_prod_cd, prod_nm from ord_dtl
        except select supply_entr_cd, prod_cd, supply_prod_cd, prod_nm from ord_line_product`),
    );
  const keptOf = (supplyEntrCd: string) =>
    t.db.q
      .select({ supplyProdCd: orderLineProducts.supplyProdCd, prodNm: orderLineProducts.prodNm })
      .from(orderLineProducts)
      .where(eq(orderLineProducts.supplyEntrCd, supplyEntrCd))
      .orderBy(asc(orderLineProducts.supplyProdCd), asc(orderLineProducts.prodNm));
  const setLine = (ordNo: string, ordDtlSq: number, patch: Partial<typeof orderLines.$inferInsert>) =>
    t.db.q
      .update(orderLines)
      .set(patch)
      .where(and(eq(orderLines.ordNo, ordNo), eq(orderLines.ordDtlSq, ordDtlSq)));

  it('holds the product of every line after inserts and updates; a rebuild reads the same from the lines', async () => {
    const s = await sellerWithProductOnSale(t);
    const ordNo = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]! }, { prodOptionCd: s.optionCds[1]! }]);
    await placeOrder(t, [{ prodOptionCd: s.optionCds[0]! }]);
    const [line] = await t.db.q.select().from(orderLines).where(eq(orderLines.ordNo, ordNo)).limit(1);
    const ordered = { supplyProdCd: line!.supplyProdCd, prodNm: line!.prodNm };
    // Two lines of one order and a second order of the same product: one kept row.
    expect(await keptOf(s.supplyEntrCd)).toEqual([ordered]);
    expect(await missing()).toEqual([]);

    // An update of a line's snapshot (a correction), then another of the same line: each new combination is kept.
    await setLine(ordNo, 2, { prodNm: '이름 정정' });
    await setLine(ordNo, 2, { supplyProdCd: 'ZZ-FIXED' });
    expect(await missing()).toEqual([]);
    // The combination no line names any more stays (the list rechecks the lines, so it finds nothing).
    expect(await keptOf(s.supplyEntrCd)).toEqual([
      ordered,
      { supplyProdCd: ordered.supplyProdCd, prodNm: '이름 정정' },
      { supplyProdCd: 'ZZ-FIXED', prodNm: '이름 정정' },
    ]);

    // A bulk load rebuilds from the lines: what they name, nothing else.
    await t.app.services.orderLineProducts.rebuildLineProducts();
    expect(await missing()).toEqual([]);
    expect(await keptOf(s.supplyEntrCd)).toEqual([ordered, { supplyProdCd: 'ZZ-FIXED', prodNm: '이름 정정' }]);
  });
});
