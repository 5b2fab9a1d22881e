import { BOX_SIZES, canTransition, GOODS_FLOW_MACHINE, type TGoodsFlowAction, type TGoodsFlowDetailReply, type TGoodsFlowStatus } from '@po/contracts';
import type { NameOf } from '@/shared/form/schema-form';

export type BoxSize = (typeof BOX_SIZES)[number];
export const FARE_FIELDS = ['shscFare', 'bhFare', 'rtFare'] as const;
export type FareField = (typeof FARE_FIELDS)[number];
type FareRow = Record<FareField, number | null | undefined>;

/** The contract form: one row of three fares per box size (a row left empty is not sent). */
export interface GoodsFlowFormValues {
  contractNo: string;
  contractCustNo: string;
  fareType?: string;
  mdNm: string;
  fares: Record<BoxSize, FareRow>;
}

const emptyFares = (): Record<BoxSize, FareRow> =>
  Object.fromEntries(BOX_SIZES.map((size) => [size, { shscFare: null, bhFare: null, rtFare: null }])) as Record<BoxSize, FareRow>;

export const EMPTY_CONTRACT: GoodsFlowFormValues = { contractNo: '', contractCustNo: '', mdNm: '', fares: emptyFares() };

export function toContractFormValues(c: TGoodsFlowDetailReply): GoodsFlowFormValues {
  const fares = emptyFares();
  for (const f of c.boxFares) {
    if ((BOX_SIZES as readonly string[]).includes(f.boxSize)) fares[f.boxSize as BoxSize] = { shscFare: f.shscFare, bhFare: f.bhFare, rtFare: f.rtFare };
  }
  return { contractNo: c.contractNo, contractCustNo: c.contractCustNo, fareType: c.fareType || undefined, mdNm: c.mdNm, fares };
}

const given = (n: number | null | undefined): n is number => typeof n === 'number';

/** The sizes that carry at least one fare, in box order: the rows the request sends. */
export const filledSizes = (v: Partial<GoodsFlowFormValues>): BoxSize[] => BOX_SIZES.filter((size) => FARE_FIELDS.some((f) => given(v.fares?.[size]?.[f])));

/** The request from the form, before the contract schema runs; blank optional texts are left out. */
export function toContractBody(v: Partial<GoodsFlowFormValues>) {
  const text = (x: string | undefined) => (x ?? '').trim();
  return {
    contractNo: text(v.contractNo),
    contractCustNo: text(v.contractCustNo),
    ...(v.fareType ? { fareType: v.fareType } : {}),
    ...(text(v.mdNm) ? { mdNm: text(v.mdNm) } : {}),
    boxFares: filledSizes(v).map((boxSize) => {
      const row = v.fares?.[boxSize];
      const fare = (f: FareField) => (given(row?.[f]) ? row[f] : null);
      return { boxSize, shscFare: fare('shscFare'), bhFare: fare('bhFare'), rtFare: fare('rtFare') };
    }),
  };
}

/**
 * Rule paths to form items: `boxFares.1.bhFare` is the second filled size's cash fare; a rule about the
 * whole list ("at least one fare", a duplicate size) is shown under the table.
 */
export const contractNameOf =
  (v: Partial<GoodsFlowFormValues>): NameOf =>
  (path) => {
    if (path[0] !== 'boxFares') return path;
    const size = typeof path[1] === 'number' ? filledSizes(v)[path[1]] : undefined;
    const field = path[2];
    if (size && typeof field === 'string' && (FARE_FIELDS as readonly string[]).includes(field)) return ['fares', size, field];
    return ['boxFares'];
  };

/** What the seller may do with the contract in each status (spec business §4, docs/decisions.md "Goods-flow contracts"). */
export interface GoodsFlowButtons {
  register: boolean;
  save: boolean;
  request: boolean;
  delete: boolean;
  /** The form's boxes accept input. */
  editable: boolean;
}

/**
 * No contract: register. Otherwise the seller's moves the contract's state machine allows from its status
 * (contracts' GOODS_FLOW_MACHINE, the table the server refuses by), so screen and server never disagree.
 */
export function goodsFlowButtons(status: TGoodsFlowStatus | null): GoodsFlowButtons {
  if (status === null) return { register: true, save: false, request: false, delete: false, editable: true };
  const may = (action: TGoodsFlowAction) => canTransition(GOODS_FLOW_MACHINE, status, action, 'seller');
  return { register: false, save: may('edit'), request: may('request'), delete: may('delete'), editable: may('edit') };
}
