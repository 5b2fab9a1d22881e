import type { CalculatePart } from './calculate-part.ts';

/** The operator's side: months (confirm, publish), adjustments, holds and releases, exchange rates. */
export const settlementAdminPart: CalculatePart = {};
