import { NOTICE_ITEM_FIELDS, OPTION_TYPES, PROD_STATUS, type TNoticeItemField, type TRegisterProductRequest, type TUpdateProductRequest } from '@po/contracts';
import type { Actor } from '@/platform/auth/session-scope.ts';
import type { NewOption, NewProduct, NewStatusHistory } from './product.repository.ts';

interface RecordContext {
  supplyEntrCd: string;
  prodCd: string;
  sellFeeRate: number;
  actor: Actor;
  now: Date;
}

/** A product code's option codes: prodCd + three digits, in the form's order. */
export const prodOptionCdOf = (prodCd: string, index: number) => `${prodCd}${String(index + 1).padStart(3, '0')}`;

/** The product row of a registration: awaiting approval, version 1. */
export function toProductRow(b: TRegisterProductRequest, c: RecordContext): NewProduct {
  const author = { regDt: c.now, regId: c.actor.mgrId, regNm: c.actor.nm, upDt: c.now, upId: c.actor.mgrId, upNm: c.actor.nm };
  const none = b.optionType === OPTION_TYPES.none;
  return {
    supplyEntrCd: c.supplyEntrCd,
    prodCd: c.prodCd,
    prodStsCd: PROD_STATUS.awaiting,
    ...pickProductValues(b),
    optionNm1: none ? '' : b.optionNm1,
    optionNm2: b.optionType === OPTION_TYPES.double ? b.optionNm2 : '',
    sellFeeRate: String(c.sellFeeRate),
    pointRate: String(b.pointRate),
    ...author,
  };
}

function pickProductValues(b: TRegisterProductRequest) {
  const { options: _o, images: _i, pointRate: _p, optionNm1: _n1, optionNm2: _n2, ...rest } = b;
  // The notice items are rows of their own (product_notice_item), not product columns.
  const values: Record<string, unknown> = { ...rest };
  for (const f of NOTICE_ITEM_FIELDS) delete values[f];
  return values as Omit<typeof rest, (typeof NOTICE_ITEM_FIELDS)[number]>;
}

/** One row per combination; an empty seller option code is stored as none (it is unique only when given). */
export function toOptionRows(b: TRegisterProductRequest, c: RecordContext): NewOption[] {
  return b.options.map((o, i) => ({
    supplyEntrCd: c.supplyEntrCd,
    prodCd: c.prodCd,
    prodOptionCd: prodOptionCdOf(c.prodCd, i),
    sortOrder: i + 1,
    optionValue1: o.optionValue1,
    optionValue2: o.optionValue2,
    stockQty: o.stockQty,
    extraCharge: o.extraCharge,
    enterpriseOptionCd: o.enterpriseOptionCd === '' ? null : o.enterpriseOptionCd,
    saleAbleYn: o.saleAbleYn,
    upDt: c.now,
  }));
}

/** The status history row of a registration (the sheet's or the form's): a new product awaiting approval, moved by the seller. */
export function toRegisterHistoryRow(c: Pick<RecordContext, 'supplyEntrCd' | 'prodCd' | 'actor' | 'now'>): NewStatusHistory {
  return {
    supplyEntrCd: c.supplyEntrCd,
    prodCd: c.prodCd,
    fromStsCd: null,
    toStsCd: PROD_STATUS.awaiting,
    action: 'register',
    actorType: 'seller',
    actorId: c.actor.mgrId,
    actorNm: c.actor.nm,
    changedDt: c.now,
  };
}

/** The notice's items as rows, with the item names of the type's set as they read today. */
export function toNoticeRows(b: Record<TNoticeItemField, string>, c: { supplyEntrCd: string; prodCd: string }, itemNames: readonly string[]) {
  return itemNames.map((itemNm, i) => ({
    supplyEntrCd: c.supplyEntrCd,
    prodCd: c.prodCd,
    niCdSeq: i + 1,
    itemNm,
    itemValue: b[NOTICE_ITEM_FIELDS[i] ?? 'niCd1'],
  }));
}

/** The product columns an update writes: the form's values, the prices only when given (the status rule checked them). */
export function toProductPatch(b: TUpdateProductRequest, c: { sellFeeRate: number | null; actor: Actor; now: Date }): Partial<NewProduct> {
  const { options: _o, images: _i, version: _v, listPrice, prodPrice, pointRate, ...rest } = b;
  const values: Record<string, unknown> = { ...rest };
  for (const f of NOTICE_ITEM_FIELDS) delete values[f];
  return {
    ...(values as Partial<NewProduct>),
    optionNm1: b.optionType === OPTION_TYPES.none ? '' : b.optionNm1,
    optionNm2: b.optionType === OPTION_TYPES.double ? b.optionNm2 : '',
    pointRate: String(pointRate),
    ...(listPrice !== undefined && prodPrice !== undefined ? { listPrice, prodPrice } : {}),
    ...(c.sellFeeRate !== null ? { sellFeeRate: String(c.sellFeeRate) } : {}),
    upDt: c.now,
    upId: c.actor.mgrId,
    upNm: c.actor.nm,
  };
}

/** The next free option code suffix of a product: codes are never renumbered, so new combinations follow the highest. */
export const nextOptionIndex = (prodCd: string, codes: readonly string[]) => codes.reduce((max, cd) => Math.max(max, Number(cd.slice(prodCd.length)) || 0), 0);
