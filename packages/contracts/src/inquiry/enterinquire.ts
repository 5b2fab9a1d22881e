import { z } from 'zod';
import { ZEmailDomain, ZEmailLocal } from '../rules/email.ts';
import { ZPhoneLast, ZPhoneMiddle, ZPhonePrefix } from '../rules/phone.ts';
import { ZPersonName } from '../rules/weighted-name.ts';

/**
 * Inquiry categories of spec access §2 (value: meaning): 1 clothing, 2 accessories, 3 imports, 4 sports,
 * 5 kids, 6 living, 7 beauty, 8 a curated shop, 9 a curated shoe shop, 0 online marketing partnership.
 */
export const INQUIRY_CATEGORIES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;
export const ZInquiryCategory = z.enum(INQUIRY_CATEGORIES, { error: 'inquiry.msg.regGb' });
export type TInquiryCategory = z.infer<typeof ZInquiryCategory>;

/** The image limit is the file helper's default (spec access §5, 10,240,000 bytes); data is kept 3 months. */
export const INQUIRY_LIMITS = { entrNmMax: 50, reqContentsMax: 2000, imageMaxBytes: 10_240_000, retentionMonths: 3 } as const;

const text = (key: string, max: number) => z.string({ error: key }).trim().min(1, { error: key, abort: true }).max(max, { error: key });

/** The `enterinquire` JSON part of POST /customer/supply/createEnterinquire: every field required. */
export const ZEnterinquireRequest = z.object({
  regGb: ZInquiryCategory,
  entrNm: text('inquiry.msg.entrNm', INQUIRY_LIMITS.entrNmMax),
  chgNm: ZPersonName,
  chgEmail1: ZEmailLocal,
  chgEmail2: ZEmailDomain,
  chgPhone1: ZPhonePrefix,
  chgPhone2: ZPhoneMiddle,
  chgPhone3: ZPhoneLast,
  reqContents: text('inquiry.msg.reqContents', INQUIRY_LIMITS.reqContentsMax),
  chgAgree: z.literal('Y', { error: 'inquiry.msg.chgAgree' }),
});
export type TEnterinquireRequest = z.infer<typeof ZEnterinquireRequest>;
