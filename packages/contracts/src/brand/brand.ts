import { z } from 'zod';
import { listRequest, listReply } from '../common/paging.ts';
import { ZYn } from '../common/replies.ts';
import { requiredBytes } from '../delivery/byte-length.ts';
import { DLCST_MESSAGES, FEE_LIMITS, ZWon } from '../delivery/fee-rules.ts';
import { ZBrandGubun, ZBrandStatus } from './brand-codes.ts';

export const BRAND_LIMITS = { nameMaxBytes: 100, codeMax: 20, reasonMax: 500, rejectReasonMax: 500 } as const;

const fee = () => ZWon(FEE_LIMITS.maxFee, DLCST_MESSAGES.maxAmount);
const optionalText = (max: number, key: string) => z.string({ error: key }).trim().max(max, { error: key }).optional();

/** A shipping site code of the seller (DL0001); the server checks that it is the seller's own, in use. */
const ZDeliveryLocRef = z
  .string({ error: 'brand.msg.deliveryLoc' })
  .trim()
  .min(1, { error: 'brand.msg.deliveryLoc' })
  .max(20, { error: 'brand.msg.deliveryLoc' });

/** The brand's shipping terms: kept on the brand and copied by its products (spec business §3 "Brand"). */
const shippingFields = {
  deliveryLocCd: ZDeliveryLocRef,
  deliveryFee: fee(),
  /** Free-shipping threshold. */
  minOrdAmt: ZWon(FEE_LIMITS.maxThreshold, DLCST_MESSAGES.maxThreshold),
  jejuDeliveryFee: fee(),
  islandDeliveryFee: fee(),
  rtrnDlcst: fee(),
  exchDlcst: fee(),
};

/**
 * A brand request (productBrandForm; spec business §5 "Brand request"): names, shipping site, fees,
 * free-shipping threshold, Jeju/island fees, return/exchange fees, charge MD and reason all required.
 * `dupConfirmYn` Y says the seller confirmed a name already registered (the server asks again without it).
 */
export const ZBrandRequestSaveRequest = z.object({
  brandNm: requiredBytes(BRAND_LIMITS.nameMaxBytes, { required: 'brand.msg.brandNm', length: 'brand.msg.nameLength' }),
  brandEnm: requiredBytes(BRAND_LIMITS.nameMaxBytes, { required: 'brand.msg.brandEnm', length: 'brand.msg.nameLength' }).refine(
    (v) => /^[\x20-\x7E]+$/.test(v),
    { error: 'brand.msg.brandEnmLetters' },
  ),
  tbrandNm: optionalText(BRAND_LIMITS.nameMaxBytes, 'brand.msg.nameLength'),
  tbrandEnm: optionalText(BRAND_LIMITS.nameMaxBytes, 'brand.msg.nameLength'),
  partnerBrandCd: z
    .string({ error: 'brand.msg.partnerBrandCd' })
    .trim()
    .max(BRAND_LIMITS.codeMax, { error: 'brand.msg.partnerBrandCd', abort: true })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'brand.msg.partnerBrandCd' })
    .optional(),
  ...shippingFields,
  /** Commission rate in percent (0-100, two decimals); the form starts from the seller's contract rate. */
  sellFeeRate: z
    .string({ error: 'brand.msg.sellFeeRate' })
    .trim()
    .regex(/^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/, { error: 'brand.msg.sellFeeRate' }),
  chargeMdCd: z.string({ error: 'brand.msg.chargeMd' }).trim().min(1, { error: 'brand.msg.chargeMd' }).max(20, { error: 'brand.msg.chargeMd' }),
  rqstReason: z
    .string({ error: 'brand.msg.rqstReason' })
    .trim()
    .min(1, { error: 'brand.msg.rqstReason', abort: true })
    .max(BRAND_LIMITS.reasonMax, { error: 'brand.msg.rqstReasonLength' }),
  dupConfirmYn: z._default(ZYn, 'N'),
});
export type TBrandRequestSaveRequest = z.infer<typeof ZBrandRequestSaveRequest>;
export const ZCreateBrandRequestReply = z.object({ brandRgsrRqstSeq: z.number().int() });

/** The settings of an approved brand (brandUpdateForm/:brandCd): shipping terms and the use flag. */
export const ZBrandSettingsSaveRequest = z.object({ ...shippingFields, useYn: ZYn });
export type TBrandSettingsSaveRequest = z.infer<typeof ZBrandSettingsSaveRequest>;

/** The settings fields of whatever carries them (a brand as answered, a request as sent), nothing else. */
export const brandSettingsOf = (b: TBrandSettingsSaveRequest): TBrandSettingsSaveRequest => ({
  deliveryLocCd: b.deliveryLocCd,
  deliveryFee: b.deliveryFee,
  minOrdAmt: b.minOrdAmt,
  jejuDeliveryFee: b.jejuDeliveryFee,
  islandDeliveryFee: b.islandDeliveryFee,
  rtrnDlcst: b.rtrnDlcst,
  exchDlcst: b.exchDlcst,
  useYn: b.useYn,
});

/** What the request form starts from: the seller's contract commission rate. */
export const ZBrandRequestDefaultsReply = z.object({ sellFeeRate: z.string() });

/** The duplicate check of the request form: whether either name is already registered (any seller). */
export const ZBrandNameCheckRequest = z.object({ brandNm: z.string().max(200).optional(), brandEnm: z.string().max(200).optional() });
export const ZBrandNameCheckReply = z.object({ duplicateYn: ZYn, brandNmDupYn: ZYn, brandEnmDupYn: ZYn });
export type TBrandNameCheckReply = z.infer<typeof ZBrandNameCheckReply>;

export const ZBrandParams = z.object({ brandCd: z.string().min(1).max(20) });

/** A brand or a brand request as the seller's list, detail and settings form show it. */
export const ZBrandRow = z.object({
  brandRgsrRqstSeq: z.number().int(),
  brandCd: z.string().nullable(),
  brandNm: z.string(),
  brandEnm: z.string(),
  tbrandCd: z.string().nullable(),
  tbrandNm: z.string().nullable(),
  tbrandEnm: z.string().nullable(),
  partnerBrandCd: z.string().nullable(),
  deliveryLocCd: z.string(),
  deliveryLocNm: z.string(),
  sellFeeRate: z.string(),
  deliveryFee: z.number().int(),
  minOrdAmt: z.number().int(),
  jejuDeliveryFee: z.number().int(),
  islandDeliveryFee: z.number().int(),
  rtrnDlcst: z.number().int(),
  exchDlcst: z.number().int(),
  useYn: ZYn,
  confirmYn: ZYn,
  confirmStatus: ZBrandStatus,
  confirmStatusNm: z.string(),
  chargeMdCd: z.string(),
  chargeMdNm: z.string(),
  rqstReason: z.string(),
  rejectReason: z.string().nullable(),
  /** Processed date: when the MD approved or rejected. */
  confirmDt: z.string().nullable(),
  regDt: z.string(),
  regNm: z.string(),
  upDt: z.string(),
  upNm: z.string(),
});
export type TBrandRow = z.infer<typeof ZBrandRow>;

/** Filters of productBrandList: `gubun` (requests or approved brands), a name (Korean or English), status, use flag. */
export const ZBrandListFilter = z.object({
  gubun: ZBrandGubun.optional(),
  brandNm: z.string().trim().max(100).optional(),
  confirmStatus: ZBrandStatus.optional(),
  useYn: z.optional(ZYn),
});
export type TBrandListFilter = z.infer<typeof ZBrandListFilter>;
export const ZBrandListRequest = listRequest(ZBrandListFilter);
export type TBrandListRequest = z.infer<typeof ZBrandListRequest>;
export const ZBrandListReply = listReply(ZBrandRow);
