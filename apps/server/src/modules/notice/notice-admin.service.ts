import {
  NOTICE_ADMIN_LIMITS,
  NOTICE_FORM_PARTS,
  ZNoticeSaveRequest,
  type TMessageKey,
  type TNoticeAdminDetailReply,
  type TNoticeAdminListReply,
  type TNoticeAdminListRequest,
  type TNoticeDeleteReply,
  type TNoticeSaveReply,
} from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { CheckedFile, FileStore, StoredFileMeta } from '@/platform/files/file-store.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import type { MultipartForm, UploadedFile } from '@/platform/http/multipart-form.ts';
import { parseOrThrow } from '@/platform/http/zod-fields.ts';
import { hasContent, sanitizeDescription } from '@/modules/product/product-description.ts';
import { noticeFileMime } from './notice-file-kind.ts';
import { toAdminRow, toNoticeFile } from './notice-view.ts';
import { NOTICE_FILE_KIND, NOTICE_FILE_OWNER, type NoticeRepository } from './notice.repository.ts';

const L = NOTICE_ADMIN_LIMITS;
const refuse = (field: string, messageKey: TMessageKey) => validationError([{ field, messageKey }]);
const ownerOf = (bulletinSq: number) => ({ ownerType: NOTICE_FILE_OWNER, ownerId: String(bulletinSq) }) as const;

/** The new files of a save, checked: kind by magic bytes, size each, count and total with the kept ones. */
function checkFiles(uploads: UploadedFile[], kept: StoredFileMeta[]): CheckedFile[] {
  const field = NOTICE_FORM_PARTS.file;
  if (uploads.length + kept.length > L.filesMax) throw refuse(field, 'noticeAdmin.msg.filesMax');
  const checked = uploads.map((f): CheckedFile => {
    if (f.data.length === 0) throw refuse(field, 'noticeAdmin.msg.fileEmpty');
    if (f.data.length > L.fileMaxBytes) throw refuse(field, 'noticeAdmin.msg.fileMaxBytes');
    const mimeType = noticeFileMime(f.filename, f.data);
    if (!mimeType) throw refuse(field, 'noticeAdmin.msg.fileKind');
    return { fileKind: NOTICE_FILE_KIND, fileNm: f.filename, mimeType, data: f.data };
  });
  const total = checked.reduce((s, f) => s + f.data.length, 0) + kept.reduce((s, f) => s + f.fileSize, 0);
  if (total > L.totalMaxBytes) throw refuse(field, 'noticeAdmin.msg.totalMaxBytes');
  return checked;
}

/** The JSON part checked and the contents sanitised; popup days only with popupYn Y. */
function readFields(json: unknown) {
  const v = parseOrThrow(ZNoticeSaveRequest, json);
  const contents = sanitizeDescription(v.contents);
  if (!hasContent(contents)) throw refuse('contents', 'noticeAdmin.msg.contents');
  const popup = v.popupYn === 'Y';
  return {
    fields: {
      title: v.title,
      contents,
      noticeGb: v.noticeGb,
      popupYn: v.popupYn,
      popupStartDt: popup ? (v.popupStartDt ?? null) : null,
      popupEndDt: popup ? (v.popupEndDt ?? null) : null,
    },
    keepFileSqs: v.keepFileSqs,
  };
}

/** The operator's writing of notices (role admin): list, form values, create, edit, delete. */
export function createNoticeAdminService(deps: { repo: NoticeRepository; files: FileStore; db: Database; clock: Clock }) {
  const { repo, files, db, clock } = deps;
  return {
    async listNotices(opts: { query: TNoticeAdminListRequest }): Promise<TNoticeAdminListReply> {
      const { rows, total } = await repo.listPage(opts.query);
      return { list: rows.map(toAdminRow), totalCnt: total };
    },

    async getNotice(opts: { bulletinSq: number }): Promise<TNoticeAdminDetailReply> {
      const row = await repo.findInUse(opts.bulletinSq);
      if (!row) throw new AppError('NOT_FOUND');
      const fileList = (await files.listFiles(NOTICE_FILE_OWNER, [String(row.bulletinSq)])).map(toNoticeFile);
      return { ...toAdminRow({ ...row, fileYn: fileList.length > 0 ? 'Y' : 'N' }), contents: row.contents, fileList };
    },

    /** A notice and its attachments in one transaction: a refused file leaves no notice behind. */
    async createNotice(opts: { session: SessionContext; form: MultipartForm }): Promise<TNoticeSaveReply> {
      const { fields } = readFields(opts.form.json);
      const checked = checkFiles(opts.form.files, []);
      const now = clock.now();
      const by = opts.session.mgrId;
      return db.transaction(async () => {
        const bulletinSq = await repo.insert({ ...fields, useYn: 'Y', regId: by, regDt: now, upId: by, upDt: now });
        await files.saveFiles(ownerOf(bulletinSq), checked);
        return { bulletinSq };
      });
    },

    /** An edit: the fields, the kept attachments (others removed) and new ones, in one transaction. */
    async updateNotice(opts: { session: SessionContext; bulletinSq: number; form: MultipartForm }): Promise<TNoticeSaveReply> {
      const { fields, keepFileSqs } = readFields(opts.form.json);
      const { bulletinSq } = opts;
      if (!(await repo.findInUse(bulletinSq))) throw new AppError('NOT_FOUND');
      // Only the notice's own attachments can be kept: another id is simply not one of them.
      const kept = await files.findFiles(ownerOf(bulletinSq), keepFileSqs);
      const checked = checkFiles(opts.form.files, kept);
      return db.transaction(async () => {
        if (!(await repo.update(bulletinSq, { ...fields, upId: opts.session.mgrId, upDt: clock.now() }))) throw new AppError('NOT_FOUND');
        await repo.deleteFilesExcept(
          bulletinSq,
          kept.map((f) => f.fileSeq),
        );
        await files.saveFiles(ownerOf(bulletinSq), checked);
        return { bulletinSq };
      });
    },

    /** Deleting keeps the row (useYn N) for the record; the board and the downloads stop showing it. */
    async deleteNotice(opts: { session: SessionContext; bulletinSq: number }): Promise<TNoticeDeleteReply> {
      if (!(await repo.markDeleted(opts.bulletinSq, { upId: opts.session.mgrId, upDt: clock.now() }))) throw new AppError('NOT_FOUND');
      return { bulletinSq: opts.bulletinSq, useYn: 'N' };
    },
  };
}
export type NoticeAdminService = ReturnType<typeof createNoticeAdminService>;
