import type { TNoticeAdminRow, TNoticeFile } from '@po/contracts';
import type { StoredFileMeta } from '@/platform/files/file-store.ts';
import { extOf } from './notice-file-kind.ts';
import type { NoticeRepository } from './notice.repository.ts';

type ListRow = Awaited<ReturnType<NoticeRepository['listPage']>>['rows'][number];

/** An attachment as the screens list it. */
export const toNoticeFile = (f: StoredFileMeta): TNoticeFile => ({ fileSq: f.fileSeq, fileName: f.fileNm, fileExt: extOf(f.fileNm) });

/** A list row for the operator (the board's row is its subset). */
export const toAdminRow = (r: ListRow): TNoticeAdminRow => ({
  bulletinSq: r.bulletinSq,
  title: r.title,
  noticeGb: r.noticeGb,
  popupYn: r.popupYn,
  popupStartDt: r.popupStartDt,
  popupEndDt: r.popupEndDt,
  fileYn: r.fileYn,
  regDt: r.regDt.toISOString(),
  regId: r.regId,
  upDt: r.upDt.toISOString(),
});
