import { DELIVERY_LOC_LIMITS, splitIntlPhone, utf8ByteLength, type TDeliveryLocDetailReply, type TYn } from '@po/contracts';
import type { NameOf } from '@/shared/form/schema-form';

/** The site form: the request's fields, plus one box for an overseas site's single phone number. */
export interface DeliveryLocFormValues {
  deliveryLocNm: string;
  deliveryEntrCd?: string;
  deliveryLocPhone1?: string;
  deliveryLocPhone2: string;
  deliveryLocPhone3: string;
  intlPhone: string;
  deliveryLocZip: string;
  deliveryLocAddr: string;
  deliveryLocDtlAddr: string;
  returnSameYn: TYn;
  returnZipNo: string;
  returnAddr: string;
  returnDtlAddr: string;
  frcnDyplYn: TYn;
  useYn: TYn;
}

export const EMPTY_SITE: DeliveryLocFormValues = {
  deliveryLocNm: '',
  deliveryLocPhone2: '',
  deliveryLocPhone3: '',
  intlPhone: '',
  deliveryLocZip: '',
  deliveryLocAddr: '',
  deliveryLocDtlAddr: '',
  returnSameYn: 'Y',
  returnZipNo: '',
  returnAddr: '',
  returnDtlAddr: '',
  frcnDyplYn: 'N',
  useYn: 'Y',
};

export function toSiteFormValues(d: TDeliveryLocDetailReply): DeliveryLocFormValues {
  const overseas = d.frcnDyplYn === 'Y';
  return {
    deliveryLocNm: d.deliveryLocNm,
    deliveryEntrCd: d.deliveryEntrCd || undefined,
    deliveryLocPhone1: overseas ? undefined : d.deliveryLocPhone1 || undefined,
    deliveryLocPhone2: overseas ? '' : d.deliveryLocPhone2,
    deliveryLocPhone3: overseas ? '' : d.deliveryLocPhone3,
    intlPhone: overseas ? `${d.deliveryLocPhone1}${d.deliveryLocPhone2}${d.deliveryLocPhone3}` : '',
    deliveryLocZip: d.deliveryLocZip,
    deliveryLocAddr: d.deliveryLocAddr,
    deliveryLocDtlAddr: d.deliveryLocDtlAddr,
    returnSameYn: d.returnSameYn,
    returnZipNo: d.returnZipNo,
    returnAddr: d.returnAddr,
    returnDtlAddr: d.returnDtlAddr,
    frcnDyplYn: d.frcnDyplYn,
    useYn: d.useYn,
  };
}

/**
 * The request from the form, before the contract schema runs: a domestic phone travels in its three
 * parts, an overseas one split 4/4/rest; with "return = shipping" the return fields are left to the server.
 */
export function toSiteBody(v: Partial<DeliveryLocFormValues>) {
  const s = (x: string | undefined) => x ?? '';
  const overseas = v.frcnDyplYn === 'Y';
  const phone = overseas
    ? splitIntlPhone(s(v.intlPhone).trim())
    : { phone1: s(v.deliveryLocPhone1), phone2: s(v.deliveryLocPhone2), phone3: s(v.deliveryLocPhone3) };
  const same = v.returnSameYn !== 'N';
  return {
    deliveryLocNm: s(v.deliveryLocNm),
    deliveryEntrCd: s(v.deliveryEntrCd),
    deliveryLocPhone1: phone.phone1,
    deliveryLocPhone2: phone.phone2,
    deliveryLocPhone3: phone.phone3,
    deliveryLocZip: s(v.deliveryLocZip),
    deliveryLocAddr: s(v.deliveryLocAddr),
    deliveryLocDtlAddr: s(v.deliveryLocDtlAddr),
    returnSameYn: same ? ('Y' as const) : ('N' as const),
    ...(same ? {} : { returnZipNo: s(v.returnZipNo), returnAddr: s(v.returnAddr), returnDtlAddr: s(v.returnDtlAddr) }),
    frcnDyplYn: overseas ? ('Y' as const) : ('N' as const),
    useYn: v.useYn ?? 'Y',
  };
}

/** Rule paths to form items: an overseas site's phone messages belong to its single box. */
export const siteNameOf =
  (overseas: boolean): NameOf =>
  (path) =>
    overseas && typeof path[0] === 'string' && path[0].startsWith('deliveryLocPhone') ? ['intlPhone'] : path;

/** The live counter of the name box: UTF-8 bytes against the 50-byte column (16 Korean letters). */
export function nameBytes(value: string | undefined): { bytes: number; max: number; over: boolean } {
  const bytes = utf8ByteLength((value ?? '').trim());
  return { bytes, max: DELIVERY_LOC_LIMITS.nameMaxBytes, over: bytes > DELIVERY_LOC_LIMITS.nameMaxBytes };
}
