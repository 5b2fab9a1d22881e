/**
 * Business days are Korean days (DESIGN "Data rules"). Korea has kept UTC+9 without daylight saving since
 * 1988, so a fixed offset is exact and needs no time-zone database.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Seoul calendar date of an instant, as `yyyy-MM-dd`. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Seoul calendar year of an instant. */
export function seoulYear(at: Date): number {
  return Number(seoulDate(at).slice(0, 4));
}
