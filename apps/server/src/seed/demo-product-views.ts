import { PRODUCT_VIEWS_MAX_ROWS } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { Services } from '@/services.ts';

/** Days of views the demo holds, today included. */
const DEMO_VIEW_DAYS = 30;
const DEMO_SELLER = 'S000001';

/**
 * The mall's daily product views for partner01's products over the last 30 days (issue 15), through the mall call's
 * own service, so the home's conversion chart has data. Deterministic: a product's daily views follow its place in
 * the code order and the day, between 40 and 200, twice that on weekends.
 */
export async function seedDemoProductViews(services: Services, db: Database, now: Date): Promise<void> {
  const products = rowsOf<{ prodCd: string }>(
    await db.q.execute(sql`select prod_cd as "prodCd" from product where supply_entr_cd = ${DEMO_SELLER} order by prod_cd`),
  );
  const today = seoulDate(now);
  const rows: { prodCd: string; viewDt: string; pvCnt: number }[] = [];
  products.forEach((p, i) => {
    for (let d = 0; d < DEMO_VIEW_DAYS; d++) {
      const viewDt = addDays(today, -d);
      const weekend = [0, 6].includes(new Date(`${viewDt}T00:00:00Z`).getUTCDay());
      rows.push({ prodCd: p.prodCd, viewDt, pvCnt: (40 + ((i * 97 + d * 31) % 160)) * (weekend ? 2 : 1) });
    }
  });
  for (let i = 0; i < rows.length; i += PRODUCT_VIEWS_MAX_ROWS) {
    await services.productViews.saveViews({ list: rows.slice(i, i + PRODUCT_VIEWS_MAX_ROWS) });
  }
}
