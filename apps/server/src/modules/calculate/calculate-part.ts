import type { ModulePart } from '@/platform/modules/module-part.ts';

/** One part of the calculate module: the run, the seller's reads, the operator's side. */
export type CalculatePart = ModulePart;
