import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleManifest } from './platform/modules/module-manifest.ts';

const MODULES_DIR = path.join(import.meta.dirname, 'modules');

/** The manifest file of each module folder: `modules/<area>/<area>.module.ts`. */
export function moduleManifestFiles(dir = MODULES_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, `${d.name}.module.ts`)))
    .map((d) => path.join(dir, d.name, `${d.name}.module.ts`))
    .sort();
}

/** Orders manifests so that every module comes after the modules it needs; a cycle or an unknown name throws. */
export function orderByNeeds(manifests: readonly ModuleManifest[]): ModuleManifest[] {
  const byName = new Map(manifests.map((m) => [m.name, m]));
  const ordered: ModuleManifest[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: ModuleManifest, trail: string[]) => {
    if (state.get(m.name) === 'done') return;
    if (state.get(m.name) === 'visiting') throw new Error(`module cycle: ${[...trail, m.name].join(' -> ')}`);
    state.set(m.name, 'visiting');
    for (const need of m.needs ?? []) {
      const dep = byName.get(need);
      if (!dep) throw new Error(`module ${m.name} needs unknown module ${need}`);
      visit(dep, [...trail, m.name]);
    }
    state.set(m.name, 'done');
    ordered.push(m);
  };
  for (const m of manifests) visit(m, []);
  return ordered;
}

let loaded: Promise<ModuleManifest[]> | undefined;

/**
 * Every module of the server, found by folder, in dependency order. Discovery by folder rather than a
 * hand-kept list is what lets a new module touch no shared file.
 */
export function loadModules(): Promise<ModuleManifest[]> {
  loaded ??= (async () => {
    const manifests: ModuleManifest[] = [];
    for (const file of moduleManifestFiles()) {
      const mod = (await import(pathToFileURL(file).href)) as { manifest?: ModuleManifest };
      const expected = path.basename(path.dirname(file));
      if (mod.manifest?.name !== expected) throw new Error(`${file} must export a manifest named ${expected}`);
      await mod.manifest.messages?.();
      manifests.push(mod.manifest);
    }
    return orderByNeeds(manifests);
  })();
  return loaded;
}
