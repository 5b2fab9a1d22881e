import { dayjs, SEOUL_TZ, type Dayjs } from '@/shared/date/seoul';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

type DateInput = string | number | Date | Dayjs | null | undefined;

// Calendar dates ("2024-03-01", "20240301") have no zone: converting them would shift the day abroad.
const CALENDAR_DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;

function toSeoul(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const m = CALENDAR_DATE.exec(value.trim());
    if (m) {
      const day = dayjs.tz(`${m[1]}-${m[2]}-${m[3]}`, SEOUL_TZ);
      return day.isValid() ? day : null;
    }
  }
  const d = dayjs(value);
  return d.isValid() ? d.tz(SEOUL_TZ) : null;
}

/** "2024-03-01" in Seoul; '' for empty or invalid input. */
export function formatDate(value: DateInput): string {
  return toSeoul(value)?.format(DATE_FORMAT) ?? '';
}

/** "2024-03-01 14:05" in Seoul; '' for empty or invalid input. */
export function formatDateTime(value: DateInput): string {
  return toSeoul(value)?.format(DATE_TIME_FORMAT) ?? '';
}
