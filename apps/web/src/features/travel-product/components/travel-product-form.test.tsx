import type { TBrandRow } from '@po/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { applyBulkFill, windowNights } from '../model/calendar';
import { emptyTravelProduct, roomKeyOf, type TravelProductFormValues } from '../model/travel-form';
import { TravelProductForm, type TravelEditSetup } from './travel-product-form';

const brand = { brandCd: 'B20001', brandNm: '트래블', deliveryLocCd: 'DL0001', sellFeeRate: '10.00' } as TBrandRow;
const room = (key: string, roomNm: string, roomSeq?: number) => ({
  key,
  roomSeq,
  roomNm,
  stdPersonCnt: 2,
  maxPersonCnt: 3,
  bedTypeNm: '',
  roomDesc: '',
  useYn: 'Y' as const,
});

const base: TravelProductFormValues = {
  ...emptyTravelProduct(),
  prodNm: '바다 호텔',
  supplyProdCd: 'SEA-01',
  brandCd: 'B20001',
  continentCd: 'ASIA',
  nationCd: 'JP',
  gradeCd: '4',
  baseAddr: '오사카',
  prodDesc: '<p>바다 앞</p>',
  images: [{ fileSeq: 31, fileUrl: '/api/file/image/31' }],
  listPrice: 200_000,
  prodPrice: 150_000,
  rsvWindow: [dayjs('2026-05-01'), dayjs('2026-05-03')],
  rooms: [room('a', '디럭스'), room('b', '스위트')],
};
const nights = windowNights('2026-05-01', '2026-05-03');
const full = applyBulkFill({}, nights, { roomKeys: ['a', 'b'], from: nights[0]!, to: nights.at(-1)!, weekdays: [], price: 120_000, stockQty: 4, saleYn: 'Y' });

function stubServer() {
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path.startsWith('/api/customer/supply/code')) return json([{ code: 'JP', codeNm: '일본', attrC1: null }]);
      return json({ list: [], totalCnt: 0 });
    }),
  );
}

describe('TravelProductForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends every room with every night of the window, as the contract reads it', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<TravelProductForm initial={{ ...base, calendar: full }} brands={[brand]} onSubmit={onSubmit} submitLabel="등록" />);
    fireEvent.click(screen.getByTestId('travel-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]?.[0] as { rooms: { roomNm: string; days: unknown[] }[]; rsvStartDt: string; rsvEndDt: string };
    expect(body.rsvStartDt).toBe('2026-05-01');
    expect(body.rsvEndDt).toBe('2026-05-03');
    expect(body.rooms.map((r) => [r.roomNm, r.days.length])).toEqual([
      ['디럭스', 3],
      ['스위트', 3],
    ]);
    expect(body.rooms[0]?.days[0]).toEqual({ stayDt: '2026-05-01', price: 120_000, stockQty: 4, saleYn: 'Y' });
  });

  it('refuses a calendar with an empty cell and sends nothing', async () => {
    const onSubmit = vi.fn();
    const holed = { ...full, ['b|2026-05-02']: { price: 120_000, stockQty: null, saleYn: 'Y' as const } };
    renderWithProviders(<TravelProductForm initial={{ ...base, calendar: holed }} brands={[brand]} onSubmit={onSubmit} submitLabel="등록" />);
    fireEvent.click(screen.getByTestId('travel-save'));
    expect(await screen.findByText('요금·재고·판매 여부가 비어 있는 칸이 1개 있습니다.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a window longer than 6 months with the spec message', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <TravelProductForm
        initial={{ ...base, rsvWindow: [dayjs('2026-01-15'), dayjs('2026-07-15')] }}
        brands={[brand]}
        onSubmit={onSubmit}
        submitLabel="등록"
      />,
    );
    fireEvent.click(screen.getByTestId('travel-save'));
    expect(await screen.findByText('예약 기간은 최대 6개월까지 설정할 수 있습니다.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows each registered room's stored nights on its own row (the rooms' keys are no form items)", async () => {
    const edit: TravelEditSetup = { version: 3, pricesEditable: false, storedWindow: { rsvStartDt: '2026-05-01', rsvEndDt: '2026-05-03' } };
    const [one, two] = [roomKeyOf(1), roomKeyOf(2)];
    const fill = (roomKey: string, price: number) => ({
      roomKeys: [roomKey],
      from: nights[0]!,
      to: nights.at(-1)!,
      weekdays: [],
      price,
      stockQty: 4,
      saleYn: 'Y' as const,
    });
    const calendar = applyBulkFill(applyBulkFill({}, nights, fill(one, 120_000)), nights, fill(two, 180_000));
    const initial = { ...base, rooms: [room(one, '디럭스', 1), room(two, '스위트', 2)], calendar };
    renderWithProviders(<TravelProductForm mode="edit" edit={edit} initial={initial} brands={[brand]} onSubmit={vi.fn()} submitLabel="저장" />);
    await waitFor(() => expect(screen.getByTestId('travel-calendar-missing').getAttribute('data-missing')).toBe('0'));
    expect(within(screen.getByTestId('travel-cell-0-2026-05-01')).getByLabelText('디럭스 2026-05-01 요금')).toHaveProperty('value', '120000');
    expect(within(screen.getByTestId('travel-cell-1-2026-05-03')).getByLabelText('스위트 2026-05-03 요금')).toHaveProperty('value', '180000');
  });

  it('has no remove button for a registered room, one for a new row', async () => {
    const edit: TravelEditSetup = { version: 3, pricesEditable: false, storedWindow: { rsvStartDt: '2026-05-01', rsvEndDt: '2026-05-03' } };
    const initial = { ...base, rooms: [room(roomKeyOf(1), '디럭스', 1)], calendar: {} };
    renderWithProviders(<TravelProductForm mode="edit" edit={edit} initial={initial} brands={[brand]} onSubmit={vi.fn()} submitLabel="저장" />);
    expect(screen.queryByTestId('travel-room-0-remove')).toBeNull();
    fireEvent.click(screen.getByTestId('travel-room-add'));
    expect(await screen.findByTestId('travel-room-1-remove')).toBeTruthy();
    fireEvent.click(screen.getByTestId('travel-room-1-remove'));
    await waitFor(() => expect(within(screen.getByTestId('travel-rooms')).queryByTestId('travel-room-1-name')).toBeNull());
  });

  it("shows the server's refusal on its box, and the travel save failure otherwise", async () => {
    const refusal = new ApiError(400, {
      errorCode: 'VALIDATION_ERROR',
      displayMessage: '',
      fields: [{ field: 'rooms.0.roomNm', messageKey: 'travelProduct.msg.roomNmRequired' }],
    });
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(refusal)
      .mockRejectedValueOnce(new ApiError(500, { errorCode: 'INTERNAL_ERROR', displayMessage: '' }));
    renderWithProviders(<TravelProductForm initial={{ ...base, calendar: full }} brands={[brand]} onSubmit={onSubmit} submitLabel="등록" />);
    fireEvent.click(screen.getByTestId('travel-save'));
    expect(await screen.findByText('객실명을 입력해 주세요.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('travel-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});
