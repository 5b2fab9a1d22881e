import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNecessaryInfoReply, TUserInfoReply } from '@po/contracts';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { bodiesOf, renderWithProviders } from '@/test/render-with-providers';
import { GuaranteePopupGate } from './guarantee-popup-gate';

const INSIDE = () => new Date('2022-05-10T01:00:00Z');
const OUTSIDE = () => new Date('2026-11-22T01:00:00Z');

const info = (grntSrvcAgrmYn: 'Y' | 'N'): TNecessaryInfoReply => ({
  supplyEntrCd: '100001',
  supplyEntrNm: '테스트상사',
  ownerNm: '홍길동',
  bizGbText: '법인',
  bizNoText: '123-45-67890',
  phone1: '02',
  phone2: '123',
  phone3: '4567',
  sellFeeRate: '10.00',
  settleDay: 20,
  sellFeeRateConfirmYn: 'Y',
  agreeYn: 'Y',
  agreeGenuineYn: 'Y',
  grntSrvcAgrmYn,
});

function fakeServer(grnt: 'Y' | 'N') {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => new Response(JSON.stringify(init?.method === 'POST' ? 1 : info(grnt)), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderGate(clock: () => Date, user: TUserInfoReply = sellerUser) {
  renderWithProviders(<GuaranteePopupGate clock={clock} />, { user });
}

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('guarantee terms popup', () => {
  it('asks the server nothing outside the window', async () => {
    const fetchMock = fakeServer('N');
    renderGate(OUTSIDE);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('guarantee-popup')).toBeNull();
  });

  it('does not show once agreed', async () => {
    const fetchMock = fakeServer('Y');
    renderGate(INSIDE);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('guarantee-popup')).toBeNull();
  });

  it('is not offered to a master session', async () => {
    const fetchMock = fakeServer('N');
    renderGate(INSIDE, { ...sellerUser, isMasterLogin: 'Y', entrFlag: 'A', roles: ['admin'] });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs its checkbox (message 6), confirms, then saves grntSrvcAgrmYn Y', async () => {
    const fetchMock = fakeServer('N');
    renderGate(INSIDE);
    expect(await screen.findByTestId('guarantee-popup')).toBeTruthy();
    expect(screen.getByTestId('terms-guarantee').textContent).toContain('2021-04-28');
    fireEvent.click(screen.getByTestId('guarantee-save'));
    expect(await screen.findByText('이용약관에 동의해 주세요.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('guarantee-agree'));
    fireEvent.click(screen.getByTestId('guarantee-save'));
    fireEvent.click(await screen.findByTestId('guarantee-confirm-ok'));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/customer/supply/necessary-confirm-info')).toEqual([{ grntSrvcAgrmYn: 'Y' }]));
    expect(await screen.findByText('저장되었습니다.')).toBeTruthy();
  });
});
