import type { TMessageNamespace } from '@po/contracts';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

// One lazy module per language and namespace, straight from the catalogue in contracts: a screen downloads
// the texts of its language only, and the long documents (terms, privacy) only when it shows them.
const loaders = import.meta.glob<ResourceKey>('@messages/*/*.json', { import: 'default' });

/**
 * Every namespace of the catalogue, read from its file names: no list to keep, a new namespace is a new file.
 * contracts' messages.test.ts holds every file to a type declaration (`TMessageNamespace`).
 */
export const MESSAGE_NAMESPACES = [...new Set(Object.keys(loaders).map((path) => /([^/]+)\.json$/.exec(path)?.[1] ?? ''))]
  .filter((ns) => ns !== '')
  .sort() as TMessageNamespace[];

const loaderOf = (lang: string, ns: string) =>
  loaders[`@messages/${lang}/${ns}.json`] ?? Object.entries(loaders).find(([path]) => path.endsWith(`/${lang}/${ns}.json`))?.[1];

/** i18next backend reading `messages/<lang>/<namespace>.json` by dynamic import. */
export const messageBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lang: string, ns: string, callback: ReadCallback) {
    const load = loaderOf(lang, ns);
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
