import type { ModulePart } from '@/platform/modules/module-part.ts';

/** Reviews from the mall and the rating statistic by day and by product (issue 16). */
export const statisticRatingPart: ModulePart = {};
