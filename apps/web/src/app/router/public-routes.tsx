import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, type PageComponent } from '@/app/page-registry';
import { withScreenTexts } from '@/shared/i18n/i18n';
import { PageSpinner } from '@/shared/ui/page-spinner';

// Sign-in shows the start texts only (STARTUP_NAMESPACES); the other pages load the rest with their module.
const LoginPage = lazyPage(() => import('@/features/login/pages/login-page'), 'LoginPage');
const Login2FactorPage = lazyPage(() => withScreenTexts(import('@/features/login/pages/login-2factor-page')), 'Login2FactorPage');
const PartnerPage = lazyPage(() => withScreenTexts(import('@/features/partner/pages/partner-page')), 'PartnerPage', ['partner']);
const IntPartnerPage = lazyPage(() => withScreenTexts(import('@/features/partner/pages/int-partner-page')), 'IntPartnerPage', ['partner']);
const EnterinquirePage = lazyPage(() => withScreenTexts(import('@/features/inquiry/pages/enterinquire-page')), 'EnterinquirePage');
const NecessaryPage = lazyPage(() => withScreenTexts(import('@/features/necessary/pages/necessary-page')), 'NecessaryPage');

const page = (Page: PageComponent) => (
  <Suspense fallback={<PageSpinner fullScreen />}>
    <Page />
  </Suspense>
);

/**
 * Pages open without a session (spec access §2). Route matching ignores case, so /partner, /intPartner,
 * /enterinquire and /necessary of the business spec open the same pages.
 */
export const PUBLIC_ROUTES: RouteObject[] = [
  // The login page sends a signed-in visitor on by itself: it must stop doing so once it has started a
  // sign-in, or the guard would race its own navigation (e.g. to /Necessary) when the session turns active.
  { path: '/login', element: page(LoginPage) },
  { path: '/Login2Factor', element: page(Login2FactorPage) },
  { path: '/Partner', element: page(PartnerPage) },
  { path: '/IntPartner', element: page(IntPartnerPage) },
  { path: '/InternationalPartner', element: page(IntPartnerPage) },
  { path: '/Enterinquire', element: page(EnterinquirePage) },
  { path: '/Necessary', element: page(NecessaryPage) },
];
