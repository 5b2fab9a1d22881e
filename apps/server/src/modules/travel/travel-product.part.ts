import type { ModulePart } from '@/platform/modules/module-part.ts';

/** Accommodation products: registration, rooms and calendar, lists, approval and price changes (issue 17). */
export const travelProductPart: ModulePart = {};
