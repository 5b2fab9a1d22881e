import { formatPhone, type TEnterinquireDetailReply, type TEnterinquireRow, type TLanguage } from '@po/contracts';
import type { StoredFileMeta } from '@/platform/files/file-store.ts';
import { codeName } from '@/platform/http/messages.ts';
import type { EnterinquireRow } from './inquiry.repository.ts';

export function toEnterinquireRow(r: EnterinquireRow, image: StoredFileMeta | undefined, lang: TLanguage): TEnterinquireRow {
  return {
    inquirySeq: r.inquirySeq,
    regGb: r.regGb,
    regGbNm: codeName('inquiry.category', r.regGb, lang),
    entrNm: r.entrNm,
    chgNm: r.chgNm,
    chgEmail: r.chgEmail,
    chgPhone: formatPhone(r.chgPhone),
    imageYn: image ? 'Y' : 'N',
    regDt: r.createdAt.toISOString(),
  };
}

export function toEnterinquireDetail(r: EnterinquireRow, image: StoredFileMeta | undefined, lang: TLanguage): TEnterinquireDetailReply {
  const file = image ? { fileSeq: image.fileSeq, fileKind: image.fileKind, fileNm: image.fileNm, fileSize: image.fileSize, mimeType: image.mimeType } : null;
  return { ...toEnterinquireRow(r, image, lang), reqContents: r.reqContents, chgAgree: r.chgAgree, image: file };
}
