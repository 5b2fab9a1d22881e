import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { faqs } from './faq.tables.ts';

export function createFaqRepository(db: Database) {
  return {
    async listMain(limit: number) {
      return db.q
        .select()
        .from(faqs)
        .where(and(eq(faqs.useYn, true), eq(faqs.mainYn, true)))
        .orderBy(desc(faqs.regDt), desc(faqs.seq))
        .limit(limit);
    },
    async listPage(offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db.q.select().from(faqs).where(eq(faqs.useYn, true)).orderBy(desc(faqs.regDt), desc(faqs.seq)).offset(offset).limit(limit),
        db.q.select({ n: count() }).from(faqs).where(eq(faqs.useYn, true)),
      ]);
      return { rows, totalCnt: total[0]?.n ?? 0 };
    },
    async find(seq: number) {
      return (
        await db.q
          .select()
          .from(faqs)
          .where(and(eq(faqs.seq, seq), eq(faqs.useYn, true)))
          .limit(1)
      )[0];
    },
    async insert(row: typeof faqs.$inferInsert) {
      await db.q.insert(faqs).values(row);
    },
  };
}
export type FaqRepository = ReturnType<typeof createFaqRepository>;
