import { createBrowserRouter } from 'react-router-dom';
import { ErrorPage } from '@/app/error/error-page';
import { RequireSession } from '@/app/guards/require-session';
import { MainLayout } from '@/app/layout/main-layout';
import { buildAppRouteObjects } from './app-routes';
import { PUBLIC_ROUTES } from './public-routes';
import { RedirectPage } from './redirect-page';
import { RootRedirect } from './root-redirect';

/** History base path (spec access §2). */
export const ROUTER_BASENAME = '/front';

export function createAppRoutes() {
  return [
    {
      errorElement: <ErrorPage />,
      children: [
        ...PUBLIC_ROUTES,
        {
          element: <RequireSession />,
          children: [
            {
              // /redirect lives inside the layout so a tab refresh does not unmount the other tabs' views.
              element: <MainLayout />,
              children: [{ path: '/', element: <RootRedirect /> }, { path: '/redirect/*', element: <RedirectPage /> }, ...buildAppRouteObjects()],
            },
          ],
        },
        // Unknown paths show the error page with or without a session; its home button leads to sign-in.
        { path: '*', element: <ErrorPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes(), { basename: ROUTER_BASENAME });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
