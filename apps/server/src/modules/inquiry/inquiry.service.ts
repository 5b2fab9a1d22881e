import { FILE_MESSAGES, INQUIRY_IMAGE_TYPES, INQUIRY_LIMITS, ZEnterinquireRequest, type TEnterinquireListRequest, type TLanguage } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { CheckedFile, FileStore } from '@/platform/files/file-store.ts';
import { MIME_OF, sniffFileType, type SniffedType } from '@/platform/files/file-type.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import type { MultipartForm } from '@/platform/http/multipart-form.ts';
import { parseOrThrow } from '@/platform/http/zod-fields.ts';
import { toEnterinquireDetail, toEnterinquireRow } from './inquiry-view.ts';
import type { InquiryRepository } from './inquiry.repository.ts';

const OWNER = 'enterinquire' as const;
const IMAGE_KIND = 'image';
const PURGE_BATCH = 500;

/** The optional image: one file, not empty, within the limit, a JPG, GIF or PNG by its first bytes. */
function checkImage(form: MultipartForm): CheckedFile[] {
  if (form.files.length > 1) throw validationError([{ field: 'file', messageKey: FILE_MESSAGES.tooMany }]);
  const file = form.files[0];
  if (!file) return [];
  if (file.data.length === 0) throw validationError([{ field: 'file', messageKey: FILE_MESSAGES.empty }]);
  if (file.data.length > INQUIRY_LIMITS.imageMaxBytes) throw validationError([{ field: 'file', messageKey: FILE_MESSAGES.tooLarge }]);
  const type = sniffFileType(file.data.subarray(0, 16));
  if (!type || !(INQUIRY_IMAGE_TYPES as readonly SniffedType[]).includes(type)) throw validationError([{ field: 'file', messageKey: FILE_MESSAGES.imageType }]);
  return [{ fileKind: IMAGE_KIND, fileNm: file.filename, mimeType: MIME_OF[type], data: file.data }];
}

/** Affiliation inquiries (spec access §2 "/Enterinquire"): received publicly, read by operators, kept 3 months. */
export function createInquiryService(deps: { repo: InquiryRepository; files: FileStore; db: Database; clock: Clock }) {
  const { repo, files, db, clock } = deps;

  const imageOf = async (seqs: number[]) => new Map((await files.listFiles(OWNER, seqs.map(String))).map((f) => [Number(f.ownerId), f]));

  return {
    /** Saves the inquiry and its image together. */
    async createEnterinquire(opts: { form: MultipartForm }): Promise<1> {
      const req = parseOrThrow(ZEnterinquireRequest, opts.form.json);
      const image = checkImage(opts.form);
      await db.transaction(async () => {
        const inquirySeq = await repo.insert({
          regGb: req.regGb,
          entrNm: req.entrNm,
          chgNm: req.chgNm,
          chgEmail: `${req.chgEmail1}@${req.chgEmail2}`,
          chgPhone: `${req.chgPhone1}${req.chgPhone2}${req.chgPhone3}`,
          reqContents: req.reqContents,
          chgAgree: req.chgAgree,
          createdAt: clock.now(),
        });
        await files.saveFiles({ ownerType: OWNER, ownerId: String(inquirySeq) }, image);
      });
      return 1;
    },

    async listEnterinquires(opts: { query: TEnterinquireListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, ...filters } = opts.query;
      const { rows, totalCnt } = await repo.listPage({ filters, page: { pageNum, pageSize } });
      const images = await imageOf(rows.map((r) => r.inquirySeq));
      return { list: rows.map((r) => toEnterinquireRow(r, images.get(r.inquirySeq), opts.lang)), totalCnt };
    },

    async getEnterinquire(opts: { inquirySeq: number; lang: TLanguage }) {
      const row = await repo.find(opts.inquirySeq);
      if (!row) throw new AppError('NOT_FOUND');
      return toEnterinquireDetail(row, (await imageOf([row.inquirySeq])).get(row.inquirySeq), opts.lang);
    },

    async openEnterinquireImage(opts: { inquirySeq: number }) {
      const meta = (await imageOf([opts.inquirySeq])).get(opts.inquirySeq);
      const file = meta ? await files.readFile({ ownerType: OWNER, ownerId: String(opts.inquirySeq) }, meta.fileSeq) : undefined;
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },

    /**
     * Retention (privacy policy: inquiry data 3 months): deletes inquiries older than that with their images.
     * Deleted rather than anonymised: the text and image may hold personal data too. Idempotent, in batches.
     */
    async purgeExpiredEnterinquires(): Promise<number> {
      const cutoff = new Date(clock.now());
      cutoff.setMonth(cutoff.getMonth() - INQUIRY_LIMITS.retentionMonths);
      let purged = 0;
      for (;;) {
        const seqs = await repo.listSeqsBefore(cutoff, PURGE_BATCH);
        if (seqs.length === 0) return purged;
        purged += await db.transaction(async () => {
          await files.deleteFiles(OWNER, seqs.map(String));
          return repo.deleteBySeqs(seqs);
        });
      }
    },
  };
}
export type InquiryService = ReturnType<typeof createInquiryService>;
