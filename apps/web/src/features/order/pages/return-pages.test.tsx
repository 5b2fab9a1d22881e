import type { TReturnRow } from '@po/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { ReturnHoldListPage } from './return-hold-list-page';
import { ReturnListPage } from './return-list-page';

const row = (over: Partial<TReturnRow> = {}): TReturnRow => ({
  claimSq: 7,
  supplyEntrCd: 'S0001',
  claimType: 'RETURN',
  claimStsCd: 'RETURN_COLLECT_COMPLETED',
  ordNo: 'ORD12345678',
  ordDtlSq: 1,
  ordDt: '2026-11-20T01:00:00.000Z',
  buyerNm: '김구매',
  rcpNm: '이수령',
  prodCd: 'P1',
  prodNm: '울 코트',
  optionValue1: '블랙',
  optionValue2: 'M',
  claimQty: 1,
  reqBy: 'BUYER',
  reasonCd: '01',
  reqReason: '',
  feeGubun: 'BUYER',
  returnFee: 3000,
  returnFeePayCd: 'DEDUCT',
  returnFeePaidYn: 'N',
  giftYn: 'N',
  giftCheckedYn: 'N',
  pointUsedYn: 'N',
  refundWayCd: null,
  refundAmt: null,
  refundDt: null,
  exchangeProdOptionCd: null,
  exchangeOrdDtlSq: null,
  rdeliveryEntrCd: '04',
  rinvoiceNo: '600000000001',
  autoCollectYn: 'N',
  holdReason: null,
  holdDt: null,
  releaseMemo: null,
  withdrawReason: null,
  reqDt: '2026-11-21T01:00:00.000Z',
  collectDt: null,
  collectCompleteDt: null,
  completeDt: null,
  withdrawDt: null,
  version: 4,
  ...over,
});

/** A server answering the return screens' lists with one row, and every action with the claim moved. */
function stubServer(list: TReturnRow[]) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const body =
      init?.method === 'PUT'
        ? { claimSq: 7, claimStsCd: 'RETURN_COMPLETED', version: 5, refundAmt: 1000, exchangeOrdDtlSq: null }
        : {
            list,
            totalCnt: list.length,
            counts: { RETURN_REQUESTED: 2, RETURN_COLLECT: 0, RETURN_COLLECT_COMPLETED: 1, RETURN_COMPLETED: 0, RETURN_DISABLE: 0 },
          };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (method: string, path: string) =>
    fetchMock.mock.calls.filter(([u, init]) => (init?.method ?? 'GET') === method && new URL(u, 'http://localhost').pathname === `/api${path}`);
  return { sent };
}

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('return screens', () => {
  it('opens on the received tab with counts; a collected return completes after the question, with the version read', async () => {
    const server = stubServer([row()]);
    renderWithProviders(<ReturnListPage />, { user: sellerUser, router: true });
    await waitFor(() =>
      expect(new URL(String(server.sent('GET', '/return/returnList')[0]?.[0]), 'http://localhost').searchParams.get('statusCd')).toBe('RETURN_REQUESTED'),
    );
    expect((await screen.findByTestId('return-tab-RETURN_REQUESTED')).textContent).toContain('(2)');
    expect(screen.queryByTestId('claim-collect-7')).toBeNull();
    fireEvent.click(await screen.findByTestId('claim-complete-7'));
    fireEvent.click(await screen.findByRole('button', { name: /확\s*인|OK/ }));
    await waitFor(() => expect(server.sent('PUT', '/return/claims/7/complete')).toHaveLength(1));
    expect(JSON.parse(server.sent('PUT', '/return/claims/7/complete')[0]![1]!.body as string)).toEqual({ version: 4 });
  });

  it('asks a hold reason with its counter and sends it', async () => {
    const server = stubServer([row()]);
    renderWithProviders(<ReturnListPage />, { user: sellerUser, router: true });
    fireEvent.click(await screen.findByTestId('claim-hold-7'));
    fireEvent.click(await screen.findByTestId('claim-hold-ok'));
    expect(await screen.findByText('회수 보류 사유를 입력해 주세요.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('claim-hold-text'), { target: { value: '구성품 누락' } });
    expect(screen.getByText('6 / 1000')).toBeTruthy();
    fireEvent.click(screen.getByTestId('claim-hold-ok'));
    await waitFor(() => expect(server.sent('PUT', '/return/claims/7/hold')).toHaveLength(1));
    expect(JSON.parse(server.sent('PUT', '/return/claims/7/hold')[0]![1]!.body as string)).toEqual({ holdReason: '구성품 누락', version: 4 });
  });

  it("shows the CS centre's held claims with their reason and releases one with a memo", async () => {
    const server = stubServer([row({ claimStsCd: 'RETURN_DISABLE', holdReason: '더스트백 누락' })]);
    renderWithProviders(<ReturnHoldListPage />, { user: sellerUser, router: true });
    expect((await screen.findByTestId('hold-row-7')).textContent).toContain('더스트백 누락');
    fireEvent.click(screen.getByTestId('hold-release-7'));
    fireEvent.change(await screen.findByTestId('hold-release-text'), { target: { value: '고객 합의' } });
    fireEvent.click(screen.getByTestId('hold-release-ok'));
    await waitFor(() => expect(server.sent('PUT', '/admin/order/returnHolds/7/release')).toHaveLength(1));
  });
});
