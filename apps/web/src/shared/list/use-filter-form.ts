import { Form } from 'antd';
import { useEffect } from 'react';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { dayjs } from '@/shared/date/seoul';

const DAY = 'YYYY-MM-DD';

/** A from/to pair of day filters as the range picker shows it (both days or none). */
export const dayRange = (from?: string, to?: string): TDateRange => (from && to ? [dayjs(from), dayjs(to)] : null);

/** The range picker's days as a from/to pair of day filters. */
export const dayBounds = (range: TDateRange | undefined) => ({ from: range?.[0].format(DAY), to: range?.[1].format(DAY) });

/**
 * The filter form of a list screen. Its initial values are the blank form (what Reset goes back to);
 * the boxes then show the current search, also when back/forward bring an earlier one. (Initial values
 * that followed the search would make Reset bring back the search instead of clearing it.)
 */
export function useFilterForm<V extends object>(shown: V) {
  const [form] = Form.useForm<V>();
  const shownKey = JSON.stringify(shown);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for `shown`, a new object each render
  useEffect(() => form.setFieldsValue(shown), [form, shownKey]);
  return form;
}
