import { eq } from 'drizzle-orm';
import { CODE_GROUPS } from '@po/contracts';
import type { Services } from '@/services.ts';
import type { Database } from '@/platform/db/database.ts';
import { LOCK_KEYS } from '@/platform/db/migrate.ts';
import { appMeta } from '@/platform/db/meta.tables.ts';
import { createAccount } from './create-account.ts';
import { demoAccountSpecs } from './demo-accounts.ts';
import { seedDemoBrands } from './demo-brands.ts';
import { seedDemoFaqs } from './demo-faqs.ts';
import { seedDemoNotices } from './demo-notices.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoPartners } from './demo-partners.ts';
import { seedDemoProducts } from './demo-products.ts';
import { seedDemoQna } from './demo-qna.ts';
import { seedDemoProductViews } from './demo-product-views.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoSellers } from './demo-sellers.ts';
import { seedDemoSettlements } from './demo-settlements.ts';
import { seedDemoSettings } from './demo-settings.ts';
import { seedDemoTravelOrders } from './demo-travel-orders.ts';

const SEEDED_KEY = 'demo_seeded_at';

/** Demo data steps, in order; each later issue appends its own. Deterministic: no randomness. */
const DEMO_STEPS: ((services: Services, now: Date, db: Database) => Promise<void>)[] = [
  async (s, now) => {
    for (const spec of demoAccountSpecs(now)) await createAccount(s, spec);
  },
  (s, now) => seedDemoFaqs(s, now),
  // Loopback may use the task allowed-IP features in a demo install (spec access §6, code P115).
  (s) =>
    s.codes.addCodes([
      { groupCd: CODE_GROUPS.taskAllowIp, code: '127.0.0.1', codeNm: '로컬 (데모)', codeNmEn: 'Local (demo)', attrC1: null, sortOrder: 1 },
      { groupCd: CODE_GROUPS.taskAllowIp, code: '::1', codeNm: '로컬 IPv6 (데모)', codeNmEn: 'Local IPv6 (demo)', attrC1: null, sortOrder: 2 },
    ]),
  (s) => seedDemoSellers(s),
  (s, now) => seedDemoSettings(s, now),
  (s) => seedDemoPartners(s),
  (s) => seedDemoBrands(s),
  (s, now, db) => seedDemoProducts(s, db, now),
  // Before the orders: an order placed in a promotion's run sells its agreed products at the promotion price.
  (s, now, db) => seedDemoPromotions(s, db, now),
  (s, now, db) => seedDemoOrders(s, db, now),
  (s, now, db) => seedDemoSettlements(s, db, now),
  (s, now, db) => seedDemoNotices(s, db, now),
  (_s, now, db) => seedDemoQna(db, now),
  (s, now, db) => seedDemoProductViews(s, db, now),
  (s, now, db) => seedDemoReviews(s, db, now),
  // After the travel products' demo step (travel01's properties): reservations and estimates through the intake.
  (s, now, db) => seedDemoTravelOrders(s, db, now),
];

/** Seeds demo data once per database; several nodes starting together seed it once. */
export async function seedDemoData(db: Database, services: Services, now: Date): Promise<boolean> {
  const done = await db.withAdvisoryLock(LOCK_KEYS.seed, async () => {
    const existing = await db.q.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
    if (existing.length > 0) return false;
    await db.transaction(async () => {
      for (const step of DEMO_STEPS) await step(services, now, db);
      await db.q.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() });
    });
    return true;
  });
  return done === true;
}
