import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { stubEmptyLists } from '@/test/list-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { DeliveryAutomationListPage } from './delivery-automation-list-page';
import { OrderPtsListPage } from './order-pts-list-page';

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe("the operator's order views", () => {
  it('PTS orders open on the last seven days, slowest first; a search sends the company and the sort', async () => {
    const server = stubEmptyLists();
    renderWithProviders(<OrderPtsListPage />, { router: true });
    await waitFor(() => expect(server.last('/order/orderPtsList')?.get('sort')).toBe('avgDispatchHoursDesc'));
    const first = server.last('/order/orderPtsList');
    expect(first?.get('payDtFrom')).toMatch(DAY);
    expect(first?.get('payDtTo')).toMatch(DAY);
    expect((await screen.findByTestId('pts-empty')).textContent).toContain('기간 내 결제된 주문이 없습니다.');

    fireEvent.change(screen.getByTestId('pts-search-company'), { target: { value: '테스트상사' } });
    fireEvent.click(screen.getByTestId('pts-search'));
    await waitFor(() => expect(server.last('/order/orderPtsList')?.get('supplyEntrNm')).toBe('테스트상사'));
    expect(server.last('/order/orderPtsList')?.get('payDtFrom')).toBe(first?.get('payDtFrom'));
  });

  it('delivery automation lists the approved sites and cannot run with nothing preparing', async () => {
    const server = stubEmptyLists();
    renderWithProviders(<DeliveryAutomationListPage />, { router: true });
    await waitFor(() => expect(server.queries('/order/deliveryAutomationList')).toHaveLength(1));
    expect(await screen.findByText('굿스플로 계약이 승인된 출고지가 없습니다.')).toBeTruthy();
    expect(screen.getByTestId('automation-run-all').hasAttribute('disabled')).toBe(true);
  });
});
