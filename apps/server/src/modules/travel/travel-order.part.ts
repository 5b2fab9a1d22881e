import type { ModulePart } from '@/platform/modules/module-part.ts';

/** Reservations and estimates from the mall: intake, status moves, lists, details and exports (issue 17). */
export const travelOrderPart: ModulePart = {};
