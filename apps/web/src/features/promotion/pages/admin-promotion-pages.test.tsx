import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPromotionAdminDetailReply } from '@po/contracts';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminPromotionFormPage } from './admin-promotion-form-page';

// The range picker is antd's calendar, loaded lazily: a plain box taking "from~to" stands in for it here.
vi.mock('@/shared/date/range-picker', () => ({
  DateRangePicker: (p: { onChange?: (v: unknown) => void; 'data-testid'?: string }) => (
    <input
      data-testid={p['data-testid']}
      onChange={(e) => {
        const [from, to] = e.target.value.split('~');
        p.onChange?.([dayjs(from), dayjs(to)]);
      }}
    />
  ),
}));

const operator = { ...sellerUser, roles: ['admin'], managerRole: [], mgrId: 'admin01' };

/** A server answering by method and path; each answer is a body or [body, status]. */
function stubServer(answers: Record<string, unknown>) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const a = answers[`${init?.method ?? 'GET'} ${path}`] ?? {};
    const [body, status] = Array.isArray(a) ? a : [a, 200];
    return Promise.resolve(new Response(JSON.stringify(body), { status: status as number, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const posts = (fetchMock: ReturnType<typeof stubServer>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string, user = operator) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/promotionForm/:promCd?" element={<AdminPromotionFormPage />} />
        <Route path="/admin/promotionList" element={<div data-testid="went-to-list" />} />
      </Routes>
    </MemoryRouter>,
    { user },
  );

/** Fills the head of the form: name, type, periods and a 10 % seller-borne discount. */
async function fillHead() {
  fireEvent.change(await screen.findByTestId('promotion-form-promNm'), { target: { value: '겨울 타임세일' } });
  fireEvent.mouseDown(within(screen.getByTestId('promotion-form-promDivision')).getByRole('combobox'));
  fireEvent.click(await screen.findByText('타임세일'));
  fireEvent.change(screen.getByTestId('promotion-form-reqPeriod'), { target: { value: '2026-11-26~2026-11-26' } });
  fireEvent.change(screen.getByTestId('promotion-form-progPeriod'), { target: { value: '2026-11-27~2026-12-03' } });
  fireEvent.change(screen.getByTestId('promotion-form-dcValue'), { target: { value: '10' } });
}

describe('AdminPromotionFormPage (new)', () => {
  it('checks the form with the contract before sending anything', async () => {
    const fetchMock = stubServer({});
    renderAt('/admin/promotionForm');
    fireEvent.click(await screen.findByTestId('promotion-form-save'));
    expect(await screen.findByText('프로모션명을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('프로모션 구분을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('요청 기간을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('진행 기간을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('할인 값을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('대상 상품을 추가해 주세요.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('refuses a request period that does not end before the run, and a rate over 90 %', async () => {
    stubServer({});
    renderAt('/admin/promotionForm');
    await fillHead();
    fireEvent.change(screen.getByTestId('promotion-form-progPeriod'), { target: { value: '2026-11-26~2026-12-03' } });
    fireEvent.change(screen.getByTestId('promotion-form-dcValue'), { target: { value: '95' } });
    fireEvent.click(screen.getByTestId('promotion-form-save'));
    expect(await screen.findByText('요청 기간은 진행 시작일 전에 끝나야 합니다.')).toBeTruthy();
    expect(screen.getByText('할인율은 1~90% 사이여야 합니다.')).toBeTruthy();
  });

  it('adds pasted codes of one seller, sends the promotion with a key, and shows the server’s refusal on its row', async () => {
    const fetchMock = stubServer({
      'POST /promotion/admin': [
        {
          errorCode: 'VALIDATION_ERROR',
          displayMessage: 'x',
          error: 'Bad Request',
          fields: [{ field: 'targets.1.prodCd', messageKey: 'promotionAdmin.msg.notOnSale', message: 'x' }],
        },
        400,
      ],
    });
    renderAt('/admin/promotionForm');
    await fillHead();
    fireEvent.click(screen.getByTestId('promotion-form-paste'));
    fireEvent.change(await screen.findByTestId('promotion-paste-seller'), { target: { value: '100001' } });
    fireEvent.change(screen.getByTestId('promotion-paste-codes'), { target: { value: 'P0000001\nP0000002, P0000003\nP0000001' } });
    fireEvent.click(screen.getByTestId('promotion-paste-add'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('promotion-target-prod-2').value).toBe('P0000003'));
    expect(screen.queryByTestId('promotion-target-prod-3')).toBeNull();
    fireEvent.click(screen.getByTestId('promotion-form-save'));
    expect(await screen.findByText('판매 중인 상품이 아닙니다.')).toBeTruthy();
    const [url, init] = posts(fetchMock)[0]!;
    expect(String(url)).toBe('/api/promotion/admin');
    expect(new Headers(init!.headers).get('Idempotency-Key')).toBeTruthy();
    expect(JSON.parse(init!.body as string)).toEqual({
      promNm: '겨울 타임세일',
      promDivision: 'TIME_SALE',
      reqStartDt: '2026-11-26',
      reqEndDt: '2026-11-26',
      progStartDt: '2026-11-27',
      progEndDt: '2026-12-03',
      dcTypeCd: 'RATE',
      dcValue: 10,
      bearer: 'SELLER',
      targets: ['P0000001', 'P0000002', 'P0000003'].map((prodCd) => ({ supplyEntrCd: '100001', prodCd })),
    });
  });
});

const saved: TPromotionAdminDetailReply = {
  head: {
    promCd: 'PM00000001',
    promNm: '겨울 타임세일',
    promDivision: 'TIME_SALE',
    promState: 'REQUEST',
    reqStartDt: '2026-11-26',
    reqEndDt: '2026-11-26',
    progStartDt: '2026-11-27',
    progEndDt: '2026-12-03',
    dcTypeCd: 'RATE',
    dcValue: 10,
    bearer: 'SELLER',
  },
  counts: { total: 2, prepare: 0, agree: 1, reject: 1 },
  targets: [
    {
      supplyEntrCd: '100001',
      supplyEntrNm: '테스트상사',
      prodCd: 'P0000001',
      prodNm: '코트',
      prodPrice: 30000,
      promPrice: 27000,
      reqState: 'AGREE',
      rejectReason: null,
      decidedDt: '2026-11-26T01:00:00.000Z',
    },
    {
      supplyEntrCd: '100001',
      supplyEntrNm: '테스트상사',
      prodCd: 'P0000002',
      prodNm: '니트',
      prodPrice: 20000,
      promPrice: 18000,
      reqState: 'REJECT',
      rejectReason: '재고 부족',
      decidedDt: '2026-11-26T01:00:00.000Z',
    },
  ],
};

describe('AdminPromotionFormPage (saved)', () => {
  it('shows every target’s answer and cancels after a confirmation', async () => {
    const fetchMock = stubServer({
      'GET /promotion/admin/PM00000001': saved,
      'POST /promotion/admin/PM00000001/cancel': { ...saved, head: { ...saved.head, promState: 'CANCELLED' } },
    });
    renderAt('/admin/promotionForm/PM00000001');
    expect((await screen.findByTestId('promotion-admin-answer-P0000002')).textContent).toBe('거부');
    expect(screen.getByTestId('promotion-admin-target-P0000002').textContent).toContain('재고 부족');
    expect(screen.getByTestId('promotion-admin-counts-agree').textContent).toBe('동의 1');
    fireEvent.click(screen.getByTestId('promotion-admin-cancel'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '프로모션 취소' }));
    await waitFor(() => expect(posts(fetchMock).map(([u]) => String(u))).toEqual(['/api/promotion/admin/PM00000001/cancel']));
  });

  it('has no cancel once the promotion runs', async () => {
    stubServer({ 'GET /promotion/admin/PM00000001': { ...saved, head: { ...saved.head, promState: 'RUNNING' } } });
    renderAt('/admin/promotionForm/PM00000001');
    expect(await screen.findByTestId('promotion-admin-view')).toBeTruthy();
    expect(screen.queryByTestId('promotion-admin-cancel')).toBeNull();
  });
});
