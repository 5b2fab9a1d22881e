import { createBrowserRouter } from 'react-router-dom';
import { RequireSession } from '@/app/guards/require-session';
import { LazyErrorPage, LazyMainLayout } from './lazy-frames';
import { buildAppRouteObjects } from './app-routes';
import { PUBLIC_ROUTES } from './public-routes';
import { RedirectPage } from './redirect-page';
import { RootRedirect } from './root-redirect';

/** History base path (spec access §2). */
export const ROUTER_BASENAME = '/front';

export function createAppRoutes() {
  return [
    {
      errorElement: <LazyErrorPage />,
      children: [
        ...PUBLIC_ROUTES,
        {
          element: <RequireSession />,
          children: [
            {
              // /redirect lives inside the layout so a tab refresh does not unmount the other tabs' views.
              element: <LazyMainLayout />,
              children: [{ path: '/', element: <RootRedirect /> }, { path: '/redirect/*', element: <RedirectPage /> }, ...buildAppRouteObjects()],
            },
          ],
        },
        // Unknown paths show the error page with or without a session; its home button leads to sign-in.
        { path: '*', element: <LazyErrorPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes(), { basename: ROUTER_BASENAME });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
