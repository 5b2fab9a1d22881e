import { monthPeriodError, type TTextKey } from '@po/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/shared/date/range-picker';
import { dayjs, type Dayjs } from '@/shared/date/seoul';

const YM = 'YYYY-MM';

/** The month range of a settlement search form: both months or none. */
export type TMonthRange = [Dayjs, Dayjs] | null;

export const monthRange = (p: { startYm?: string; endYm?: string }): TMonthRange =>
  p.startYm && p.endYm ? [dayjs(`${p.startYm}-01`), dayjs(`${p.endYm}-01`)] : null;

export const monthBounds = (range: TMonthRange | undefined) => ({ startYm: range?.[0].format(YM), endYm: range?.[1].format(YM) });

/** The rule keys a month period breaks, in the order the server checks them (period, length, earliest month). */
export function monthRangeError(range: TMonthRange | undefined, max: number, fromYm?: string): TTextKey | null {
  const { startYm, endYm } = monthBounds(range);
  if (!startYm || !endYm) return 'calculate.msg.periodRequired';
  const error = monthPeriodError({ startYm, endYm }, max);
  if (error) return error;
  if (fromYm && startYm < fromYm) return 'calculate.msg.purveyanceFrom';
  return null;
}

/**
 * A period of settlement months (at most `max`, counting both ends; from `fromYm` on when given): the form shows
 * the same messages the server answers with, before the search is sent.
 */
export function MonthPeriodField({ max, fromYm, testId }: { max: number; fromYm?: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="period"
      label={t('calculatePage.field.period')}
      extra={t('calculatePage.hint.maxMonths', { count: max })}
      rules={[
        {
          validator: (_, value: TMonthRange) => {
            const error = monthRangeError(value, max, fromYm);
            return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
          },
        },
      ]}
    >
      <DateRangePicker picker="month" format={YM} allowClear={false} style={{ width: 220 }} data-testid={testId} />
    </Form.Item>
  );
}
