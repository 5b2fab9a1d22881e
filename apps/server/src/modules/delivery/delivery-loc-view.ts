import { splitIntlPhone, type TDeliveryLocDetailReply, type TDeliveryLocSaveRequest, type TLanguage } from '@po/contracts';
import { formatPhoneNumber } from '@po/contracts/rules/phone-format';
import { splitPhoneParts } from '@/modules/supply/supply.service.ts';
import { codeName } from '@/platform/http/messages.ts';
import type { DeliveryLocValues, SiteWithStatus } from './delivery-loc.repository.ts';

/** The stored values of the site form: phone digits joined; with returnSameYn Y the shipping address copied. */
export function toSiteValues(b: TDeliveryLocSaveRequest): DeliveryLocValues {
  const same = b.returnSameYn === 'Y';
  return {
    deliveryLocNm: b.deliveryLocNm,
    deliveryEntrCd: b.deliveryEntrCd,
    deliveryLocPhone: `${b.deliveryLocPhone1}${b.deliveryLocPhone2}${b.deliveryLocPhone3}`,
    deliveryLocZip: b.deliveryLocZip,
    deliveryLocAddr: b.deliveryLocAddr,
    deliveryLocDtlAddr: b.deliveryLocDtlAddr,
    returnSameYn: b.returnSameYn,
    returnZipNo: same ? b.deliveryLocZip : (b.returnZipNo ?? ''),
    returnAddr: same ? b.deliveryLocAddr : (b.returnAddr ?? ''),
    returnDtlAddr: same ? b.deliveryLocDtlAddr : (b.returnDtlAddr ?? ''),
    frcnDyplYn: b.frcnDyplYn,
    useYn: b.useYn,
  };
}

/** Fields the change log follows on a site. */
export const SITE_LOGGED_FIELDS = [
  'deliveryLocNm',
  'deliveryEntrCd',
  'deliveryLocPhone',
  'deliveryLocZip',
  'deliveryLocAddr',
  'deliveryLocDtlAddr',
  'returnSameYn',
  'returnZipNo',
  'returnAddr',
  'returnDtlAddr',
  'frcnDyplYn',
  'useYn',
  'verifiedYn',
] as const;

/** A site as the screens show it, with its carrier's name and its goods-flow status. */
export function toSiteReply(r: SiteWithStatus, ctx: { supplyEntrNm: string; carriers: Map<string, string>; lang: TLanguage }): TDeliveryLocDetailReply {
  const overseas = r.frcnDyplYn === 'Y';
  const [p1, p2, p3] = overseas ? Object.values(splitIntlPhone(r.deliveryLocPhone)) : splitPhoneParts(r.deliveryLocPhone);
  return {
    deliveryLocCd: r.deliveryLocCd,
    deliveryLocNm: r.deliveryLocNm,
    supplyEntrCd: r.supplyEntrCd,
    supplyEntrNm: ctx.supplyEntrNm,
    deliveryEntrCd: r.deliveryEntrCd,
    deliveryEntrNm: ctx.carriers.get(r.deliveryEntrCd) ?? r.deliveryEntrCd,
    deliveryLocPhone1: p1 ?? '',
    deliveryLocPhone2: p2 ?? '',
    deliveryLocPhone3: p3 ?? '',
    deliveryLocPhoneText: formatPhoneNumber(r.deliveryLocPhone),
    deliveryLocZip: r.deliveryLocZip,
    deliveryLocAddr: r.deliveryLocAddr,
    deliveryLocDtlAddr: r.deliveryLocDtlAddr,
    returnSameYn: r.returnSameYn,
    returnZipNo: r.returnZipNo,
    returnAddr: r.returnAddr,
    returnDtlAddr: r.returnDtlAddr,
    useYn: r.useYn,
    frcnDyplYn: r.frcnDyplYn,
    verifiedYn: r.verifiedYn,
    gfStsCd: r.gfStsCd,
    gfStsNm: r.gfStsCd ? codeName('goodsFlow.status', r.gfStsCd, ctx.lang) : null,
    regDt: r.regDt.toISOString(),
    regNm: r.regNm,
    upDt: r.upDt.toISOString(),
    upNm: r.upNm,
  };
}
