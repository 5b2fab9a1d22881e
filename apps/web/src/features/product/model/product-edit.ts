import { NOTICE_ITEM_FIELDS, optionKey, type EditRule, type TKcGb, type TProductDetailReply, type TVatCd } from '@po/contracts';
import { emptyProduct, toRegisterBody, type ProductFormValues } from './product-form';
import type { OptionRowValues } from './option-rows';

/** The update form's values are the registration's, read from the product. */
export type ProductEditValues = ProductFormValues;

/** An axis' values in the order of the grid (value 1 outer), each once as a buyer reads it. */
export function axisValues(rows: readonly Pick<OptionRowValues, 'optionValue1' | 'optionValue2'>[], axis: 1 | 2): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of rows) {
    const v = axis === 1 ? r.optionValue1 : r.optionValue2;
    const key = optionKey(v, '');
    if (v === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

/** The form's values from the product as read: the grid's rows keep their codes and versions. */
export function toEditValues(d: TProductDetailReply): ProductEditValues {
  const rows = [...d.options].sort((a, b) => a.sortOrder - b.sortOrder);
  const axes = Number(d.optionType);
  const options: OptionRowValues[] = rows.map((r) => ({
    optionValue1: r.optionValue1,
    optionValue2: r.optionValue2,
    stockQty: r.stockQty,
    extraCharge: r.extraCharge,
    enterpriseOptionCd: r.enterpriseOptionCd,
    saleAbleYn: r.saleAbleYn,
    prodOptionCd: r.prodOptionCd,
    version: r.version,
  }));
  const notice = Object.fromEntries(NOTICE_ITEM_FIELDS.map((f) => [f, d[f]]));
  return {
    ...emptyProduct(),
    supplyProdCd: d.supplyProdCd,
    prodNm: d.prodNm,
    brandCd: d.brandCd,
    standardCategoryId: d.standardCategoryId,
    seasonCd: d.seasonCd,
    itemkindCd: d.itemkindCd,
    prodSexGb: d.prodSexGb,
    modelCd: d.modelCd,
    modelNm: d.modelNm,
    makeNm: d.makeNm,
    nativeCd: d.nativeCd,
    importationGb: d.importationGb,
    luxuryYn: d.luxuryYn,
    vatCd: d.vatCd as TVatCd,
    listPrice: d.listPrice,
    prodPrice: d.prodPrice,
    pointRate: Number(d.pointRate),
    optionType: d.optionType,
    optnStpMthdCd: d.optnStpMthdCd === '02' ? '02' : '01',
    optionNm1: d.optionNm1,
    optionNm2: d.optionNm2,
    optionValues1: axes >= 1 ? axisValues(options, 1) : [],
    optionValues2: axes >= 2 ? axisValues(options, 2) : [],
    options,
    niTypeCd: d.niTypeCd,
    ...notice,
    deliveryLocCd: d.deliveryLocCd,
    dlcstPlcyCd: d.dlcstPlcyCd,
    deliveryMethod: d.deliveryMethod,
    codYn: d.codYn,
    giDd: d.giDd,
    ltDcnt: d.ltDcnt,
    giOptnCd: d.giOptnCd,
    giHr: d.giHr,
    kcGb: d.kcGb as TKcGb,
    confirmNo1: d.confirmNo1,
    confirmNo2: d.confirmNo2,
    confirmNo3: d.confirmNo3,
    confirmNo4: d.confirmNo4,
    confirmNo5: d.confirmNo5,
    giftWrapYn: d.giftWrapYn,
    minorBuyYn: d.minorBuyYn,
    minOrdQty: d.minOrdQty,
    maxOrdQty: d.maxOrdQty,
    grntSrvcGoodsYn: d.grntSrvcGoodsYn,
    reserveYn: d.reserveYn,
    images: [...d.images].sort((a, b) => a.imageSeq - b.imageSeq).map((i) => ({ fileSeq: i.fileSeq, fileUrl: i.fileUrl })),
    prodDesc: d.prodDesc,
  };
}

export interface UpdateContext {
  /** The product's version as the form read it: a save over a newer one is refused (409). */
  version: number;
  rule: EditRule;
}

/**
 * The update request from the form, before the contract schema runs. An approved product sends no prices
 * (they change through a price-change request); a stored combination names its code and the version its
 * stock was read at, a new one neither.
 */
export function toUpdateBody(v: Partial<ProductEditValues>, ctx: UpdateContext) {
  const { listPrice, prodPrice, ...rest } = toRegisterBody(v);
  return {
    ...rest,
    ...(ctx.rule.prices ? { listPrice, prodPrice } : {}),
    options: rest.options.map(({ prodOptionCd, version, ...r }) => ({ ...r, prodOptionCd: prodOptionCd ?? null, version: version ?? null })),
    version: ctx.version,
  };
}
