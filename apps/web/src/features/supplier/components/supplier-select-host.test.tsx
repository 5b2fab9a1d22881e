import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, type TSupplyEntrRow, type TUserInfoReply } from '@po/contracts';
import { i18n } from '@/shared/i18n/i18n';
import { supplierSelectRequest } from '@/shared/session/supplier-select';
import { sellerUser } from '@/test/render-app';
import { bodiesOf as bodiesFor, renderWithProviders } from '@/test/render-with-providers';
import { SupplierSelectHost } from './supplier-select-host';

const master: TUserInfoReply = {
  ...sellerUser,
  loginNm: '마스터',
  isMasterLogin: 'Y',
  entrFlag: 'A',
  roles: ['admin'],
  supplyEntrCd: null,
  supplyEntrNm: null,
};

const row = (n: number, code: string, name: string): TSupplyEntrRow => ({
  rnum: n,
  supplyEntrCd: code,
  supplyEntrNm: name,
  ownerNm: '대표',
  bizNo: '1234567890',
  entrStsCd: '30',
  entrStsNm: '정상',
  agreeYn: 'Y',
  sellFeeRateConfirmYn: 'N',
  totalCnt: 2,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function fakeServer() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/login/supplyEntrs') return json({ list: [row(1, '100001', '테스트상사'), row(2, '100002', '파트너상사')], totalCnt: 2 });
    if (url === '/api/login/adminLogin') return json({ loginNm: '마스터', supplyEntrCd: '100002' });
    return json({ errorCode: 'NOT_FOUND', displayMessage: 'not found', error: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodiesOf = (fetchMock: ReturnType<typeof fakeServer>, url: string) => bodiesFor(fetchMock, url);

function renderHost(user: TUserInfoReply) {
  const onChosen = vi.fn();
  renderWithProviders(<SupplierSelectHost onChosen={onChosen} />, { user });
  return { onChosen };
}

const closeButton = () => within(screen.getByTestId('supplier-modal')).getByRole('button', { name: /close|닫기/i });

beforeEach(async () => {
  supplierSelectRequest.set(false);
  Cookies.remove(COOKIE.masterSelected, { path: '/' });
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('supplier selection dialog', () => {
  it('opens by itself for a master without a seller, lists normal sellers and cannot be closed without a choice', async () => {
    const fetchMock = fakeServer();
    renderHost(master);
    expect(await screen.findByTestId('supplier-row-100002')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/login/supplyEntrs')[0]).toEqual({ searchOption: '', searchOptionNm: '', entrStsCd: '30', pageNum: 1, pageSize: 10 });
    expect(screen.getByTestId('supplier-row-100002').textContent).toContain('123-45-67890');

    fireEvent.click(closeButton());
    expect(await screen.findByText('작업할 업체를 선택해 주세요.')).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('supplier-modal'), { key: 'Escape' });
    expect(screen.getByTestId('supplier-modal')).toBeTruthy();
  });

  it('stays closed for a master who has a seller until the navbar asks, and may then be closed', async () => {
    fakeServer();
    renderHost({ ...master, supplyEntrCd: '100001', supplyEntrNm: '테스트상사' });
    expect(screen.queryByTestId('supplier-modal')).toBeNull();
    act(() => supplierSelectRequest.set(true));
    await screen.findByTestId('supplier-row-100001');
    fireEvent.click(closeButton());
    await waitFor(() => expect(screen.queryByTestId('supplier-modal')).toBeNull());
    expect(supplierSelectRequest.get()).toBe(false);
  });

  it('chooses a seller: confirm, adminLogin, master-selected flag, then the reload', async () => {
    const fetchMock = fakeServer();
    const { onChosen } = renderHost(master);
    fireEvent.click(await screen.findByTestId('supplier-row-100002'));
    expect(bodiesOf(fetchMock, '/api/login/adminLogin')).toEqual([]);
    fireEvent.click(await screen.findByTestId('supplier-choose-confirm'));
    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1));
    expect(bodiesOf(fetchMock, '/api/login/adminLogin')).toEqual([{ supplyEntrCd: '100002', supplyEntrNm: '파트너상사' }]);
    expect(Cookies.get(COOKIE.masterSelected)).toBe('Y');
  });

  it('shows the server message and does not reload when adminLogin fails', async () => {
    const fetchMock = fakeServer();
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/login/adminLogin'
        ? json({ errorCode: 'NOT_FOUND', displayMessage: '업체를 찾을 수 없습니다.', error: 'NOT_FOUND' }, 404)
        : json({ list: [row(1, '100001', '테스트상사')], totalCnt: 1 }),
    );
    const { onChosen } = renderHost(master);
    fireEvent.click(await screen.findByTestId('supplier-choose-100001'));
    fireEvent.click(await screen.findByTestId('supplier-choose-confirm'));
    expect(await screen.findByText('업체를 찾을 수 없습니다.')).toBeTruthy();
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('alerts navGrid.msg.msg1 for a term without an option and searches with the option and term', async () => {
    const fetchMock = fakeServer();
    renderHost(master);
    await screen.findByTestId('supplier-row-100001');
    fireEvent.change(screen.getByTestId('supplier-search-term'), { target: { value: '파트너' } });
    fireEvent.click(screen.getByTestId('supplier-search'));
    expect(await screen.findByText('검색 조건을 선택해 주세요.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/login/supplyEntrs')).toHaveLength(1);

    fireEvent.mouseDown(within(screen.getByTestId('supplier-modal')).getAllByRole('combobox')[0]!);
    fireEvent.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="업체명"]')!));
    fireEvent.click(screen.getByTestId('supplier-search'));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/login/supplyEntrs')).toHaveLength(2));
    expect(bodiesOf(fetchMock, '/api/login/supplyEntrs')[1]).toEqual({
      searchOption: 'supplyEntrNm',
      searchOptionNm: '파트너',
      entrStsCd: '30',
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('alerts navGrid.msg.msg2 for an option without a term', async () => {
    const fetchMock = fakeServer();
    renderHost(master);
    await screen.findByTestId('supplier-row-100001');
    fireEvent.mouseDown(within(screen.getByTestId('supplier-modal')).getAllByRole('combobox')[0]!);
    fireEvent.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="사업자등록번호"]')!));
    fireEvent.click(screen.getByTestId('supplier-search'));
    expect(await screen.findByText('검색어를 입력해 주세요.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/login/supplyEntrs')).toHaveLength(1);
  });
});
