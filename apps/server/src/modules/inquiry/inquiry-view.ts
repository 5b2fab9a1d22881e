import { formatPhone, type TEnterinquireDetailReply, type TEnterinquireRow, type TLanguage } from '@po/contracts';
import type { StoredFileMeta } from '@/platform/files/file-store.ts';
import type { EnterinquireRow } from './inquiry.repository.ts';

/** Category names of spec access §2 "Inquiry page", for the operator's screens. */
const CATEGORY_NAMES: Record<string, { ko: string; en: string }> = {
  '1': { ko: '의류', en: 'Clothing' },
  '2': { ko: '잡화', en: 'Accessories' },
  '3': { ko: '수입', en: 'Imports' },
  '4': { ko: '스포츠', en: 'Sports' },
  '5': { ko: '유아동', en: 'Kids' },
  '6': { ko: '리빙', en: 'Living' },
  '7': { ko: '뷰티', en: 'Beauty' },
  '8': { ko: '편집숍', en: 'Curated shop' },
  '9': { ko: '슈즈 편집숍', en: 'Curated shoe shop' },
  '0': { ko: '온라인 마케팅 제휴', en: 'Online marketing partnership' },
};

export function toEnterinquireRow(r: EnterinquireRow, image: StoredFileMeta | undefined, lang: TLanguage): TEnterinquireRow {
  return {
    inquirySeq: r.inquirySeq,
    regGb: r.regGb,
    regGbNm: CATEGORY_NAMES[r.regGb]?.[lang] ?? r.regGb,
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
