import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TTravelEstimateDetailReply } from '@po/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { TravelEstimateDetailPage } from './travel-estimate-detail-page';

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

const estimate = (over: Partial<TTravelEstimateDetailReply>): TTravelEstimateDetailReply => ({
  estmNo: 'ES20270101A',
  reqDt: '2027-01-02T01:00:00.000Z',
  estmStatCd: 'CHECK',
  estmStatNm: '견적확인',
  estmProdTypeCd: 'GROUP',
  estmProdTypeNm: '단체',
  prodCd: 'T000000001',
  prodNm: '제주 오션 리조트',
  reqNm: '김여행',
  reqMobile: '01012345678',
  reqEmail: '',
  personCnt: 12,
  roomCnt: 3,
  firstCheckInDt: '2027-03-08',
  estmAmt: 1_200_000,
  payLimitDt: '2027-03-09',
  version: 3,
  reqCont: '단체 워크숍',
  memo: '',
  cancelReason: null,
  paidDt: null,
  cancelDt: null,
  rooms: [{ estmRoomSeq: 1, roomSeq: 1, roomNm: '디럭스', roomCnt: 3, checkInDt: '2027-03-08', checkOutDt: '2027-03-10' }],
  allowedActions: ['requestPayment', 'cancel', 'changeType', 'setRooms'],
  history: [],
  ...over,
});

/** Answers the estimate; a PUT answers `afterPut` (the estimate as stored), which later reads answer too. */
function stubServer(first: TTravelEstimateDetailReply, afterPut: TTravelEstimateDetailReply = first) {
  let current = first;
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') current = afterPut;
    return json(current);
  });
  vi.stubGlobal('fetch', fetchMock);
  const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([u, init]) => [u, JSON.parse(init!.body as string)] as const);
  return { puts };
}
const enabled = (testId: string) => !screen.getByTestId<HTMLButtonElement>(testId).disabled;

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  await i18n.loadNamespaces(['travelOrder']);
});
afterEach(() => vi.unstubAllGlobals());

describe('estimate detail', () => {
  it('enables the moves TRAVEL_ESTIMATE_MACHINE allows the seller', async () => {
    stubServer(estimate({ estmStatCd: 'REQUEST', allowedActions: ['check', 'cancel', 'changeType', 'setRooms'] }));
    renderWithProviders(<TravelEstimateDetailPage />, { router: true });
    // The editors load beside the page: request payment shows with them.
    await screen.findByTestId('testm-action-requestPayment');
    expect(['testm-action-check', 'testm-action-requestPayment', 'testm-action-cancel'].filter(enabled)).toEqual(['testm-action-check', 'testm-action-cancel']);
  });

  it('refuses a payment limit on or after check-in before asking the server', async () => {
    const server = stubServer(estimate({}));
    renderWithProviders(<TravelEstimateDetailPage />, { router: true });
    fireEvent.click(await screen.findByTestId('testm-action-requestPayment'));
    expect(await screen.findByText(i18n.t('travelOrder.msg.payLimitBeforeCheckIn'))).toBeTruthy();
    expect(server.puts()).toEqual([]);
  });

  it('shows the server’s refusal of the payment limit on its box', async () => {
    const messageKey = 'travelOrder.msg.payLimitBeforeCheckIn';
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? Promise.resolve(
            new Response(JSON.stringify({ errorCode: 'VALIDATION_ERROR', displayMessage: 'x', fields: [{ field: 'payLimitDt', messageKey }] }), {
              status: 400,
            }),
          )
        : json(estimate({ payLimitDt: '2027-03-01' })),
    );
    renderWithProviders(<TravelEstimateDetailPage />, { router: true });
    fireEvent.click(await screen.findByTestId('testm-action-requestPayment'));
    expect(await screen.findByText(i18n.t(messageKey))).toBeTruthy();
  });

  it('asks before changing the type, sends it, and shows every room without dates after', async () => {
    const cleared = estimate({
      estmProdTypeCd: 'CUSTOM',
      version: 4,
      firstCheckInDt: null,
      rooms: [{ ...estimate({}).rooms[0]!, checkInDt: null, checkOutDt: null }],
    });
    const server = stubServer(estimate({}), cleared);
    renderWithProviders(<TravelEstimateDetailPage />, { router: true });
    const room = await screen.findByTestId('testm-room-1');
    await waitFor(() => expect(room.querySelector('input')?.value).toBe('2027-03-08'));
    fireEvent.mouseDown(screen.getByTestId('testm-type').querySelector('.ant-select-selector') ?? screen.getByTestId('testm-type'));
    fireEvent.click(await screen.findByTitle('맞춤'));
    expect(await screen.findByText(i18n.t('travelOrder.detail.typeChangeBody'))).toBeTruthy();
    expect(server.puts()).toEqual([]);
    fireEvent.click(screen.getByTestId('testm-type-change-ok'));
    await waitFor(() =>
      expect(server.puts()).toEqual([[expect.stringMatching(/\/api\/travelOrder\/estimates\/.*\/type$/), { version: 3, estmProdTypeCd: 'CUSTOM' }]]),
    );
    await waitFor(() => expect(screen.getByTestId('testm-room-1').querySelector('input')?.value).toBe(''));
  });
});
