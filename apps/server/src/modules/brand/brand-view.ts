import { brandSettingsOf, normaliseBrandName, type TBrandRequestSaveRequest, type TBrandRow, type TLanguage } from '@po/contracts';
import { codeName } from '@/platform/http/messages.ts';
import type { BrandRow } from './brand.repository.ts';

export const BRAND_ENTITY = 'brand';
export const BRAND_REQUEST_ENTITY = 'brandRequest';

const blank = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** The stored values of a request form, with the names normalised for the duplicate check. */
export function toRequestValues(b: TBrandRequestSaveRequest) {
  return {
    brandNm: b.brandNm,
    brandEnm: b.brandEnm,
    brandNmNorm: normaliseBrandName(b.brandNm),
    brandEnmNorm: normaliseBrandName(b.brandEnm),
    tbrandNm: blank(b.tbrandNm),
    tbrandEnm: blank(b.tbrandEnm),
    partnerBrandCd: blank(b.partnerBrandCd),
    sellFeeRate: b.sellFeeRate,
    chargeMdCd: b.chargeMdCd,
    rqstReason: b.rqstReason,
    ...toSettingsValues({ ...b, useYn: 'Y' }),
  };
}

/** The stored values of the settings form (brandUpdateForm). */
export const toSettingsValues = brandSettingsOf;

/** Fields the change log follows on a brand. */
export const BRAND_LOGGED_FIELDS = [
  'brandNm',
  'brandEnm',
  'tbrandNm',
  'tbrandEnm',
  'partnerBrandCd',
  'sellFeeRate',
  'chargeMdCd',
  'deliveryLocCd',
  'deliveryFee',
  'minOrdAmt',
  'jejuDeliveryFee',
  'islandDeliveryFee',
  'rtrnDlcst',
  'exchDlcst',
  'useYn',
  'confirmStatus',
  'brandCd',
  'rejectReason',
] as const;

export interface BrandViewContext {
  lang: TLanguage;
  mdNames: Map<string, string>;
  /** Site names by `${supplyEntrCd}/${deliveryLocCd}`. */
  siteNames: Map<string, string>;
}
export const siteKey = (supplyEntrCd: string, deliveryLocCd: string) => `${supplyEntrCd}/${deliveryLocCd}`;

/** A brand or request as the screens show it. */
export function toBrandReply(r: BrandRow, ctx: BrandViewContext): TBrandRow {
  return {
    brandRgsrRqstSeq: r.brandRgsrRqstSeq,
    brandCd: r.brandCd,
    brandNm: r.brandNm,
    brandEnm: r.brandEnm,
    tbrandCd: r.tbrandCd,
    tbrandNm: r.tbrandNm,
    tbrandEnm: r.tbrandEnm,
    partnerBrandCd: r.partnerBrandCd,
    deliveryLocCd: r.deliveryLocCd,
    deliveryLocNm: ctx.siteNames.get(siteKey(r.supplyEntrCd, r.deliveryLocCd)) ?? r.deliveryLocCd,
    sellFeeRate: r.sellFeeRate,
    deliveryFee: r.deliveryFee,
    minOrdAmt: r.minOrdAmt,
    jejuDeliveryFee: r.jejuDeliveryFee,
    islandDeliveryFee: r.islandDeliveryFee,
    rtrnDlcst: r.rtrnDlcst,
    exchDlcst: r.exchDlcst,
    useYn: r.useYn,
    confirmYn: r.confirmStatus === 'APPROVED' ? 'Y' : 'N',
    confirmStatus: r.confirmStatus,
    confirmStatusNm: codeName('brand.status', r.confirmStatus, ctx.lang),
    chargeMdCd: r.chargeMdCd,
    chargeMdNm: ctx.mdNames.get(r.chargeMdCd) ?? r.chargeMdCd,
    rqstReason: r.rqstReason,
    rejectReason: r.rejectReason,
    confirmDt: r.confirmDt ? r.confirmDt.toISOString() : null,
    regDt: r.regDt.toISOString(),
    regNm: r.regNm,
    upDt: r.upDt.toISOString(),
    upNm: r.upNm,
  };
}
