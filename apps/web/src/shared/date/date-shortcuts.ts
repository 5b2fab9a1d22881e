import type { Dayjs } from 'dayjs';

/** Shortcut buttons of business-area §9, in display order. */
export const DATE_SHORTCUTS = ['yesterday', 'today', '1w', '2w', '1m', '2m', '3m', '6m', 'all'] as const;
export type TDateShortcut = (typeof DATE_SHORTCUTS)[number];

/** A chosen range; null means "all" (no date limit). */
export type TDateRange = [Dayjs, Dayjs] | null;

/**
 * The [start, end] days of a shortcut; ranges end today and include it. `today` is injected so callers
 * pass Seoul's today (seoulToday()) and tests pass a fixed day.
 */
export function shortcutRange(shortcut: TDateShortcut, today: Dayjs): TDateRange {
  const end = today.startOf('day');
  switch (shortcut) {
    case 'yesterday': {
      const day = end.subtract(1, 'day');
      return [day, day];
    }
    case 'today':
      return [end, end];
    case '1w':
      return [end.subtract(1, 'week'), end];
    case '2w':
      return [end.subtract(2, 'week'), end];
    case '1m':
      return [end.subtract(1, 'month'), end];
    case '2m':
      return [end.subtract(2, 'month'), end];
    case '3m':
      return [end.subtract(3, 'month'), end];
    case '6m':
      return [end.subtract(6, 'month'), end];
    case 'all':
      return null;
    default: {
      const never: never = shortcut;
      throw new Error(`unknown date shortcut ${String(never)}`);
    }
  }
}

/** The shortcut whose range equals `range`, to highlight the active button. */
export function matchShortcut(range: TDateRange, today: Dayjs): TDateShortcut | undefined {
  return DATE_SHORTCUTS.find((s) => {
    const r = shortcutRange(s, today);
    if (r === null || range === null) return r === range;
    return r[0].isSame(range[0], 'day') && r[1].isSame(range[1], 'day');
  });
}
