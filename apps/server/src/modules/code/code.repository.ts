import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { codes } from './code.tables.ts';

export type NewCodeRow = typeof codes.$inferInsert;

export function createCodeRepository(db: Database) {
  return {
    /** Codes of a group in display order, only those in use. */
    async listByGroup(groupCd: string) {
      return db.q
        .select({ code: codes.code, codeNm: codes.codeNm, codeNmEn: codes.codeNmEn, attrC1: codes.attrC1 })
        .from(codes)
        .where(and(eq(codes.groupCd, groupCd), eq(codes.useYn, true)))
        .orderBy(asc(codes.sortOrder), asc(codes.code));
    },
    /** Inserts or refreshes codes; rows an operator switched off stay off. */
    async upsertMany(rows: NewCodeRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.q
        .insert(codes)
        .values(rows)
        .onConflictDoUpdate({
          target: [codes.groupCd, codes.code],
          set: { codeNm: sql`excluded.code_nm`, codeNmEn: sql`excluded.code_nm_en`, attrC1: sql`excluded.attr_c1`, sortOrder: sql`excluded.sort_order` },
          // Every start syncs: a row already as given is left alone, so a restart writes nothing (no dead rows, no WAL).
          setWhere: sql`(${codes.codeNm}, ${codes.codeNmEn}, ${codes.attrC1}, ${codes.sortOrder})
            is distinct from (excluded.code_nm, excluded.code_nm_en, excluded.attr_c1, excluded.sort_order)`,
        });
    },
  };
}
export type CodeRepository = ReturnType<typeof createCodeRepository>;
