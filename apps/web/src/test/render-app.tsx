import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { TUserInfoReply } from '@po/contracts';
import { AppProviders } from '@/app/providers/app-providers';
import { createQueryClient } from '@/app/providers/query-client';
import { createAppRoutes, ROUTER_BASENAME } from '@/app/router/create-app-router';
import { wireSessionExpiry } from '@/app/session/wire-session-expiry';

export const sellerUser: TUserInfoReply = {
  loginNm: '홍길동',
  mgrId: 'seller01',
  isOnlySearch: 'N',
  roles: ['30'],
  managerRole: ['40'],
  entrFlag: 'C',
  entrType: 'N',
  supplyEntrCd: '100001',
  supplyEntrNm: '테스트상사',
  isMasterLogin: 'N',
};

const sessionTimeout = () =>
  new Response(JSON.stringify({ errorCode: 'SESSION_TIMEOUT_ERROR', displayMessage: '로그인이 필요합니다.', error: 'no session' }), { status: 401 });

/** Fakes the network: userInfo answers `user` (or 401), logout answers 1, anything else 404. */
export function fakeServer(user: TUserInfoReply | null) {
  const state = { user };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/login/userInfo')) return state.user ? new Response(JSON.stringify(state.user), { status: 200 }) : sessionTimeout();
    if (url.startsWith('/api/test/expired')) return sessionTimeout();
    if (url.startsWith('/api/login/logout') && init?.method === 'POST') {
      state.user = null;
      return new Response('1', { status: 200 });
    }
    return new Response(JSON.stringify({ errorCode: 'NOT_FOUND', displayMessage: 'not found', error: 'NOT_FOUND' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, state };
}

export function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [`${ROUTER_BASENAME}${path}`], basename: ROUTER_BASENAME });
  const queryClient = createQueryClient();
  wireSessionExpiry(router, queryClient, ROUTER_BASENAME);
  // StrictMode as in main.tsx: the keep-alive cache must survive double renders and effects.
  render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router, queryClient };
}

export type TestRouter = ReturnType<typeof renderApp>['router'];

/** The app path of the router (its own state carries the basename). */
export const currentPath = (router: TestRouter) => `${router.state.location.pathname.replace(ROUTER_BASENAME, '')}${router.state.location.search}`;
