import { matchPath } from 'react-router-dom';
import { APP_ROUTES, flattenRoutes, hasRoutePermission, type MenuViewer, type RouteMeta } from '@po/contracts';

export interface FoundRoute {
  meta: RouteMeta;
  /** Groups above the page, outermost first (breadcrumb). */
  parents: readonly RouteMeta[];
  /** Full path pattern, e.g. `/order/orderDetail/:ordNo`. */
  pattern: string;
  params: Record<string, string | undefined>;
}

const ENTRIES = flattenRoutes(APP_ROUTES);

/** The APP_ROUTES entry (page or group) a pathname opens, matched like the router does. */
export function findAppRoute(pathname: string, routes = ENTRIES): FoundRoute | undefined {
  for (const entry of routes) {
    const match = matchPath({ path: entry.fullPath, end: true }, pathname);
    if (match) return { meta: entry.meta, parents: entry.parents, pattern: entry.fullPath, params: match.params };
  }
  return undefined;
}

/** A page that opens as a tab (a group only redirects). */
export const isPageRoute = (meta: RouteMeta) => !meta.children;

/** The page and every group above it allow the viewer (spec access §6). */
export function isRoutePermitted(found: Pick<FoundRoute, 'meta' | 'parents'>, viewer: MenuViewer): boolean {
  return [...found.parents, found.meta].every((m) => hasRoutePermission(m, viewer));
}
