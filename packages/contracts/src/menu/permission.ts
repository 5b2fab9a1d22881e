import type { RouteMeta } from './route-meta.ts';
import { APP_ROUTES, ROLE } from './routes.ts';

/** What the permission filter needs to know about the signed-in account. */
export interface MenuViewer {
  roles: readonly string[];
  managerRoles: readonly string[];
  /** ENTR_FLAG: A for master/admin sessions, C for normal sellers. */
  entrFlag: 'A' | 'C';
  /** N domestic, O open-market, G global. */
  entrType: 'N' | 'O' | 'G';
  /** Whether the session views a seller; false for an operator who has not chosen one. */
  hasSeller?: boolean;
}

const intersects = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/** spec access §6: admin sees all; others by role intersection, then manager-role intersection. */
export function hasRoutePermission(meta: RouteMeta, viewer: Pick<MenuViewer, 'roles' | 'managerRoles'>): boolean {
  if (viewer.roles.includes(ROLE.admin)) return true;
  if (meta.roles && !intersects(meta.roles, viewer.roles)) return false;
  if (meta.managerRoles && !intersects(meta.managerRoles, viewer.managerRoles)) return false;
  return true;
}

/** spec access §6 menu visibility flags (and `needsSeller`); they hide sidebar entries, not access. */
export function isHiddenByFlags(meta: RouteMeta, viewer: MenuViewer): boolean {
  const master = viewer.entrFlag === 'A';
  // Read as the settlement issue asks: the open-market payment list belongs to open-market sellers (docs/decisions.md).
  if (meta.checkOpenMarket && (master || viewer.entrType !== 'O')) return true;
  if (meta.checkKICC && (master || viewer.entrType === 'G')) return true;
  if (meta.checkDomestic && (master || viewer.entrType !== 'G')) return true;
  if (meta.needsSeller && viewer.hasSeller === false) return true;
  return false;
}

/** The permitted route tree: children filtered the same way; a group left with no child is dropped. */
export function filterPermittedRoutes(routes: readonly RouteMeta[], viewer: MenuViewer): RouteMeta[] {
  const out: RouteMeta[] = [];
  for (const route of routes) {
    if (!hasRoutePermission(route, viewer)) continue;
    if (!route.children) {
      out.push(route);
      continue;
    }
    const children = filterPermittedRoutes(route.children, viewer);
    if (children.length > 0) out.push({ ...route, children });
  }
  return out;
}

/** Sidebar entries: permitted, not hidden, not hidden by the account's flags. */
export function buildSidebarRoutes(routes: readonly RouteMeta[], viewer: MenuViewer): RouteMeta[] {
  const out: RouteMeta[] = [];
  for (const route of filterPermittedRoutes(routes, viewer)) {
    if (route.hidden || isHiddenByFlags(route, viewer)) continue;
    if (!route.children) {
      out.push(route);
      continue;
    }
    const children = route.children.filter((c) => !c.hidden && !isHiddenByFlags(c, viewer));
    if (children.length > 0) out.push({ ...route, children });
  }
  return out;
}

/** Joins a child path to its parent ('/product' + 'productSupplyForm'). */
export function joinRoutePath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** Flattens the tree to full paths, parents first. */
export function flattenRoutes(
  routes: readonly RouteMeta[],
  parentPath = '',
  parents: readonly RouteMeta[] = [],
): { fullPath: string; meta: RouteMeta; parents: readonly RouteMeta[] }[] {
  return routes.flatMap((meta) => {
    const fullPath = parentPath ? joinRoutePath(parentPath, meta.path) : meta.path;
    const self = { fullPath, meta, parents };
    return meta.children ? [self, ...flattenRoutes(meta.children, fullPath, [...parents, meta])] : [self];
  });
}

/** A menu entry of the route table by name, with its parents (outermost first); undefined when unknown. */
export function findMenuEntry(name: string, routes: readonly RouteMeta[] = APP_ROUTES): { meta: RouteMeta; parents: readonly RouteMeta[] } | undefined {
  return flattenRoutes(routes).find((r) => r.meta.name === name);
}

/**
 * Whether an account may use a menu entry: the entry's and every parent's roles and manager roles, by
 * the same test as the menu. The server guards a business route with it, so the call is refused
 * exactly where the menu is.
 */
export function hasMenuPermission(name: string, viewer: Pick<MenuViewer, 'roles' | 'managerRoles'>): boolean {
  const entry = findMenuEntry(name);
  return entry !== undefined && [...entry.parents, entry.meta].every((m) => hasRoutePermission(m, viewer));
}
