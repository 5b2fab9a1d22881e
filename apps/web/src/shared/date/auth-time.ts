import { dayjs, SEOUL_TZ } from './seoul';

/** authTime of an SMS code request: now in Seoul as yyyyMMddHHmmss (spec access §3); made at each send. */
export function formatAuthTime(now: Date = new Date()): string {
  return dayjs(now).tz(SEOUL_TZ).format('YYYYMMDDHHmmss');
}
