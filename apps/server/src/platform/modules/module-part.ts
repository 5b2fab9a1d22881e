import type { ModuleManifest } from './module-manifest.ts';

/**
 * One part of a module (the calculate run, the seller's reads, the operator's side ...). Each part lives in its own
 * file and the manifest joins them with `joinParts`, so parts grow side by side without editing one shared list.
 */
export type ModulePart = Pick<ModuleManifest, 'services' | 'routes' | 'jobs' | 'jobHandlers'>;

/** The manifest fields of parts joined in order: a later part reads an earlier part's services from the container. */
export function joinParts(parts: readonly ModulePart[]): ModulePart {
  return {
    services: (deps, s) => {
      const out: Record<string, unknown> = {};
      // The container checks each read against `needs`; the parts' own services are read from here first.
      const view = new Proxy(s, { get: (target, key) => (typeof key === 'string' && key in out ? out[key] : (Reflect.get(target, key) as unknown)) });
      for (const part of parts) Object.assign(out, part.services?.(deps, view));
      return out;
    },
    routes: (ctx) => parts.flatMap((p) => p.routes?.(ctx) ?? []),
    jobs: (s) => parts.flatMap((p) => p.jobs?.(s) ?? []),
    jobHandlers: (s) => parts.flatMap((p) => p.jobHandlers?.(s) ?? []),
  };
}
