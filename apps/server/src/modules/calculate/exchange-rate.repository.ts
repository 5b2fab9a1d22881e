import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { pageWindow } from '@/platform/db/list-filters.ts';
import { exchangeRates as x, settlementMonths as m } from './calculate.tables.ts';

export type ExchangeRateInsert = typeof x.$inferInsert;

// The first fixed month that used the rate (a sac_month took it as its exrt of that day), null when none did.
const usedYm = sql<string | null>`(select min(${m.settleYm}) from ${m} where ${m.currency} = ${x.currency} and ${m.exrtDt} = ${x.rateDt})`;

/** Reference exchange rates, and which of them a fixed month used (those never change). */
export function createExchangeRateRepository(db: Database) {
  return {
    async listRates(opts: { currency?: string; startDt?: string; endDt?: string; page: { pageNum: number; pageSize: number } }) {
      const where = and(
        opts.currency ? eq(x.currency, opts.currency) : undefined,
        opts.startDt ? gte(x.rateDt, opts.startDt) : undefined,
        opts.endDt ? lte(x.rateDt, opts.endDt) : undefined,
      );
      const { offset, limit } = pageWindow(opts.page);
      const [rows, total] = await Promise.all([
        db.q
          .select({ currency: x.currency, rateDt: x.rateDt, rate: x.rate, source: x.source, createdBy: x.createdBy, createdDt: x.createdDt, usedYm })
          .from(x)
          .where(where)
          .orderBy(desc(x.rateDt), asc(x.currency))
          .offset(offset)
          .limit(limit),
        db.q.select({ n: count() }).from(x).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    /** The days among `days` whose rate a fixed month used. */
    async usedDays(currency: 'USD', days: string[]): Promise<Set<string>> {
      if (days.length === 0) return new Set();
      const rows = await db.q
        .selectDistinct({ day: m.exrtDt })
        .from(m)
        .where(and(eq(m.currency, currency), inArray(m.exrtDt, days)));
      return new Set(rows.map((r) => r.day).filter((d): d is string => d !== null));
    },
    /** The days among `days` that already have a rate. */
    async existingDays(currency: string, days: string[]): Promise<Set<string>> {
      if (days.length === 0) return new Set();
      const rows = await db.q
        .select({ day: x.rateDt })
        .from(x)
        .where(and(eq(x.currency, currency), inArray(x.rateDt, days)));
      return new Set(rows.map((r) => r.day));
    },
    /** Inserts or replaces each day's rate (callers refuse the days a fixed month used first). */
    async upsertRates(rows: ExchangeRateInsert[]): Promise<void> {
      if (rows.length === 0) return;
      await db.q
        .insert(x)
        .values(rows)
        .onConflictDoUpdate({
          target: [x.currency, x.rateDt],
          set: { rate: sql`excluded.rate`, source: sql`excluded.source`, createdBy: sql`excluded.created_by`, createdDt: sql`excluded.created_dt` },
        });
    },
  };
}
export type ExchangeRateRepository = ReturnType<typeof createExchangeRateRepository>;
