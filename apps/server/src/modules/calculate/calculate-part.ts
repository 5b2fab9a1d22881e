import type { ModuleManifest } from '@/platform/modules/module-manifest.ts';

/**
 * One part of the calculate module: the run, the seller's reads, the operator's side. Each part lives in its own
 * file and the manifest joins them, so the parts grow without editing one shared list.
 */
export type CalculatePart = Pick<ModuleManifest, 'services' | 'routes' | 'jobs' | 'jobHandlers'>;
