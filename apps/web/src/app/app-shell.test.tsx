import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get } from '@/shared/http/client';
import { isCancelledError } from '@/shared/http/errors';
import { i18n, setLanguage } from '@/shared/i18n/i18n';
import { currentPath, fakeServer, renderApp, sellerUser } from '@/test/render-app';
import type { TUserInfoReply } from '@po/contracts';
import { notifier } from '@/shared/feedback/notifier';
import { tabActions, tabStore } from './layout/tab-bar/tab-store';

beforeEach(async () => {
  tabActions.reset();
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

// The shell is watched on placeholder pages: the travel group's stand in as placeholders, for a seller with the
// travel manager role.
vi.mock('@/app/page-registry', async (original) => (await import('@/test/placeholder-registry')).withTravelPlaceholders(await original()));
const travelSeller: TUserInfoReply = { ...sellerUser, managerRole: ['40', '190'] };

describe('app shell', () => {
  it('sends a visitor without a session to /login with the page to come back to', async () => {
    fakeServer(null);
    const { router } = renderApp('/order/orderList?statusCd=10');
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/order/orderList?statusCd=10')}`);
    expect(document.title).toBe('로그인 - 파트너오피스');
  });

  it('shows the error page for an unknown path even without a session', async () => {
    fakeServer(null);
    renderApp('/this/page/does/not/exist');
    expect(await screen.findByTestId('error-go-home')).toBeTruthy();
  });

  it('opens public pages whatever the case of the path', async () => {
    fakeServer(null);
    renderApp('/partner');
    expect(await screen.findByTestId('partner-page')).toBeTruthy();
  });

  it('shows the layout, breadcrumb, tabs and the placeholder of a business page', async () => {
    fakeServer(travelSeller);
    const { router } = renderApp('/travelOrder/estimateList');
    const page = await screen.findByTestId('placeholder-page');
    expect(page.textContent).toContain(i18n.t('menu.travelOrder.estimateList'));
    expect(screen.getByTestId('breadcrumb').textContent).toContain(i18n.t('menu.travelOrder._'));
    expect(screen.getByTestId('tab-/home')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('tab-/travelOrder/estimateList').getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByTestId('sidebar-toggle')).toBeTruthy();
    expect(screen.queryByTestId('navbar-select-supplier')).toBeNull();
    expect(currentPath(router)).toBe('/travelOrder/estimateList');
    expect(document.title).toBe(`${i18n.t('menu.travelOrder.estimateList')} - 파트너오피스`);
  });

  it('redirects / and groups to their default page', async () => {
    fakeServer(sellerUser);
    const { router } = renderApp('/');
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
    await act(() => router.navigate('/product'));
    await waitFor(() => expect(currentPath(router)).toBe('/product/productSupplyForm'));
  });

  it('shows the error page for a route the user may not open, and for unknown paths', async () => {
    fakeServer(sellerUser);
    const { router } = renderApp('/travelOrder/orderList');
    expect(await screen.findByTestId('error-page')).toBeTruthy();
    expect(tabStore.get().map((t) => t.path)).toEqual(['/home']);
    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByTestId('error-go-home')).toBeTruthy();
  });

  it('keeps the views of open tabs mounted and refuses an 11th tab', async () => {
    fakeServer(travelSeller);
    // Placeholder pages are counted to see that each open tab keeps its view; the built pages among them (notice, Q&A)
    // only fill the tabs up to the limit.
    const { router } = renderApp('/travelOrder/estimateList');
    await screen.findByTestId('placeholder-page');
    const placeholders = [
      '/travelOrder/orderList',
      '/travelOrder/orderStatus',
      '/travelOrder/orderDetail/O0001',
      '/travelProduct/productSearchList',
      '/travelProduct/productBrandList',
    ];
    for (const path of [...placeholders, '/notice', '/qna/productQna', '/qna/supplyCs']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(tabStore.get().some((t) => t.path === path)).toBe(true));
    }
    expect(tabStore.get()).toHaveLength(10);
    await waitFor(() => expect(screen.getAllByTestId('placeholder-page')).toHaveLength(placeholders.length + 1));

    // The refusal is asked of the notifier (the toast itself is antd's, and gone after 3 s on a slow machine).
    const info = vi.spyOn(notifier, 'info');
    await act(() => router.navigate('/travelProduct/productPriceChangeList'));
    await waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringMatching(/최대 10개/), 'tab-limit'));
    info.mockRestore();
    expect(currentPath(router)).toBe('/qna/supplyCs');
    expect(tabStore.get()).toHaveLength(10);

    // An open tab is still reachable at the limit.
    await act(() => router.navigate('/notice'));
    expect(currentPath(router)).toBe('/notice');
  });

  it('switches every visible text to English without a reload', async () => {
    fakeServer(travelSeller);
    renderApp('/travelOrder/estimateList');
    await screen.findByTestId('placeholder-page');
    await act(() => setLanguage('en'));
    expect(screen.getByTestId('placeholder-page').textContent).toContain(i18n.t('menu.travelOrder.estimateList', { lng: 'en' }));
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('language=en');
  });

  it('on session timeout shows one alert, then signs out to /login with the page to come back to', async () => {
    fakeServer(travelSeller);
    const { router } = renderApp('/travelOrder/estimateList');
    await screen.findByTestId('placeholder-page');
    await act(() => router.navigate('/notice'));
    const calls = await Promise.allSettled([get('/test/expired'), get('/test/expired')]);
    expect(calls.every((c) => c.status === 'rejected' && isCancelledError(c.reason))).toBe(true);
    expect(await screen.findByText('로그인이 필요합니다.')).toBeTruthy();
    expect(screen.getAllByText('로그인이 필요합니다.')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /확\s*인/ }));
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(currentPath(router)).toBe('/login?redirect=%2Fnotice');
    expect(tabStore.get().map((t) => t.path)).toEqual(['/home']);
  });
});
