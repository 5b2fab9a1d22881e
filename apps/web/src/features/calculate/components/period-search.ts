import { ZSettleYm, type TSettlementProfileReply } from '@po/contracts';
import { z } from 'zod';
import { seoulToday } from '@/shared/date/seoul';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { monthBounds, monthRange, type TMonthRange } from './month-period-field';
import { defaultPeriod } from './settlement-format';

/** The search of every settlement list: a period of months (the rules are the contract's, checked in the form too). */
export const ZMonthPeriodFilter = z.object({ startYm: ZSettleYm, endYm: ZSettleYm });

export interface PeriodFormValues {
  period: TMonthRange;
}

/**
 * A settlement list's search kept in history (useListSearch) and its form; a screen opened afresh shows the
 * seller's last `months` fixed months. `request` is null until the period is whole.
 */
export function usePeriodSearch(stateKey: string, profile: Pick<TSettlementProfileReply, 'lastFixedYm'>, opts: { months?: number; fromYm?: string } = {}) {
  const today = seoulToday().format('YYYY-MM-DD');
  const opening = defaultPeriod(profile.lastFixedYm, today, opts.months);
  if (opts.fromYm && opening.startYm < opts.fromYm) opening.startYm = opts.fromYm > opening.endYm ? opening.endYm : opts.fromYm;
  const list = useListSearch(ZMonthPeriodFilter, stateKey, { defaults: opening });
  const { startYm, endYm } = list.filters;
  const form = useFilterForm<PeriodFormValues>({ period: monthRange({ startYm, endYm }) });
  const blank: PeriodFormValues = { period: monthRange(opening) };
  const period = startYm && endYm ? { startYm, endYm } : null;
  return {
    list,
    form,
    blank,
    period,
    request: period ? { ...period, pageNum: list.page.pageNum, pageSize: list.page.pageSize } : null,
    search: (values: PeriodFormValues) => list.search(monthBounds(values.period)),
  };
}
