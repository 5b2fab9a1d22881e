import { z } from 'zod';

/** Code group of the mall's merchandisers a brand request names as its charge MD (reference data). */
export const BRAND_CODE_GROUPS = { chargeMd: 'M010' } as const;

/**
 * A brand request's MD approval (spec business §3 confirmYn/confirmStatus, §4 "pending until MD approval"):
 * PENDING until the mall's MD approves (a brandCd is issued) or rejects it with a reason.
 */
export const BRAND_STATUS = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' } as const;
export const ZBrandStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type TBrandStatus = z.infer<typeof ZBrandStatus>;

/** productBrandList's `gubun`: REQUEST lists the seller's requests in every status, BRAND its approved brands. */
export const ZBrandGubun = z.enum(['REQUEST', 'BRAND']);
export type TBrandGubun = z.infer<typeof ZBrandGubun>;

/**
 * A brand name as the duplicate check compares it: Unicode NFKC (full-width letters, compatibility
 * jamo), trimmed, runs of spaces as one, case-folded.
 */
export const normaliseBrandName = (name: string): string => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
