import { use } from 'react';
import type { TMessageNamespace } from '@po/contracts';
import { i18n } from './i18n';

const pending = new Map<string, Promise<void>>();

function loadOnce(lang: string, namespaces: readonly TMessageNamespace[]): Promise<void> {
  const key = `${lang}:${namespaces.join(',')}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = i18n.loadNamespaces([...namespaces]).finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Suspends the component until the namespaces are loaded in the current language (the nearest Suspense
 * shows its spinner): a lazily loaded text is never shown as its key. Once loaded, later language
 * switches load it with the rest.
 */
export function useMessageNamespaces(...namespaces: TMessageNamespace[]): void {
  const missing = namespaces.filter((ns) => !i18n.hasLoadedNamespace(ns));
  if (missing.length > 0) use(loadOnce(i18n.language, missing));
}
