import { promotionUnitDiscount, promStateOn, type TPromDcType, type TPromDivision, type TPromotionHead } from '@po/contracts';
import type { PromotionRow } from './promotion.repository.ts';

/** The head every screen shows, with the promotion's stage on `today` (a Seoul day). */
export function toHead(row: PromotionRow, today: string): TPromotionHead {
  return {
    promCd: row.promCd,
    promNm: row.promNm,
    promDivision: row.promDivision as TPromDivision,
    promState: promStateOn(row, today),
    reqStartDt: row.reqStartDt,
    reqEndDt: row.reqEndDt,
    progStartDt: row.progStartDt,
    progEndDt: row.progEndDt,
    dcTypeCd: row.dcTypeCd as TPromDcType,
    dcValue: row.dcValue,
    bearer: row.bearer,
  };
}

/** The price a target sells at during the run, from the product's price now. */
export function promPriceOf(row: Pick<PromotionRow, 'dcTypeCd' | 'dcValue'>, target: { prodPrice: number; promPrice: number | null }): number {
  return (
    target.prodPrice - promotionUnitDiscount({ dcTypeCd: row.dcTypeCd as TPromDcType, dcValue: row.dcValue, promPrice: target.promPrice }, target.prodPrice)
  );
}
