import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ko';
import 'dayjs/locale/en';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { i18n } from '@/shared/i18n/i18n';

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
// dayjs follows the language from the first screen that uses dates (every date picker and formatter
// imports this module), not from the start: the sign-in screen shows no dayjs date.
applyDayjsLocale(i18n.language);
i18n.on('languageChanged', applyDayjsLocale);

export { dayjs };
export type { Dayjs };
