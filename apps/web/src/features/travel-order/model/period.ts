import { addMonthsIso } from '@po/contracts';

/**
 * The search period's rule of the travel lists, as the fashion order lists have it (business-area §5, §8): a period
 * is required, starts on or before it ends, and spans at most six calendar months. Answers the message key.
 */
export function travelPeriodError(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return 'travelOrder.msg.periodRequired';
  if (from > to) return 'travelOrder.msg.periodReversed';
  return from < addMonthsIso(to, -6) ? 'travelOrder.msg.maxPeriodExceeded' : null;
}
