import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { supplierSelectRequest } from '@/shared/session/supplier-select';
import { currentPath, fakeServer, renderApp, sellerUser } from '@/test/render-app';
import { tabActions, tabStore } from './tab-bar/tab-store';

// The rebuilt view is watched on a placeholder page: the travel group's stand in as placeholders.
vi.mock('@/app/page-registry', async (original) => (await import('@/test/placeholder-registry')).withTravelPlaceholders(await original()));

const openTabs = () => tabStore.get().map((t) => t.path);

async function openPages(router: ReturnType<typeof renderApp>['router'], paths: string[]) {
  for (const path of paths) {
    await act(() => router.navigate(path));
    await waitFor(() => expect(openTabs()).toContain(path));
  }
}

beforeEach(async () => {
  tabActions.reset();
  supplierSelectRequest.set(false);
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('tab bar actions', () => {
  it('closes a tab with the middle button and goes to the last tab when it was in front', async () => {
    fakeServer(sellerUser);
    const { router } = renderApp('/home');
    await openPages(router, ['/notice', '/order/orderList']);
    fireEvent(screen.getByTestId('tab-/notice'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(openTabs()).toEqual(['/home', '/order/orderList']);
    expect(currentPath(router)).toBe('/order/orderList');
    fireEvent.click(screen.getByTestId('tab-close-/order/orderList'));
    expect(openTabs()).toEqual(['/home']);
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
    // Home is affixed: no close button, and the middle button does nothing.
    expect(screen.queryByTestId('tab-close-/home')).toBeNull();
    fireEvent(screen.getByTestId('tab-/home'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(openTabs()).toEqual(['/home']);
  });

  it('opens a tab with Enter and closes others or all from the bar', async () => {
    fakeServer(sellerUser);
    const { router } = renderApp('/home');
    await openPages(router, ['/notice', '/order/orderList', '/qna/productQna']);
    fireEvent.keyDown(screen.getByTestId('tab-/order/orderList'), { key: 'Enter' });
    await waitFor(() => expect(currentPath(router)).toBe('/order/orderList'));
    fireEvent.click(screen.getByTestId('tab-close-others'));
    expect(openTabs()).toEqual(['/home', '/order/orderList']);
    fireEvent.click(screen.getByTestId('tab-close-all'));
    expect(openTabs()).toEqual(['/home']);
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
  });

  it('refreshes the tab in front through /redirect and rebuilds its view', async () => {
    // A placeholder page shows its query, so the rebuilt view can be told apart.
    fakeServer({ ...sellerUser, managerRole: ['40', '190'] });
    const { router } = renderApp('/travelProduct/productSearchList?statusCd=10');
    const before = await screen.findByTestId('placeholder-page');
    const seen: string[] = [];
    const stop = router.subscribe((state) => seen.push(state.location.pathname));
    fireEvent.click(screen.getByTestId('tab-refresh'));
    await waitFor(() => expect(currentPath(router)).toBe('/travelProduct/productSearchList?statusCd=10'));
    stop();
    expect(seen).toContain('/front/redirect/travelProduct/productSearchList');
    const after = await screen.findByTestId('placeholder-page');
    expect(after).not.toBe(before);
    expect(after.textContent).toContain('statusCd=10');
  });
});

describe('navbar', () => {
  it('logs out: calls the server, closes the tabs and goes to a plain /login (the next person starts at home)', async () => {
    const { fetchMock } = fakeServer(sellerUser);
    const { router } = renderApp('/home');
    await openPages(router, ['/notice']);
    fireEvent.click(screen.getByTestId('navbar-user'));
    fireEvent.click(await screen.findByTestId('navbar-logout'));
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(currentPath(router)).toBe('/login');
    expect(openTabs()).toEqual(['/home']);
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/login/logout' && init?.method === 'POST')).toBe(true);
  });

  it('offers supplier selection to master sessions only', async () => {
    fakeServer({ ...sellerUser, isMasterLogin: 'Y', entrFlag: 'A', roles: ['admin'] });
    renderApp('/home');
    fireEvent.click(await screen.findByTestId('navbar-select-supplier'));
    expect(supplierSelectRequest.get()).toBe(true);
  });

  it('toggles the sidebar and remembers it in the sidebarStatus cookie', async () => {
    fakeServer(sellerUser);
    renderApp('/home');
    const toggle = await screen.findByTestId('sidebar-toggle');
    const before = toggle.getAttribute('aria-expanded');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).not.toBe(before);
    expect(document.cookie).toMatch(new RegExp(`sidebarStatus=${before === 'true' ? '0' : '1'}`));
  });
});

describe('error page', () => {
  it('offers go back only when there is history', async () => {
    fakeServer(sellerUser);
    const { router } = renderApp('/nowhere');
    await screen.findByTestId('error-go-home');
    expect(screen.queryByTestId('error-go-back')).toBeNull();
    await act(() => router.navigate('/also/nowhere'));
    expect(await screen.findByTestId('error-go-back')).toBeTruthy();
    fireEvent.click(screen.getByTestId('error-go-home'));
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
  });
});
