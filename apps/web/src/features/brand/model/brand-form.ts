import { brandSettingsOf, type TBrandRow, type TYn } from '@po/contracts';

export const FEE_FIELDS = ['deliveryFee', 'minOrdAmt', 'jejuDeliveryFee', 'islandDeliveryFee', 'rtrnDlcst', 'exchDlcst'] as const;
export type FeeField = (typeof FEE_FIELDS)[number];

/** The shipping terms both brand forms edit: the site and the six amounts. */
export type ShippingValues = { deliveryLocCd?: string } & Record<FeeField, number | null>;

/** The request form (productBrandForm). */
export type RequestFormValues = ShippingValues & {
  brandNm: string;
  brandEnm: string;
  tbrandNm: string;
  tbrandEnm: string;
  partnerBrandCd: string;
  sellFeeRate: string;
  chargeMdCd?: string;
  rqstReason: string;
};

/** The settings form (brandUpdateForm). */
export type SettingsFormValues = ShippingValues & { useYn: TYn };

const NO_FEES = Object.fromEntries(FEE_FIELDS.map((f) => [f, null])) as Record<FeeField, null>;

export const emptyRequest = (sellFeeRate: string): RequestFormValues => ({
  brandNm: '',
  brandEnm: '',
  tbrandNm: '',
  tbrandEnm: '',
  partnerBrandCd: '',
  sellFeeRate,
  rqstReason: '',
  ...NO_FEES,
});

/** The amounts as sent: an empty box is left out, so the contract's required message shows. */
const shippingBody = (v: Partial<ShippingValues>) => ({
  deliveryLocCd: v.deliveryLocCd,
  ...Object.fromEntries(FEE_FIELDS.map((f) => [f, v[f] ?? undefined])),
});

/** The request from the form, before the contract schema runs; dupConfirmYn is set once the seller confirms. */
export const toRequestBody = (v: Partial<RequestFormValues>, dupConfirmYn: TYn = 'N') => ({
  brandNm: v.brandNm ?? '',
  brandEnm: v.brandEnm ?? '',
  tbrandNm: v.tbrandNm || undefined,
  tbrandEnm: v.tbrandEnm || undefined,
  partnerBrandCd: v.partnerBrandCd || undefined,
  sellFeeRate: v.sellFeeRate ?? '',
  chargeMdCd: v.chargeMdCd,
  rqstReason: v.rqstReason ?? '',
  dupConfirmYn,
  ...shippingBody(v),
});

export const toSettingsValues = (b: TBrandRow): SettingsFormValues => brandSettingsOf(b);

export const toSettingsBody = (v: Partial<SettingsFormValues>) => ({ ...shippingBody(v), useYn: v.useYn ?? 'Y' });
