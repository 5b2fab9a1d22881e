import type { TDiscountBearer, TPromDcType, TPromDivision, TPromotionCreateRequest } from '@po/contracts';
import type { Dayjs } from 'dayjs';
import { fieldPath, type NameOf } from '@/shared/form/schema-form';

/** One target row of the form: the seller's code, its product's code, and for a PRICE promotion its price. */
export interface TargetRow {
  supplyEntrCd: string;
  prodCd: string;
  promPrice?: number | null;
}

/** The console's new promotion: two range pickers for the periods, the targets as editable rows. */
export interface PromotionFormValues {
  promNm: string;
  promDivision?: TPromDivision;
  reqPeriod: [Dayjs | null, Dayjs | null] | null;
  progPeriod: [Dayjs | null, Dayjs | null] | null;
  dcTypeCd: TPromDcType;
  dcValue?: number | null;
  bearer: TDiscountBearer;
  targets: TargetRow[];
}

export const BLANK_TARGET: TargetRow = { supplyEntrCd: '', prodCd: '', promPrice: null };

export const BLANK_PROMOTION: PromotionFormValues = {
  promNm: '',
  promDivision: undefined,
  reqPeriod: null,
  progPeriod: null,
  dcTypeCd: 'RATE',
  dcValue: null,
  bearer: 'SELLER',
  targets: [{ ...BLANK_TARGET }],
};

const ISO = 'YYYY-MM-DD';
const day = (d: Dayjs | null | undefined) => (d ? d.format(ISO) : '');

/**
 * The create request from the form (the contract schema checks it next). Empty rows are dropped (the last blank
 * row the operator did not fill); a promotion price is sent only for a PRICE promotion.
 */
export function toPromotionBody(v: Partial<PromotionFormValues>): TPromotionCreateRequest {
  const price = v.dcTypeCd === 'PRICE';
  return {
    promNm: v.promNm ?? '',
    promDivision: v.promDivision as TPromDivision,
    reqStartDt: day(v.reqPeriod?.[0]),
    reqEndDt: day(v.reqPeriod?.[1]),
    progStartDt: day(v.progPeriod?.[0]),
    progEndDt: day(v.progPeriod?.[1]),
    dcTypeCd: v.dcTypeCd as TPromDcType,
    // PRICE carries its prices per product: the promotion's own value is 0 (ZPromotionHead). An empty box is sent
    // as null so the schema says "enter the discount" (its default of 0 would say "out of range").
    dcValue: price ? 0 : (v.dcValue ?? (null as unknown as number)),
    bearer: v.bearer as TDiscountBearer,
    targets: (v.targets ?? [])
      .map((r) => ({
        supplyEntrCd: (r.supplyEntrCd ?? '').trim(),
        prodCd: (r.prodCd ?? '').trim(),
        ...(price && r.promPrice !== null && r.promPrice !== undefined ? { promPrice: r.promPrice } : {}),
      }))
      .filter((r) => r.supplyEntrCd !== '' || r.prodCd !== ''),
  };
}

/** Appends pasted product codes of one seller (one per line, or separated by commas or spaces), skipping products already listed. */
export function addPastedTargets(rows: TargetRow[], supplyEntrCd: string, pasted: string): { rows: TargetRow[]; added: number } {
  const seller = supplyEntrCd.trim();
  const kept = rows.filter((r) => (r.supplyEntrCd ?? '').trim() !== '' || (r.prodCd ?? '').trim() !== '');
  const known = new Set(kept.map((r) => r.prodCd.trim()));
  const fresh: TargetRow[] = [];
  for (const code of pasted.split(/[\s,;]+/)) {
    const prodCd = code.trim();
    if (prodCd === '' || known.has(prodCd)) continue;
    known.add(prodCd);
    fresh.push({ supplyEntrCd: seller, prodCd, promPrice: null });
  }
  return { rows: [...kept, ...fresh], added: fresh.length };
}

/**
 * Schema paths to form items: the day pairs are one range picker each; a whole-list message (none, too many)
 * lands on the targets' note under the rows; a row's field on that row's box.
 */
export const promotionNameOf: NameOf = (raw) => {
  // The contract's row rules name their issue by one dotted path ('targets.1.promPrice'), as the server's fields do.
  const path = raw.length === 1 && typeof raw[0] === 'string' ? fieldPath(raw[0]) : raw;
  const [head, index, field] = path;
  if (head === 'reqStartDt' || head === 'reqEndDt') return ['reqPeriod'];
  if (head === 'progStartDt' || head === 'progEndDt') return ['progPeriod'];
  if (head === 'targets') return typeof index === 'number' && typeof field === 'string' ? ['targets', index, field] : ['targetsNote'];
  return path;
};
