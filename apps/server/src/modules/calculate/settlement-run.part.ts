import type { CalculatePart } from './calculate-part.ts';

/** The monthly run: eligible lines, refunds, holds and adjustments become ledger rows on the first business day. */
export const settlementRunPart: CalculatePart = {};
