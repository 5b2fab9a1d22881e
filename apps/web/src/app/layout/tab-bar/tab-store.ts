import { APP_ROUTES, flattenRoutes } from '@po/contracts';
import { createExternalStore, useStore } from '@/shared/store/external-store';
import { addTab, closeAllTabs, closeOtherTabs, closeTab, refreshTab, tabFromRoute, type AddTabResult, type TabEntry } from './tab-state';

/** Affixed routes (home) are open from the start and cannot be closed. */
export function initialTabs(): readonly TabEntry[] {
  return flattenRoutes(APP_ROUTES)
    .filter((e) => e.meta.affix && !e.meta.children)
    .map((e) => tabFromRoute(e.meta, e.fullPath));
}

/** Open tabs of this browser window; module-level so sign-out can reset it from outside React. */
export const tabStore = createExternalStore<readonly TabEntry[]>(initialTabs());

export const tabActions = {
  add(tab: TabEntry): AddTabResult {
    const next = addTab(tabStore.get(), tab);
    tabStore.set(next.tabs);
    return next.result;
  },
  close: (path: string) => tabStore.set((tabs) => closeTab(tabs, path)),
  closeOthers: (keepPath: string) => tabStore.set((tabs) => closeOtherTabs(tabs, keepPath)),
  closeAll: () => tabStore.set((tabs) => closeAllTabs(tabs)),
  refresh: (path: string) => tabStore.set((tabs) => refreshTab(tabs, path)),
  reset: () => tabStore.set(initialTabs()),
};

export const useTabs = () => useStore(tabStore);
