import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { productDetail } from '../test/product-detail-fixture';
import { confirmOk, stubProductServer } from '../test/product-server';
import { ProductEditHeader } from './product-edit-header';

const STATUS = '/product/products/P000000123/status';

function stub(status: { status?: number; body: unknown }) {
  return stubProductServer((url, init) => {
    if (url.pathname === `/api${STATUS}` && init?.method === 'PUT') return status;
    if (url.pathname.endsWith('/statusHistory'))
      return {
        body: {
          totalCnt: 1,
          list: [
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

// The update form's rendering of the status moves and the history popup the product lists share.
describe('ProductEditHeader', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks before suspending (naming the product and the reload), sends the move and reports the new status', async () => {
    const server = stub({ body: { prodCd: 'P000000123', prodStsCd: '70', prodStsNm: '일시 판매 중지' } });
    const changed = vi.fn();
    renderWithProviders(<ProductEditHeader detail={productDetail('90')} readOnly={false} onStatusChanged={changed} />, { user: sellerUser, router: true });
    expect(screen.queryByTestId('product-status-resume')).toBeNull();
    fireEvent.click(screen.getByTestId('product-status-suspend'));
    expect(await screen.findByText(/울 트렌치코트 상품의 판매를 일시 중지하시겠습니까/)).toBeTruthy();
    expect(screen.getByText(/저장하지 않은 내용은 사라집니다/)).toBeTruthy();
    expect(server.sent(STATUS, 'PUT')).toHaveLength(0);
    await waitFor(() => expect(confirmOk()).toBeTruthy());
    fireEvent.click(confirmOk()!);
    await waitFor(() => expect(server.sent(STATUS, 'PUT')[0]?.body).toEqual({ action: 'suspend' }));
    expect(await screen.findByText('상품 상태가 일시 판매 중지(으)로 바뀌었습니다.')).toBeTruthy();
    expect(changed).toHaveBeenCalledWith('70');
  });

  it('shows a refused move as the form kit’s toast and keeps the form as it is', async () => {
    stub({ status: 409, body: { errorCode: 'CONFLICT', displayMessage: '지금 상태에서는 할 수 없는 처리입니다.', error: 'Conflict' } });
    const changed = vi.fn();
    renderWithProviders(<ProductEditHeader detail={productDetail('90')} readOnly={false} onStatusChanged={changed} />, { user: sellerUser, router: true });
    fireEvent.click(screen.getByTestId('product-status-suspend'));
    await waitFor(() => expect(confirmOk()).toBeTruthy());
    fireEvent.click(confirmOk()!);
    expect(await screen.findByText('지금 상태에서는 할 수 없는 처리입니다.')).toBeTruthy();
    expect(changed).not.toHaveBeenCalled();
  });

  it('opens the status history of the product; a master session sees it without any move', async () => {
    stub({ body: {} });
    renderWithProviders(<ProductEditHeader detail={productDetail('70')} readOnly onStatusChanged={() => undefined} />, { user: sellerUser, router: true });
    expect(screen.queryByTestId('product-status-actions')).toBeNull();
    fireEvent.click(screen.getByTestId('product-status-history-open'));
    const history = await screen.findByTestId('product-history', {}, { timeout: 5000 });
    expect(await within(history).findByText('신규 등록 → 승인 대기')).toBeTruthy();
    expect(screen.getByText('상품 상태 이력 · 울 트렌치코트 (P000000123)')).toBeTruthy();
  });
});
