import type { Dayjs } from '@/shared/date/seoul';

export interface RejectFormValues {
  rejectReason?: string;
  renewDt?: Dayjs | null;
}

/** The reject request from the form, before the contract schema runs: no date is null. */
export function toRejectBody(v: RejectFormValues): { rejectReason: string; renewDt: string | null } {
  return { rejectReason: v.rejectReason ?? '', renewDt: v.renewDt ? v.renewDt.format('YYYY-MM-DD') : null };
}
