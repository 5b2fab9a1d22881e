import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdminMonth, THoldRow } from '@po/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { bodiesOf, renderWithProviders } from '@/test/render-with-providers';
import { AdminAdjustmentListPage } from './admin-adjustment-list-page';
import { AdminHoldListPage } from './admin-hold-list-page';
import { AdminMonthListPage } from './admin-month-list-page';

const JOB = '6f1d7a1c-0000-4000-8000-0000000000b2';
const operator = { ...sellerUser, roles: ['admin'], managerRole: [], mgrId: 'admin01' };
const month = (settleYm: string, over: Partial<TAdminMonth> = {}): TAdminMonth => ({
  settleYm,
  stsCd: 'NONE',
  ended: true,
  confirmDt: null,
  payDueDt: null,
  fixedDt: null,
  publishedDt: null,
  issueDueDt: '2026-11-10',
  sellerCnt: 0,
  rowCnt: 0,
  payoutAmt: 0,
  feeAmt: 0,
  invoiceCnt: 0,
  runBy: null,
  ...over,
});
const hold: THoldRow = {
  holdSq: 7,
  supplyEntrCd: 'S000001',
  supplyEntrNm: '(주)모던패션',
  holdKind: 'MANUAL',
  amount: 30000,
  reason: '분쟁 보류',
  releaseDueDt: '2027-03-01',
  basisYm: null,
  createdBy: 'admin01',
  createdDt: '2026-11-05T01:00:00.000Z',
  releasedBy: null,
  releasedDt: null,
  releaseMemo: null,
  heldYm: '2026-11',
  releasedYm: null,
};

/** A server with the given answers by path (GET lists default to empty); the run job is done on its second ask. */
function stubServer(answers: Record<string, unknown>) {
  let asked = 0;
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const json = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    if (path === `/calculate/admin/runJobs/${JOB}`)
      return json({
        jobId: JOB,
        kind: 'settlement-run',
        status: asked++ === 0 ? 'active' : 'completed',
        progressDone: 1,
        progressTotal: 2,
        errorMessage: null,
        fileReady: false,
        fileNm: null,
      });
    if (path in answers) {
      const a = answers[path];
      return Array.isArray(a) ? json(a[0], a[1] as number) : json(a);
    }
    return json({ list: [], totalCnt: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminMonthListPage', () => {
  const months = [
    month('2026-11', { ended: false }),
    month('2026-10'),
    month('2026-09', { stsCd: 'FIXED', sellerCnt: 3, feeAmt: 11000 }),
    month('2026-08', { stsCd: 'PUBLISHED' }),
  ];

  it('offers confirm only for an ended month not fixed and publish only for a fixed one; confirm asks, then follows the run', async () => {
    const fetchMock = stubServer({
      '/calculate/admin/months': { list: months, totalCnt: 4 },
      '/calculate/admin/months/2026-10/confirm': [{ jobId: JOB }, 202],
    });
    renderWithProviders(<AdminMonthListPage />, { user: operator, router: true });
    const confirm = await screen.findByTestId('month-confirm-2026-10');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId<HTMLButtonElement>('month-confirm-2026-11').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('month-confirm-2026-09').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('month-publish-2026-09').disabled).toBe(false);
    expect(screen.getByTestId<HTMLButtonElement>('month-publish-2026-10').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('month-publish-2026-08').disabled).toBe(true);

    fireEvent.click(confirm);
    expect(await screen.findByText('2026-10 정산을 확정할까요? 입점사별 정산 행이 만들어집니다.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/calculate/admin/months/2026-10/confirm')).toEqual([]);
    fireEvent.click(screen.getByTestId('month-confirm-ok'));
    expect(await screen.findByTestId('run-close', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByTestId('run-done', {}, { timeout: 10_000 })).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/calculate/admin/months/2026-10/confirm')).toEqual([{}]);
  });

  it('publishes a fixed month after asking, and opens a month’s sellers', async () => {
    const fetchMock = stubServer({
      '/calculate/admin/months': { list: months, totalCnt: 4 },
      '/calculate/admin/months/2026-09/publish': { settleYm: '2026-09', stsCd: 'PUBLISHED', issuedCnt: 3, invoiceCnt: 3, late: true },
    });
    renderWithProviders(<AdminMonthListPage />, { user: operator, router: true });
    fireEvent.click(await screen.findByTestId('month-publish-2026-09'));
    fireEvent.click(await screen.findByTestId('month-publish-ok'));
    expect(await screen.findByText('세금계산서 3건을 발행했습니다 (발행 기한 경과).')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/calculate/admin/months/2026-09/publish')).toEqual([{}]);

    fireEvent.click(screen.getByTestId('month-row-2026-09'));
    expect(await screen.findByTestId('month-sellers')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/calculate/admin/months/2026-09/sellers'))).toBe(true));
  });

  it('shows a master the months without any action', async () => {
    stubServer({ '/calculate/admin/months': { list: months, totalCnt: 4 } });
    renderWithProviders(<AdminMonthListPage />, { user: { ...operator, isMasterLogin: 'Y' }, router: true });
    expect(await screen.findByTestId('month-row-2026-10')).toBeTruthy();
    expect(screen.queryByTestId('month-confirm-2026-10')).toBeNull();
  });
});

describe('AdminAdjustmentListPage', () => {
  it('checks the form with the contract before sending, then adds the adjustment', async () => {
    const fetchMock = stubServer({ '/calculate/admin/adjustments': { list: [], totalCnt: 0 } });
    renderWithProviders(<AdminAdjustmentListPage />, { user: operator, router: true });
    fireEvent.click(await screen.findByTestId('adjustment-add'));
    fireEvent.change(await screen.findByTestId('adjustment-seller'), { target: { value: 'S000001' } });
    fireEvent.change(screen.getByTestId('adjustment-reason'), { target: { value: '반품 배송비 정정' } });
    fireEvent.click(screen.getByTestId('adjustment-save'));
    expect(await screen.findByText('금액을 입력해 주세요.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/calculate/admin/adjustments')).toEqual([]);

    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ adjSq: 1 }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    fireEvent.change(screen.getByTestId('adjustment-amount'), { target: { value: '-15000' } });
    fireEvent.click(screen.getByTestId('adjustment-save'));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/calculate/admin/adjustments')).toEqual([{ supplyEntrCd: 'S000001', amount: -15000, reason: '반품 배송비 정정' }]),
    );
  });
});

describe('AdminHoldListPage', () => {
  it('opens on the holds still held and releases one with a memo', async () => {
    const fetchMock = stubServer({
      '/calculate/admin/holds': { list: [hold], totalCnt: 1 },
      '/calculate/admin/holds/7/release': { holdSq: 7, releasedDt: '2026-11-05T01:00:00.000Z' },
    });
    renderWithProviders(<AdminHoldListPage />, { user: operator, router: true });
    const row = await screen.findByTestId('hold-row-7');
    expect(within(row).getByText('운영자 보류')).toBeTruthy();
    const listed = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).find((u) => u.pathname === '/api/calculate/admin/holds');
    expect(listed?.searchParams.get('state')).toBe('ACTIVE');
    fireEvent.click(screen.getByTestId('hold-release-7'));
    fireEvent.click(await screen.findByTestId('hold-release-ok'));
    expect(await screen.findByText('해제 사유를 입력해 주세요.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('hold-release-memo'), { target: { value: '분쟁 종결' } });
    fireEvent.click(screen.getByTestId('hold-release-ok'));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/calculate/admin/holds/7/release')).toEqual([{ releaseMemo: '분쟁 종결' }]));
  });
});
