// The Seoul day of an instant without dayjs, for the sign-in screen's FAQ board (dayjs is not on the start
// path; `formatDate` in shared/format/date.ts gives the same day for an instant).
const SEOUL_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** "2024-03-01": the day in Seoul of an instant (an ISO timestamp); '' for empty or invalid input. */
export function seoulDayOf(value: string | null | undefined): string {
  if (!value) return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => SEOUL_DAY.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
