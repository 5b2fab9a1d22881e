import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ko';
import 'dayjs/locale/en';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Business days and "today" are Korean whatever the browser's zone (DESIGN "Data rules"). */
export const SEOUL_TZ = 'Asia/Seoul';

/** Start of today in Seoul. */
export function seoulToday(now: Date = new Date()): Dayjs {
  return dayjs(now).tz(SEOUL_TZ).startOf('day');
}

export function applyDayjsLocale(lang: string): void {
  dayjs.locale(lang === 'en' ? 'en' : 'ko');
}

export { dayjs };
export type { Dayjs };
