import { Navigate, type RouteObject } from 'react-router-dom';
import { APP_ROUTES, type RouteMeta } from '@po/contracts';
import { LazyErrorPage } from './lazy-frames';
import { RoutePage } from './route-page';

function toRouteObject(meta: RouteMeta, parents: readonly RouteMeta[]): RouteObject {
  if (meta.children) {
    const inside = [...parents, meta];
    return {
      path: meta.path,
      children: [
        // A group only opens its default page.
        { index: true, element: <Navigate to={meta.redirect ?? '/home'} replace /> },
        ...meta.children.map((child) => toRouteObject(child, inside)),
      ],
    };
  }
  // A page that crashes shows the error page in its own tab; the layout and other tabs stay.
  return { path: meta.path, element: <RoutePage meta={meta} parents={parents} />, errorElement: <LazyErrorPage /> };
}

/** The signed-in area, generated from the one route table of contracts. */
export function buildAppRouteObjects(routes: readonly RouteMeta[] = APP_ROUTES): RouteObject[] {
  return routes.map((meta) => toRouteObject(meta, []));
}
