import { APP_ROUTES, buildSidebarRoutes, joinRoutePath, type MenuViewer, type RouteMeta } from '@po/contracts';

/** One sidebar entry: a page link or a group of them. */
export interface MenuNode {
  /** Path the entry opens; also the antd menu key. */
  key: string;
  titleKey: string;
  icon?: string;
  children?: MenuNode[];
}

/** Optional segments (`/:month?`) are left out of a menu link. */
export function linkPath(fullPath: string): string {
  return fullPath.replace(/\/:[^/]+\?/g, '');
}

function toNode(meta: RouteMeta, parentPath: string): MenuNode {
  const fullPath = parentPath ? joinRoutePath(parentPath, meta.path) : meta.path;
  return {
    key: linkPath(fullPath),
    titleKey: meta.titleKey ?? 'common.noName',
    icon: meta.icon,
    children: meta.children?.map((child) => toNode(child, fullPath)),
  };
}

/** The sidebar of a viewer: permitted, not hidden, not hidden by the account's flags (spec access §6). */
export function buildMenuModel(viewer: MenuViewer, routes: readonly RouteMeta[] = APP_ROUTES): MenuNode[] {
  return buildSidebarRoutes(routes, viewer).map((meta) => toNode(meta, ''));
}

/** The group keys that contain `pathname`, to open them in the menu. */
export function openGroupKeys(model: readonly MenuNode[], pathname: string): string[] {
  const lower = pathname.toLowerCase();
  return model.filter((n) => n.children && lower.startsWith(`${n.key.toLowerCase()}/`)).map((n) => n.key);
}

/** The menu entry to highlight: the longest link that starts the pathname. */
export function selectedKey(model: readonly MenuNode[], pathname: string): string | undefined {
  const lower = pathname.toLowerCase();
  const keys = model.flatMap((n) => (n.children ? n.children.map((c) => c.key) : [n.key]));
  return keys.filter((k) => lower === k.toLowerCase() || lower.startsWith(`${k.toLowerCase()}/`)).sort((a, b) => b.length - a.length)[0];
}
