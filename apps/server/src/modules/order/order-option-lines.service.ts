import { LINE_STATUS } from '@po/contracts';
import type { OrderOptionLinesRepository } from './order-option-lines.repository.ts';

/** Lines the seller still has to ship: paid (20) or preparing (35). */
const WAITING_TO_SHIP = [LINE_STATUS.paid, LINE_STATUS.preparing] as const;

/** Order lines counted by option, for other modules (the notice module's sold-out-soon popup). */
export function createOrderOptionLinesService(deps: { repo: OrderOptionLinesRepository }) {
  return {
    /** How many of the seller's lines on these options are paid or preparing (waiting to ship). */
    countWaitingLines: (opts: { supplyEntrCd: string; prodOptionCds: string[] }) => deps.repo.countLinesOnOptions({ ...opts, statuses: WAITING_TO_SHIP }),
  };
}
export type OrderOptionLinesService = ReturnType<typeof createOrderOptionLinesService>;
