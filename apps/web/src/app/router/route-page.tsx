import { Suspense, useMemo } from 'react';
import type { RouteMeta } from '@po/contracts';
import { PAGE_REGISTRY, PlaceholderPage } from '@/app/page-registry';
import { isRoutePermitted } from '@/shared/routing/find-route';
import { RouteMetaProvider } from '@/shared/routing/route-meta-context';
import { toMenuViewer, useSessionUser } from '@/shared/session/session-user';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { LazyErrorPage } from './lazy-frames';

/** One APP_ROUTES page: permission check, its meta for the page, and the lazy page itself. */
export function RoutePage({ meta, parents }: { meta: RouteMeta; parents: readonly RouteMeta[] }) {
  const user = useSessionUser();
  const viewer = useMemo(() => toMenuViewer(user), [user]);
  if (!isRoutePermitted({ meta, parents }, viewer)) return <LazyErrorPage kind="forbidden" />;
  const Page = PAGE_REGISTRY[meta.name] ?? PlaceholderPage;
  return (
    <RouteMetaProvider meta={meta}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RouteMetaProvider>
  );
}
