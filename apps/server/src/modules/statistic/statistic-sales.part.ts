import type { ModulePart } from '@/platform/modules/module-part.ts';

/** The order statistics: period (day, month), product, age and gender, lead time (issue 16). */
export const statisticSalesPart: ModulePart = {};
