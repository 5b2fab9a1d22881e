import { and, count, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { storedFiles } from '@/platform/files/stored-file.tables.ts';
import { notices } from './notice.tables.ts';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeInsert = Omit<typeof notices.$inferInsert, 'bulletinSq'>;

/** The owner type of a notice's attachments in stored_file. */
export const NOTICE_FILE_OWNER = 'notice';
/** The file kind of a notice's attachments. */
export const NOTICE_FILE_KIND = 'noticeAttach';

const n = notices;
const inUse = eq(n.useYn, 'Y');
/** The board's order: important first, then newest (the id breaks ties of the same instant). */
const BOARD_ORDER = [desc(n.noticeGb), desc(n.regDt), desc(n.bulletinSq)];
const hasFiles = sql<'Y' | 'N'>`case when exists (select 1 from ${storedFiles} f where f.owner_type = ${NOTICE_FILE_OWNER}
  and f.owner_id = ${n.bulletinSq}::text) then 'Y' else 'N' end`;

const listColumns = {
  bulletinSq: n.bulletinSq,
  title: n.title,
  noticeGb: n.noticeGb,
  popupYn: n.popupYn,
  popupStartDt: n.popupStartDt,
  popupEndDt: n.popupEndDt,
  regId: n.regId,
  regDt: n.regDt,
  upDt: n.upDt,
  fileYn: hasFiles,
};

export function createNoticeRepository(db: Database) {
  return {
    /** One page of the notices in use in the board's order, and how many there are. */
    async listPage(page: { pageNum: number; pageSize: number }) {
      const rows = await db.q
        .select(listColumns)
        .from(n)
        .where(inUse)
        .orderBy(...BOARD_ORDER)
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize);
      const [total] = await db.q.select({ cnt: count() }).from(n).where(inUse);
      return { rows, total: total?.cnt ?? 0 };
    },

    async findInUse(bulletinSq: number): Promise<NoticeRow | undefined> {
      const rows = await db.q
        .select()
        .from(n)
        .where(and(eq(n.bulletinSq, bulletinSq), inUse))
        .limit(1);
      return rows[0];
    },

    /** The notices before and after one in the board's order (a window over the notices in use: a small table). */
    async neighboursOf(bulletinSq: number): Promise<{ prev: number | null; next: number | null }> {
      const rows = rowsOf<{ prev: number | null; next: number | null }>(
        await db.q.execute(sql`select prev, next from (
          select bulletin_sq,
            lag(bulletin_sq) over w as prev,
            lead(bulletin_sq) over w as next
          from notice where use_yn = 'Y'
          window w as (order by notice_gb desc, reg_dt desc, bulletin_sq desc)
        ) t where bulletin_sq = ${bulletinSq}`),
      );
      return { prev: rows[0]?.prev ?? null, next: rows[0]?.next ?? null };
    },

    async insert(row: NoticeInsert): Promise<number> {
      const [saved] = await db.q.insert(n).values(row).returning({ bulletinSq: n.bulletinSq });
      return saved!.bulletinSq;
    },

    /** Updates a notice in use; false when there is none (deleted or unknown). */
    async update(bulletinSq: number, row: Omit<NoticeInsert, 'regId' | 'regDt' | 'useYn'>): Promise<boolean> {
      const rows = await db.q
        .update(n)
        .set(row)
        .where(and(eq(n.bulletinSq, bulletinSq), inUse))
        .returning({ bulletinSq: n.bulletinSq });
      return rows.length > 0;
    },

    async markDeleted(bulletinSq: number, by: { upId: string; upDt: Date }): Promise<boolean> {
      const rows = await db.q
        .update(n)
        .set({ useYn: 'N', ...by })
        .where(and(eq(n.bulletinSq, bulletinSq), inUse))
        .returning({ bulletinSq: n.bulletinSq });
      return rows.length > 0;
    },

    /** Removes the attachments of a notice that are not kept (an edit dropped them). */
    async deleteFilesExcept(bulletinSq: number, keep: number[]): Promise<void> {
      const owned = and(eq(storedFiles.ownerType, NOTICE_FILE_OWNER), eq(storedFiles.ownerId, String(bulletinSq)));
      const keepList = keep.length > 0 ? sql`and ${storedFiles.fileSeq} not in (${sql.join(keep, sql`, `)})` : sql``;
      await db.q.delete(storedFiles).where(sql`${owned} ${keepList}`);
    },
  };
}
export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
