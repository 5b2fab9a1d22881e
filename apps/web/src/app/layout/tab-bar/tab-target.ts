import type { MenuViewer, RouteMeta } from '@po/contracts';
import { findAppRoute, isRoutePermitted } from '@/shared/routing/find-route';

export const REDIRECT_PREFIX = '/redirect';

export interface TabTarget {
  meta: RouteMeta;
  /** Full path with query. */
  path: string;
}

/**
 * The tab a navigation ends on: /redirect/x is x, / is /home, a group is its default page. Paths that are
 * not permitted pages (unknown, forbidden, public) open no tab.
 */
export function resolveTabTarget(pathname: string, search: string, viewer: MenuViewer, depth = 0): TabTarget | null {
  if (depth > 3) return null;
  const redirect = new RegExp(`^${REDIRECT_PREFIX}(/.*)$`, 'i').exec(pathname);
  if (redirect?.[1]) return resolveTabTarget(redirect[1], search, viewer, depth + 1);
  if (pathname === '/' || pathname === '') return resolveTabTarget('/home', '', viewer, depth + 1);
  const found = findAppRoute(pathname);
  if (!found || !isRoutePermitted(found, viewer)) return null;
  if (found.meta.children) return found.meta.redirect ? resolveTabTarget(found.meta.redirect, '', viewer, depth + 1) : null;
  return { meta: found.meta, path: `${pathname}${search}` };
}
