import type { TLanguage } from '@po/contracts';

type Names = Record<string, { ko: string; en: string }>;

export const GOODS_FLOW_STATUS_NAMES: Names = {
  REGISTERED: { ko: '등록', en: 'Registered' },
  REQUESTED: { ko: '승인대기', en: 'Awaiting approval' },
  APPROVED: { ko: '승인', en: 'Approved' },
  REJECTED: { ko: '반려', en: 'Rejected' },
};

export const FARE_TYPE_NAMES: Names = {
  '01': { ko: '신용', en: 'Credit' },
  '02': { ko: '현금', en: 'Cash' },
};

export const DLCST_TYPE_NAMES: Names = {
  '01': { ko: '무료', en: 'Free' },
  '02': { ko: '유료', en: 'Paid' },
  '03': { ko: '조건부 무료', en: 'Free over a threshold' },
};

export const PLCY_TYPE_NAMES: Names = {
  '01': { ko: '묶음배송', en: 'Bundled' },
  '02': { ko: '개별배송', en: 'Per item' },
};

export const PLCY_STATUS_NAMES: Names = {
  SCHEDULED: { ko: '적용예정', en: 'Scheduled' },
  ACTIVE: { ko: '적용중', en: 'Active' },
  ENDED: { ko: '적용종료', en: 'Ended' },
  UNUSED: { ko: '사용안함', en: 'Not in use' },
};

/** A code's name in the request language; an unknown code reads as itself. */
export const nameOf = (names: Names, code: string, lang: TLanguage): string => names[code]?.[lang] ?? code;
