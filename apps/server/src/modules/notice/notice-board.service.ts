import type { TNoticeDetailReply, TNoticeListReply, TNoticeListRequest } from '@po/contracts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { toNoticeFile } from './notice-view.ts';
import { NOTICE_FILE_OWNER, type NoticeRepository } from './notice.repository.ts';

/** The board every signed-in session reads: the list, a notice, its attachments. Notices are mall-wide. */
export function createNoticeBoardService(deps: { repo: NoticeRepository; files: FileStore }) {
  const { repo, files } = deps;
  return {
    async listNotices(opts: { query: TNoticeListRequest }): Promise<TNoticeListReply> {
      const { rows, total } = await repo.listPage(opts.query);
      return {
        list: rows.map((r) => ({ bulletinSq: r.bulletinSq, title: r.title, noticeGb: r.noticeGb, regDt: r.regDt.toISOString(), fileYn: r.fileYn })),
        totalCnt: total,
      };
    },

    /** A notice in use with its attachments and neighbours; a deleted or unknown one is 404. */
    async getNotice(opts: { bulletinSq: number }): Promise<TNoticeDetailReply> {
      const row = await repo.findInUse(opts.bulletinSq);
      if (!row) throw new AppError('NOT_FOUND');
      const fileList = (await files.listFiles(NOTICE_FILE_OWNER, [String(row.bulletinSq)])).map(toNoticeFile);
      const { prev, next } = await repo.neighboursOf(row.bulletinSq);
      return {
        bulletinSq: row.bulletinSq,
        title: row.title,
        noticeGb: row.noticeGb,
        regDt: row.regDt.toISOString(),
        contents: row.contents,
        fileYn: fileList.length > 0 ? 'Y' : 'N',
        fileList,
        prevBulletinSq: prev,
        nextBulletinSq: next,
      };
    },

    /** An attachment's bytes, only while its notice is in use (a deleted notice's files are not served). */
    async openFile(opts: { fileSq: number }) {
      const file = await files.readFileOfType(NOTICE_FILE_OWNER, opts.fileSq);
      if (!file || !(await repo.findInUse(Number(file.ownerId)))) throw new AppError('NOT_FOUND');
      return file;
    },
  };
}
export type NoticeBoardService = ReturnType<typeof createNoticeBoardService>;
