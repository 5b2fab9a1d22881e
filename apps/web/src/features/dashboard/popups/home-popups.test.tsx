import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TGrntSrvcPopupReply, TNoticePopupReply, TSoldOutPopupReply, TUserInfoReply } from '@po/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { bodiesOf, renderWithProviders } from '@/test/render-with-providers';
import { HomePopupSequence } from './home-popups';
import { noticeHideKey, soldOutHideKey } from './popup-suppression';

const NOW = new Date('2026-11-20T03:00:00Z');
const notice = (bulletinSq: number, title: string) => ({ bulletinSq, title, contents: `<p>${title} 내용</p>`, regDt: NOW.toISOString(), fileList: [] });
const soldOutRow = { prodCd: 'P1', supplyProdCd: 'S1', prodNm: '코트', prodOptionCd: 'P1001', optionValue: '블랙 / M', brandNm: '브랜드', stockQty: 2 };

function fakeServer(o: { grnt?: 'Y' | 'N'; notices?: TNoticePopupReply['list']; soldOut?: Partial<TSoldOutPopupReply> }) {
  const replies: Record<string, unknown> = {
    '/api/notice/grntSrvcAgrmYn': {
      grntSrvcAgrmYn: o.grnt === 'Y' ? 'N' : 'Y',
      popupYn: o.grnt ?? 'N',
      startDt: '2026-11-01',
      endDt: '2026-11-30',
    } satisfies TGrntSrvcPopupReply,
    '/api/notice/popup': { list: o.notices ?? [] },
    '/api/notice/soldoutpopup': { list: [soldOutRow], totalCnt: 1, soldOutCnt: 1, ordCnt: 0, ...o.soldOut },
  };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    return new Response(JSON.stringify(init?.method === 'POST' ? 1 : replies[path]), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = (user: TUserInfoReply = sellerUser, now = NOW) => renderWithProviders(<HomePopupSequence now={() => now} />, { user, router: true });

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  await i18n.loadNamespaces(['popup']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('home popups', () => {
  it('shows the notices one after another, then the sold-out popup; a notice ticked stays hidden 7 days', async () => {
    fakeServer({ notices: [notice(2, '새 공지'), notice(1, '지난 공지')] });
    const first = render();
    expect(await screen.findByTestId('notice-popup-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('notice-popup-hide'));
    fireEvent.click(screen.getByTestId('notice-popup-close'));
    expect(await screen.findByTestId('notice-popup-1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('notice-popup-close'));
    expect(await screen.findByTestId('sold-out-popup')).toBeTruthy();
    expect(screen.getByTestId('sold-out-row-P1001').textContent).toContain('블랙 / M');
    expect(Number(localStorage.getItem(noticeHideKey(sellerUser.mgrId, 2)))).toBe(NOW.getTime() + 7 * 86_400_000);
    first.unmount();

    // Six days later only the unticked notice shows; eight days later both again.
    const later = render(sellerUser, new Date(NOW.getTime() + 6 * 86_400_000));
    expect(await screen.findByTestId('notice-popup-1')).toBeTruthy();
    expect(screen.queryByTestId('notice-popup-2')).toBeNull();
    later.unmount();
    render(sellerUser, new Date(NOW.getTime() + 8 * 86_400_000));
    expect(await screen.findByTestId('notice-popup-2')).toBeTruthy();
  });

  it('hides the sold-out popup until the end of the Seoul day, and never shows it with nothing to tell', async () => {
    fakeServer({});
    const first = render();
    expect(await screen.findByTestId('sold-out-popup')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sold-out-popup-hide'));
    fireEvent.click(screen.getByTestId('sold-out-popup-close'));
    // 12:00 Seoul ticked: hidden until 00:00 Seoul the next day (15:00 UTC).
    expect(Number(localStorage.getItem(soldOutHideKey(sellerUser.mgrId)))).toBe(Date.parse('2026-11-20T15:00:00Z'));
    first.unmount();
    const sameDay = render(sellerUser, new Date('2026-11-20T14:59:00Z'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('sold-out-popup')).toBeNull();
    sameDay.unmount();
    const nextDay = render(sellerUser, new Date('2026-11-20T15:00:00Z'));
    expect(await screen.findByTestId('sold-out-popup')).toBeTruthy();
    nextDay.unmount();

    localStorage.clear();
    fakeServer({ soldOut: { list: [], totalCnt: 0, soldOutCnt: 0, ordCnt: 0 } });
    render();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('sold-out-popup')).toBeNull();
  });

  it('shows the guarantee popup first: its checkbox is required (message 6), then a confirm, then the necessary save', async () => {
    const fetchMock = fakeServer({ grnt: 'Y', notices: [notice(3, '공지')] });
    render();
    expect(await screen.findByTestId('guarantee-popup')).toBeTruthy();
    expect(screen.queryByTestId('notice-popup-3')).toBeNull();
    fireEvent.click(screen.getByTestId('guarantee-save'));
    expect(await screen.findByText('이용약관에 동의해 주세요.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/customer/supply/necessary-confirm-info')).toEqual([]);
    fireEvent.click(screen.getByTestId('guarantee-agree'));
    fireEvent.click(screen.getByTestId('guarantee-save'));
    fireEvent.click(await screen.findByTestId('guarantee-confirm-ok'));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/customer/supply/necessary-confirm-info')).toEqual([{ grntSrvcAgrmYn: 'Y' }]));
    expect(await screen.findByTestId('notice-popup-3')).toBeTruthy();
  });

  it('shows a master session the notices only', async () => {
    const fetchMock = fakeServer({ grnt: 'Y', notices: [notice(4, '공지')] });
    render({ ...sellerUser, isMasterLogin: 'Y', entrFlag: 'A', roles: ['admin'] });
    expect(await screen.findByTestId('notice-popup-4')).toBeTruthy();
    fireEvent.click(screen.getByTestId('notice-popup-close'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('sold-out-popup')).toBeNull();
    const asked = fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost').pathname);
    expect(asked).toEqual(['/api/notice/popup']);
  });
});
