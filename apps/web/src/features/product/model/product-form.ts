import {
  CONFIRM_NO_FIELDS,
  kcNeedsNumber,
  NOTICE_ITEM_FIELDS,
  type TKcGb,
  type TNoticeItemField,
  type TOptionType,
  type TVatCd,
  type TYn,
} from '@po/contracts';
import { blankOptionRow, type OptionRowValues } from './option-rows';

/** The registration form's values: number boxes are null while empty; selects are undefined until chosen. */
export type ProductFormValues = {
  supplyProdCd: string;
  prodNm: string;
  brandCd?: string;
  standardCategoryId?: string;
  seasonCd?: string;
  itemkindCd?: string;
  prodSexGb?: string;
  modelCd: string;
  modelNm: string;
  makeNm: string;
  nativeCd?: string;
  importationGb?: string;
  luxuryYn: TYn;
  vatCd: TVatCd;
  listPrice: number | null;
  prodPrice: number | null;
  pointRate: number | null;
  optionType: TOptionType;
  optnStpMthdCd: '01' | '02';
  optionNm1: string;
  optionNm2: string;
  /** The axes' values as typed; the grid (options) is made from them. Not sent. */
  optionValues1: string[];
  optionValues2: string[];
  options: OptionRowValues[];
  niTypeCd?: string;
  deliveryLocCd?: string;
  dlcstPlcyCd?: string | null;
  deliveryMethod: string;
  codYn: TYn;
  giDd: number | null;
  ltDcnt: number | null;
  giOptnCd: string;
  giHr: number | null;
  kcGb: TKcGb;
  confirmNo1: string;
  confirmNo2: string;
  confirmNo3: string;
  confirmNo4: string;
  confirmNo5: string;
  minOrdQty: number | null;
  maxOrdQty: number | null;
  giftWrapYn: TYn;
  minorBuyYn: TYn;
  grntSrvcGoodsYn: TYn;
  reserveYn: TYn;
  prodDesc: string;
  /** Uploaded images in order (the first is the main image); their ids are sent. */
  images: { fileSeq: number; fileUrl: string }[];
} & Record<TNoticeItemField, string>;

const NO_NOTICE = Object.fromEntries(NOTICE_ITEM_FIELDS.map((f) => [f, ''])) as Record<TNoticeItemField, string>;

export const emptyProduct = (): ProductFormValues => ({
  supplyProdCd: '',
  prodNm: '',
  modelCd: '',
  modelNm: '',
  makeNm: '',
  luxuryYn: 'N',
  vatCd: '01',
  listPrice: null,
  prodPrice: null,
  pointRate: 0,
  optionType: '0',
  optnStpMthdCd: '01',
  optionNm1: '',
  optionNm2: '',
  optionValues1: [],
  optionValues2: [],
  options: [blankOptionRow()],
  deliveryMethod: '01',
  codYn: 'N',
  giDd: null,
  ltDcnt: null,
  giOptnCd: '00',
  giHr: null,
  kcGb: '00',
  confirmNo1: '',
  confirmNo2: '',
  confirmNo3: '',
  confirmNo4: '',
  confirmNo5: '',
  minOrdQty: 1,
  maxOrdQty: null,
  giftWrapYn: 'N',
  minorBuyYn: 'Y',
  grntSrvcGoodsYn: 'N',
  reserveYn: 'N',
  prodDesc: '',
  images: [],
  ...NO_NOTICE,
});

/** null -> undefined: an empty box is left out, so the contract's own message for the field shows. */
const box = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

/**
 * The registration request from the form, before the contract schema runs. Images go as their upload ids
 * in order. No delivery-fee policy means the brand's fees.
 */
export function toRegisterBody(v: Partial<ProductFormValues>) {
  const {
    optionValues1: _v1,
    optionValues2: _v2,
    options,
    listPrice,
    prodPrice,
    pointRate,
    giDd,
    ltDcnt,
    giHr,
    minOrdQty,
    maxOrdQty,
    dlcstPlcyCd,
    images,
    ...rest
  } = v;
  const axes = Number(rest.optionType ?? '0');
  return {
    ...rest,
    // An axis the option type does not use is hidden: its name is not sent (the contract refuses one).
    optionNm1: axes >= 1 ? (rest.optionNm1 ?? '') : '',
    optionNm2: axes >= 2 ? (rest.optionNm2 ?? '') : '',
    // A kind without a certificate number disables the boxes: numbers typed before are not sent.
    ...Object.fromEntries(CONFIRM_NO_FIELDS.map((f) => [f, kcNeedsNumber(rest.kcGb ?? '00') ? (rest[f] ?? '') : ''])),
    listPrice: box(listPrice),
    prodPrice: box(prodPrice),
    pointRate: pointRate ?? 0,
    giDd: box(giDd),
    ltDcnt: box(ltDcnt),
    giHr: rest.giOptnCd === '01' ? box(giHr) : null,
    minOrdQty: minOrdQty ?? 1,
    maxOrdQty: maxOrdQty ?? null,
    dlcstPlcyCd: dlcstPlcyCd || null,
    options: (options ?? []).map((r) => ({ ...r, stockQty: box(r.stockQty), extraCharge: r.extraCharge ?? 0 })),
    images: (images ?? []).map((i) => ({ fileSeq: i.fileSeq })),
  };
}
