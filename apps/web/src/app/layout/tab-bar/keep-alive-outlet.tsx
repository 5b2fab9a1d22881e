import { useMemo, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom';
import type { MenuViewer } from '@po/contracts';
import { useTabs } from './tab-store';
import { tabFromRoute, viewKey, type TabEntry } from './tab-state';
import { resolveTabTarget } from './tab-target';

interface CachedView {
  element: ReactNode;
  // Each kept view reads its own location, not the one of the tab in front (useSearchParams etc).
  locationContext: { location: Location; navigationType: NavigationType };
}

/**
 * Keeps the view of every open tab mounted and hides the inactive ones (spec access §2 cached views),
 * except noCache tabs, which mount only while in front. A refresh changes the view key, rebuilding it.
 */
export function KeepAliveOutlet({ viewer }: { viewer: MenuViewer }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const tabs = useTabs();
  const cache = useRef(new Map<string, CachedView>());
  const currentPath = `${location.pathname}${location.search}`;

  // The tab of this page may be added by an effect after this render; mount it under its final key now.
  const target = resolveTabTarget(location.pathname, location.search, viewer);
  const current: TabEntry | undefined =
    tabs.find((t) => t.path === currentPath) ?? (target?.path === currentPath ? tabFromRoute(target.meta, currentPath) : undefined);
  const slots = current && !tabs.includes(current) ? [...tabs, current] : tabs;

  const liveContext = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  if (current && !current.noCache) cache.current.set(viewKey(current), { element: outlet, locationContext: liveContext });
  const live = new Set(slots.filter((t) => !t.noCache).map(viewKey));
  for (const key of [...cache.current.keys()]) if (!live.has(key)) cache.current.delete(key);

  return (
    <>
      {slots.map((tab) => {
        const active = tab.path === current?.path;
        const view = tab.noCache ? (active ? { element: outlet, locationContext: liveContext } : undefined) : cache.current.get(viewKey(tab));
        if (!view) return null;
        return (
          <div key={viewKey(tab)} className="po-view" data-view-path={tab.path} hidden={!active} style={active ? undefined : { display: 'none' }}>
            <UNSAFE_LocationContext.Provider value={view.locationContext}>{view.element}</UNSAFE_LocationContext.Provider>
          </div>
        );
      })}
      {/* Not a tab: /redirect, a forbidden page. */}
      {current ? null : outlet}
    </>
  );
}
