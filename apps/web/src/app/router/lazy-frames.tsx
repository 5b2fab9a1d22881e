import { lazy, Suspense } from 'react';
import type { ErrorKind } from '@/app/error/error-page';
import { withScreenTexts } from '@/shared/i18n/i18n';
import { PageSpinner } from '@/shared/ui/page-spinner';

// The signed-in frame and the error page are chunks of their own: the sign-in page, the first screen most
// visits open, loads neither (nor the antd components only they use: menu, tabs, drawer, result).
const MainLayoutChunk = lazy(() => withScreenTexts(import('@/app/layout/main-layout')).then((m) => ({ default: m.MainLayout })));
const ErrorPageChunk = lazy(() => import('@/app/error/error-page').then((m) => ({ default: m.ErrorPage })));

/** The signed-in frame (sidebar, navbar, tabs) with the texts of the signed-in screens, loaded once a session is known. */
export function LazyMainLayout() {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <MainLayoutChunk />
    </Suspense>
  );
}

/** The error page, loaded when a path is unknown, a page crashes or a route is forbidden. */
export function LazyErrorPage({ kind }: { kind?: ErrorKind }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorPageChunk kind={kind} />
    </Suspense>
  );
}
