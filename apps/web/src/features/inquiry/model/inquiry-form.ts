import { FILE_MESSAGES, INQUIRY_LIMITS } from '@po/contracts';

const IMAGE = /\.(jpe?g|gif|png)$/i;

/** Why an inquiry image cannot be attached (a message key), or null. */
export function imageProblem(file: File): string | null {
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (!IMAGE.test(file.name)) return FILE_MESSAGES.imageType;
  if (file.size > INQUIRY_LIMITS.imageMaxBytes) return FILE_MESSAGES.tooLarge;
  return null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The form's values as the `enterinquire` JSON part. */
export function toInquiryRequest(v: Record<string, unknown>): Record<string, unknown> {
  const keys = ['regGb', 'entrNm', 'chgNm', 'chgEmail1', 'chgEmail2', 'chgPhone1', 'chgPhone2', 'chgPhone3', 'reqContents'];
  return { ...Object.fromEntries(keys.map((k) => [k, str(v[k])])), chgAgree: v.chgAgree === true ? 'Y' : 'N' };
}
