import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNecessaryInfoReply } from '@po/contracts';
import { i18n } from '@/shared/i18n/i18n';
import { USER_INFO_KEY } from '@/shared/session/user-info';
import { sellerUser } from '@/test/render-app';
import { bodiesOf, renderWithProviders } from '@/test/render-with-providers';
import { NecessaryPage } from './necessary-page';

const info = (flags: Partial<TNecessaryInfoReply> = {}): TNecessaryInfoReply => ({
  supplyEntrCd: '100002',
  supplyEntrNm: '파트너상사',
  ownerNm: '김대표',
  bizGbText: '법인',
  bizNoText: '123-45-67890',
  phone1: '02',
  phone2: '1234',
  phone3: '5678',
  sellFeeRate: '12.50',
  settleDay: 20,
  sellFeeRateConfirmYn: 'N',
  agreeYn: 'N',
  agreeGenuineYn: 'N',
  grntSrvcAgrmYn: 'N',
  ...flags,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** GET answers `reply`; POST answers `save()`; userInfo answers a seller. */
function fakeServer(reply: TNecessaryInfoReply, save: () => Response = () => json(1)) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/customer/supply/necessary-confirm-info') return init?.method === 'POST' ? save() : json(reply);
    if (url === '/api/login/userInfo') return json(sellerUser);
    return json({ errorCode: 'NOT_FOUND', displayMessage: 'not found', error: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof fakeServer>) => bodiesOf(fetchMock, '/api/customer/supply/necessary-confirm-info');

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/Necessary', element: <NecessaryPage /> },
      { path: '/home', element: <div data-testid="home-page" /> },
    ],
    { initialEntries: ['/Necessary'] },
  );
  const { queryClient } = renderWithProviders(<RouterProvider router={router} />);
  return { router, queryClient };
}

const tick = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const save = () => fireEvent.click(screen.getByTestId('necessary-save'));

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('necessary page', () => {
  it('goes straight to /home when all three agreements are in', async () => {
    fakeServer(info({ sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'Y' }));
    const { router } = renderPage();
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the company details and every block when nothing is agreed', async () => {
    fakeServer(info());
    renderPage();
    const table = await screen.findByTestId('necessary-info');
    for (const text of ['100002', '파트너상사', '김대표', '법인', '123-45-67890', '02-1234-5678', '12.50%', '매월 20일'])
      expect(table.textContent).toContain(text);
    expect(screen.getByTestId('necessary-fee-confirm')).toBeTruthy();
    expect(screen.getByTestId('necessary-terms-agree')).toBeTruthy();
    expect(screen.getByTestId('necessary-genuine-agree')).toBeTruthy();
    // The seller terms with their guarantee-service article, and the guarantee agreement itself.
    expect(screen.getByTestId('terms-sellerTerms').textContent).toContain('정품 보증 서비스');
    expect(screen.getByTestId('terms-guarantee')).toBeTruthy();
  });

  it('shows only the blocks of the missing agreements', async () => {
    fakeServer(info({ sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'N' }));
    renderPage();
    expect(await screen.findByTestId('necessary-genuine-agree')).toBeTruthy();
    expect(screen.queryByTestId('necessary-fee-confirm')).toBeNull();
    expect(screen.queryByTestId('necessary-terms-agree')).toBeNull();
    expect(screen.queryByTestId('terms-sellerTerms')).toBeNull();
  });

  it('asks for the fee-rate confirmation (message 5), then the terms (message 6), sending nothing', async () => {
    const fetchMock = fakeServer(info());
    renderPage();
    await screen.findByTestId('necessary-save');
    save();
    expect(await screen.findByText('수수료율 확인에 동의해 주세요.')).toBeTruthy();
    tick('necessary-fee-confirm');
    save();
    expect(await screen.findByText('이용약관에 동의해 주세요.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('saves the flags of the blocks shown, refreshes the account and goes to /home', async () => {
    const fetchMock = fakeServer(info({ agreeGenuineYn: 'Y' }));
    const { router, queryClient } = renderPage();
    // The sign-in page may have cached "nobody signed in".
    queryClient.setQueryData(USER_INFO_KEY, null);
    await screen.findByTestId('necessary-save');
    tick('necessary-fee-confirm');
    tick('necessary-terms-agree');
    save();
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([{ sellFeeRateConfirmYn: 'Y', agreeYn: 'Y' }]);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/login/userInfo')).toBe(true);
    expect(router.state.location.pathname).toBe('/home');
    expect(await screen.findByText('저장되었습니다.')).toBeTruthy();
  });

  it('sends the optional genuine-goods flag as N when it is left unticked', async () => {
    const fetchMock = fakeServer(info());
    renderPage();
    await screen.findByTestId('necessary-save');
    tick('necessary-fee-confirm');
    tick('necessary-terms-agree');
    save();
    await screen.findByTestId('home-page');
    expect(posts(fetchMock)).toEqual([{ sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'N' }]);
  });

  it('shows message 4 when the save fails and stays on the page', async () => {
    fakeServer(info(), () => json({ errorCode: 'INTERNAL_ERROR', displayMessage: 'boom', error: 'boom' }, 500));
    const { router } = renderPage();
    await screen.findByTestId('necessary-save');
    tick('necessary-fee-confirm');
    tick('necessary-terms-agree');
    save();
    expect(await screen.findByText('저장에 실패했습니다. 관리자에게 문의해 주세요.')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    expect(router.state.location.pathname).toBe('/Necessary');
  });

  it("shows a master session's view-only message as the server sent it", async () => {
    const text = '마스터 계정은 조회만 할 수 있습니다.';
    fakeServer(info(), () => json({ errorCode: 'MASTER_VIEW_ONLY', displayMessage: text, error: 'MASTER_VIEW_ONLY' }, 403));
    renderPage();
    await screen.findByTestId('necessary-save');
    tick('necessary-fee-confirm');
    tick('necessary-terms-agree');
    await act(async () => save());
    expect(await screen.findByText(text)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('저장에 실패했습니다. 관리자에게 문의해 주세요.')).toBeNull());
  });
});
