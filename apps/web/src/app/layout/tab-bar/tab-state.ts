import { SHELL_LIMITS, type RouteMeta } from '@po/contracts';

/** One open tab (spec access §2): where it points, what it is called, and its meta flags. */
export interface TabEntry {
  /** Full path with query; the tab's identity. */
  path: string;
  /** Route name of APP_ROUTES. */
  name: string;
  /** i18n key of the title, `common.noName` when the route has none. */
  title: string;
  affix: boolean;
  noCache: boolean;
  /** Bumped by refresh so the kept-alive view is rebuilt. */
  version: number;
}

export type AddTabResult = 'added' | 'exists' | 'refused';

export function tabFromRoute(meta: RouteMeta, path: string): TabEntry {
  return {
    path,
    name: meta.name,
    title: meta.titleKey ?? 'common.noName',
    affix: meta.affix === true,
    noCache: meta.noCache === true,
    version: 0,
  };
}

/** Adds the tab when its path is absent; a new path beyond `max` tabs is refused (spec access §9). */
export function addTab(tabs: readonly TabEntry[], tab: TabEntry, max: number = SHELL_LIMITS.maxTabs): { tabs: readonly TabEntry[]; result: AddTabResult } {
  if (tabs.some((t) => t.path === tab.path)) return { tabs, result: 'exists' };
  if (tabs.length >= max) return { tabs, result: 'refused' };
  return { tabs: [...tabs, tab], result: 'added' };
}

/** Would opening `path` be refused by the tab limit? */
export function isOverTabLimit(tabs: readonly TabEntry[], path: string, max: number = SHELL_LIMITS.maxTabs): boolean {
  return tabs.length >= max && !tabs.some((t) => t.path === path);
}

/** Closes one tab; affixed tabs cannot be closed. */
export function closeTab(tabs: readonly TabEntry[], path: string): readonly TabEntry[] {
  const target = tabs.find((t) => t.path === path);
  if (!target || target.affix) return tabs;
  return tabs.filter((t) => t !== target);
}

/** Keeps the affixed tabs and `keepPath`. */
export function closeOtherTabs(tabs: readonly TabEntry[], keepPath: string): readonly TabEntry[] {
  return tabs.filter((t) => t.affix || t.path === keepPath);
}

/** Keeps only the affixed tabs. */
export function closeAllTabs(tabs: readonly TabEntry[]): readonly TabEntry[] {
  return tabs.filter((t) => t.affix);
}

/** Marks a tab for a fresh view. */
export function refreshTab(tabs: readonly TabEntry[], path: string): readonly TabEntry[] {
  return tabs.map((t) => (t.path === path ? { ...t, version: t.version + 1 } : t));
}

/** Where to go after the current tab closed: the last remaining tab, else home. */
export function fallbackPath(tabs: readonly TabEntry[]): string {
  return tabs.at(-1)?.path ?? '/home';
}

/** The key a kept-alive view is mounted under; a refresh changes it. */
export const viewKey = (tab: Pick<TabEntry, 'path' | 'version'>) => `${tab.path}#${tab.version}`;
