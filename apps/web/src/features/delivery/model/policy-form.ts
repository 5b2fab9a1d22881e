import { DLCST_TYPES, type TDeliveryPolicyDetailReply, type TDlcstType, type TYn } from '@po/contracts';
import { dayjs, type Dayjs } from '@/shared/date/seoul';
import type { NameOf } from '@/shared/form/schema-form';

const ISO = 'YYYY-MM-DD';

export const FEE_FIELDS = ['dlcst', 'dlcstLevyStdrAmt', 'inmnDlcst', 'jejuDlcst', 'rtrnDlcst', 'exchDlcst'] as const;
export type FeeField = (typeof FEE_FIELDS)[number];

/** The policy form: the request's fields, with the two dates as one range picker. */
export type PolicyFormValues = {
  dlcstPlcyTitl: string;
  plcyTypeCd?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
  dlcstTypeCd?: TDlcstType;
  useYn: TYn;
} & Record<FeeField, number | null>;

export const EMPTY_POLICY: PolicyFormValues = {
  dlcstPlcyTitl: '',
  useYn: 'Y',
  dlcst: null,
  dlcstLevyStdrAmt: null,
  inmnDlcst: null,
  jejuDlcst: null,
  rtrnDlcst: null,
  exchDlcst: null,
};

export function toPolicyFormValues(p: TDeliveryPolicyDetailReply): PolicyFormValues {
  return {
    dlcstPlcyTitl: p.dlcstPlcyTitl,
    plcyTypeCd: p.plcyTypeCd,
    period: [dayjs(p.strtDt), dayjs(p.endDt)],
    dlcstTypeCd: p.dlcstTypeCd as TDlcstType,
    useYn: p.useYn,
    dlcst: p.dlcst,
    dlcstLevyStdrAmt: p.dlcstLevyStdrAmt,
    inmnDlcst: p.inmnDlcst,
    jejuDlcst: p.jejuDlcst,
    rtrnDlcst: p.rtrnDlcst,
    exchDlcst: p.exchDlcst,
  };
}

/** The request from the form, before the contract schema runs (an empty date or amount fails its rule there). */
export function toPolicyBody(v: Partial<PolicyFormValues>) {
  const date = (d: Dayjs | null | undefined) => (d ? d.format(ISO) : '');
  const fee = (f: FeeField) => v[f] ?? undefined;
  return {
    dlcstPlcyTitl: v.dlcstPlcyTitl ?? '',
    plcyTypeCd: v.plcyTypeCd,
    strtDt: date(v.period?.[0]),
    endDt: date(v.period?.[1]),
    dlcstTypeCd: v.dlcstTypeCd,
    dlcst: fee('dlcst'),
    dlcstLevyStdrAmt: fee('dlcstLevyStdrAmt'),
    inmnDlcst: fee('inmnDlcst'),
    jejuDlcst: fee('jejuDlcst'),
    rtrnDlcst: fee('rtrnDlcst'),
    exchDlcst: fee('exchDlcst'),
    useYn: v.useYn ?? 'Y',
  };
}

/** The dates' rules are shown on the range picker. */
export const policyNameOf: NameOf = (path) => (path[0] === 'strtDt' || path[0] === 'endDt' ? ['period'] : path);

/**
 * Amounts a fee type fixes (business §5, fee-rules.ts): free has no fee and no threshold; paid has no
 * threshold. The form sets them to 0 and locks them; the conditional type takes both.
 */
export function lockedFees(type: TDlcstType | undefined): Partial<Record<'dlcst' | 'dlcstLevyStdrAmt', 0>> {
  if (type === DLCST_TYPES.free) return { dlcst: 0, dlcstLevyStdrAmt: 0 };
  if (type === DLCST_TYPES.paid) return { dlcstLevyStdrAmt: 0 };
  return {};
}
