import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '@/platform/db/database.ts';
import { storedFiles } from '@/platform/files/stored-file.tables.ts';
import { notices, popupWindows } from './notice.tables.ts';

/** The popups' reads: today's popup notices with their attachments, and the dated popup windows. */
export function createNoticePopupRepository(db: Database) {
  return {
    /** The notices in use shown as popups on `today` (Seoul day, inclusive bounds), newest first. */
    async listPopupNotices(today: string) {
      return db.q
        .select({ bulletinSq: notices.bulletinSq, title: notices.title, contents: notices.contents, regDt: notices.regDt })
        .from(notices)
        .where(and(eq(notices.useYn, 'Y'), eq(notices.popupYn, 'Y'), lte(notices.popupStartDt, today), gte(notices.popupEndDt, today)))
        .orderBy(desc(notices.regDt), desc(notices.bulletinSq));
    },

    /** The attachments (metadata only) of the notices, oldest first: `stored_file` rows owned by ('notice', bulletinSq). */
    async listNoticeFiles(bulletinSqs: number[]) {
      if (bulletinSqs.length === 0) return [];
      return db.q
        .select({ fileSeq: storedFiles.fileSeq, ownerId: storedFiles.ownerId, fileNm: storedFiles.fileNm })
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerType, 'notice'), inArray(storedFiles.ownerId, bulletinSqs.map(String))))
        .orderBy(asc(storedFiles.fileSeq));
    },

    async findWindow(popupCd: string) {
      const [row] = await db.q.select().from(popupWindows).where(eq(popupWindows.popupCd, popupCd));
      return row;
    },

    listWindows: () => db.q.select().from(popupWindows).orderBy(asc(popupWindows.popupCd)),

    /** Sets a window's days; answers the row, or undefined for an unknown code. */
    async updateWindow(opts: { popupCd: string; startDt: string; endDt: string; upId: string; upDt: Date }) {
      const { popupCd, ...patch } = opts;
      const [row] = await db.q.update(popupWindows).set(patch).where(eq(popupWindows.popupCd, popupCd)).returning();
      return row;
    },
  };
}
export type NoticePopupRepository = ReturnType<typeof createNoticePopupRepository>;
