import { createContext, useContext, type ReactNode } from 'react';
import type { RouteMeta } from '@po/contracts';

const RouteMetaContext = createContext<RouteMeta | null>(null);

/** Gives a page its APP_ROUTES entry (title, flags) without repeating it in the page. */
export function RouteMetaProvider({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  return <RouteMetaContext.Provider value={meta}>{children}</RouteMetaContext.Provider>;
}

export function useRouteMeta(): RouteMeta | null {
  return useContext(RouteMetaContext);
}
