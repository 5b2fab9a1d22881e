import { z } from 'zod';
import { listRequest, ZFilterDay } from '../common/paging.ts';
import { ZYn } from '../common/replies.ts';
import { textOf, withFormRules } from '../form/form-rules.ts';
import { ZIntlPhone, ZPhoneParts } from '../rules/phone.ts';
import { requiredBytes, requiredText } from './byte-length.ts';
import { ZGoodsFlowStatus } from './codes.ts';

/** Shipping-site limits (spec business §5, §9; access §2 address form). */
export const DELIVERY_LOC_LIMITS = { nameMaxBytes: 50, zipMax: 10, addrMax: 200, dtlAddrMax: 300 } as const;

const L = DELIVERY_LOC_LIMITS;
const zip = (prefix: string) => requiredText(L.zipMax, { required: `delivery.msg.${prefix}Zip`, length: 'delivery.msg.zipLength' });
const addr = (prefix: string) => requiredText(L.addrMax, { required: `delivery.msg.${prefix}Addr`, length: 'delivery.msg.addrLength' });
const dtlAddr = (prefix: string) => requiredText(L.dtlAddrMax, { required: `delivery.msg.${prefix}DtlAddr`, length: 'delivery.msg.dtlAddrLength' });
const returnAddress = z.object({ returnZipNo: zip('return'), returnAddr: addr('return'), returnDtlAddr: dtlAddr('return') });

/**
 * The shipping-site form (register and edit). With returnSameYn Y the server copies the shipping address
 * into the return address and ignores the return fields. A domestic site's phone is three parts; an
 * overseas one (frcnDyplYn Y) is one international number of 9 to 28 digits split 4/4/rest.
 */
export const ZDeliveryLocSaveRequest = withFormRules(
  z.object({
    deliveryLocNm: requiredBytes(L.nameMaxBytes, { required: 'delivery.msg.name', length: 'delivery.msg.nameLength' }),
    deliveryEntrCd: z.string({ error: 'delivery.msg.carrier' }).trim().min(1, { error: 'delivery.msg.carrier' }).max(10, { error: 'delivery.msg.carrier' }),
    deliveryLocPhone1: z.string().trim().default(''),
    deliveryLocPhone2: z.string().trim().default(''),
    deliveryLocPhone3: z.string().trim().default(''),
    deliveryLocZip: zip('deliveryLoc'),
    deliveryLocAddr: addr('deliveryLoc'),
    deliveryLocDtlAddr: dtlAddr('deliveryLoc'),
    returnSameYn: z._default(ZYn, 'N'),
    returnZipNo: z.string().trim().optional(),
    returnAddr: z.string().trim().optional(),
    returnDtlAddr: z.string().trim().optional(),
    frcnDyplYn: z._default(ZYn, 'N'),
    useYn: z._default(ZYn, 'Y'),
  }),
  (v, ctx) => {
    const phone = { phone1: textOf(v.deliveryLocPhone1), phone2: textOf(v.deliveryLocPhone2), phone3: textOf(v.deliveryLocPhone3) };
    const phoneCheck = v.frcnDyplYn === 'Y' ? ZIntlPhone.safeParse(`${phone.phone1}${phone.phone2}${phone.phone3}`) : ZPhoneParts.safeParse(phone);
    for (const i of phoneCheck.error?.issues ?? []) {
      const part = typeof i.path[0] === 'string' ? i.path[0].replace('phone', '') : '1';
      ctx.addIssue({ code: 'custom', path: [`deliveryLocPhone${part}`], message: i.message });
    }
    if (v.returnSameYn === 'Y') return;
    for (const i of returnAddress.safeParse(v).error?.issues ?? []) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
  },
);
export type TDeliveryLocSaveRequest = z.infer<typeof ZDeliveryLocSaveRequest>;

export const ZDeliveryLocParams = z.object({ deliveryLocCd: z.string().min(1).max(20) });
export const ZDeliveryLocUseRequest = z.object({ useYn: ZYn });
export const ZCreateDeliveryLocReply = z.object({ deliveryLocCd: z.string() });

export const ZDeliveryLocDetailReply = z.object({
  deliveryLocCd: z.string(),
  deliveryLocNm: z.string(),
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  deliveryEntrCd: z.string(),
  deliveryEntrNm: z.string(),
  deliveryLocPhone1: z.string(),
  deliveryLocPhone2: z.string(),
  deliveryLocPhone3: z.string(),
  /** The phone as people read it (02-1588-1234, +1 415-555-2671), formatted by the server for the read-only views. */
  deliveryLocPhoneText: z.string(),
  deliveryLocZip: z.string(),
  deliveryLocAddr: z.string(),
  deliveryLocDtlAddr: z.string(),
  returnSameYn: ZYn,
  returnZipNo: z.string(),
  returnAddr: z.string(),
  returnDtlAddr: z.string(),
  useYn: ZYn,
  frcnDyplYn: ZYn,
  /** Y once the goods-flow contract of the site is approved (automatic return pickup registered). */
  verifiedYn: ZYn,
  gfStsCd: ZGoodsFlowStatus.nullable(),
  gfStsNm: z.string().nullable(),
  regDt: z.string(),
  regNm: z.string(),
  upDt: z.string(),
  upNm: z.string(),
});
export type TDeliveryLocDetailReply = z.infer<typeof ZDeliveryLocDetailReply>;

/** Filters of the site list: name (contains), use flag, domestic/overseas, goods-flow verified, registration days. */
export const ZDeliveryLocListFilter = z.object({
  deliveryLocNm: z.string().trim().max(50).optional(),
  useYn: z.optional(ZYn),
  frcnDyplYn: z.optional(ZYn),
  verifiedYn: z.optional(ZYn),
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
});
export type TDeliveryLocListFilter = z.infer<typeof ZDeliveryLocListFilter>;
export const ZDeliveryLocListRequest = listRequest(ZDeliveryLocListFilter);
export type TDeliveryLocListRequest = z.infer<typeof ZDeliveryLocListRequest>;
export const ZDeliveryLocListReply = z.object({ list: z.array(ZDeliveryLocDetailReply), totalCnt: z.number().int() });
