import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROD_STATUSES, type TProdStsCd } from '@po/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { confirmOk, productRow, stubProductServer } from '../test/product-server';
import { ProductSupplyListPage } from './product-supply-list-page';

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

const counts: Record<TProdStsCd, number> = { '20': 1, '40': 1, '60': 0, '70': 1, '90': 1 };
const rows = [
  productRow('P000000090', '90'),
  productRow('P000000070', '70'),
  productRow('P000000040', '40'),
  productRow('P000000020', '20', { rejectReason: '이미지를 다시 올려 주세요.' }),
];
const listReply = (status: string | null) => ({
  list: status ? rows.filter((r) => r.prodStsCd === status) : rows,
  totalCnt: status ? counts[status as TProdStsCd] : 4,
  statusCountList: PROD_STATUSES.map((cd) => ({ prodStsCd: cd, prodStsNm: cd, cnt: counts[cd] })),
});

function stub() {
  return stubProductServer((url, init) => {
    if (url.pathname === '/api/product/products') return { body: listReply(url.searchParams.get('prodStsCd')) };
    if (url.pathname === '/api/product/products/P000000090/status' && init?.method === 'PUT')
      return { body: { prodCd: 'P000000090', prodStsCd: '70', prodStsNm: '일시 판매 중지' } };
    if (url.pathname.endsWith('/statusHistory'))
      return {
        body: {
          totalCnt: 2,
          list: [
            {
              fromStsCd: '40',
              fromStsNm: '승인 대기',
              toStsCd: '20',
              toStsNm: '승인 반려',
              action: 'reject',
              actionNm: '반려',
              reason: '이미지를 다시 올려 주세요.',
              actorType: 'operator',
              actorNm: 'MD',
              changedDt: '2026-11-21 09:00:00',
            },
            {
              fromStsCd: null,
              fromStsNm: null,
              toStsCd: '40',
              toStsNm: '승인 대기',
              action: 'register',
              actionNm: '등록',
              reason: null,
              actorType: 'seller',
              actorNm: '홍길동',
              changedDt: '2026-11-20 10:00:00',
            },
          ],
        },
      };
    return undefined;
  });
}

const tab = (cd: string) => screen.getByTestId(`product-tab-${cd}`).closest('label')!;

describe('productSupplyList', () => {
  it('shows every status tab with its count (an empty one too); a tab filters the rows and keeps the counts', async () => {
    const server = stub();
    renderWithProviders(<ProductSupplyListPage />, { user: sellerUser, router: true });
    await screen.findByTestId('product-row-P000000090');
    expect(tab('all').textContent).toBe('전체 (4)');
    expect(tab('60').textContent).toBe('품절 (0)');
    expect(tab('90').textContent).toBe('판매 중 (1)');
    // The reject reason shows on the rejected row; the name links to the update form.
    expect(screen.getByTestId('product-reject-P000000020').textContent).toBe('이미지를 다시 올려 주세요.');
    expect(screen.getByTestId('product-link-P000000090').getAttribute('href')).toBe('/product/productUpdateForm/P000000090');
    expect(within(screen.getByTestId('product-row-P000000090')).getByRole('img', { name: '상품 P000000090' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('product-tab-40'));
    await waitFor(() => expect(server.sent('/product/products').at(-1)?.url.searchParams.get('prodStsCd')).toBe('40'));
    await waitFor(() => expect(screen.queryByTestId('product-row-P000000090')).toBeNull());
    expect(tab('90').textContent).toBe('판매 중 (1)');
    expect(tab('all').textContent).toBe('전체 (4)');
  });

  it('enables suspend and resume as the state machine allows the seller; a confirmed suspend updates the row and the counts', async () => {
    const server = stub();
    renderWithProviders(<ProductSupplyListPage />, { user: sellerUser, router: true });
    await screen.findByTestId('product-row-P000000090');
    const enabled = (id: string) => !screen.getByTestId<HTMLButtonElement>(id).disabled;
    expect(enabled('product-suspend-P000000090')).toBe(true);
    expect(enabled('product-resume-P000000090')).toBe(false);
    expect(enabled('product-resume-P000000070')).toBe(true);
    expect(enabled('product-suspend-P000000070')).toBe(false);
    expect(enabled('product-suspend-P000000040')).toBe(false);
    expect(enabled('product-resume-P000000020')).toBe(false);

    fireEvent.click(screen.getByTestId('product-suspend-P000000090'));
    expect(await screen.findByText(/상품 P000000090 상품의 판매를 일시 중지하시겠습니까/)).toBeTruthy();
    expect(server.sent('/product/products/P000000090/status', 'PUT')).toHaveLength(0);
    await waitFor(() => expect(confirmOk()).toBeTruthy());
    fireEvent.click(confirmOk()!);
    await waitFor(() => expect(server.sent('/product/products/P000000090/status', 'PUT')[0]?.body).toEqual({ action: 'suspend' }));
    await waitFor(() => expect(screen.getByTestId('product-status-P000000090').getAttribute('data-status')).toBe('70'));
    expect(tab('90').textContent).toBe('판매 중 (0)');
    expect(tab('70').textContent).toBe('일시 판매 중지 (2)');
    expect(enabled('product-resume-P000000090')).toBe(true);
  });

  it('opens a product’s status history: who, when, from → to and the reject reason', async () => {
    stub();
    renderWithProviders(<ProductSupplyListPage />, { user: sellerUser, router: true });
    fireEvent.click(await screen.findByTestId('product-history-P000000020'));
    const history = await screen.findByTestId('product-history', {}, { timeout: 5000 });
    expect(within(history).getByTestId('product-history-reject-reason').textContent).toContain('이미지를 다시 올려 주세요.');
    await within(history).findByText('승인 대기 → 승인 반려');
    expect(within(history).getByText('MD (운영자)')).toBeTruthy();
    expect(within(history).getByText('신규 등록 → 승인 대기')).toBeTruthy();
  });

  it('someone viewing as master sees the moves disabled', async () => {
    stub();
    renderWithProviders(<ProductSupplyListPage />, { user: { ...sellerUser, isMasterLogin: 'Y' }, router: true });
    await screen.findByTestId('product-row-P000000090');
    expect(screen.getByTestId<HTMLButtonElement>('product-suspend-P000000090').disabled).toBe(true);
  });
});
