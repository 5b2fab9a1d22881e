import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { productRow, stubProductServer } from '../test/product-server';
import { ProductSearchListPage } from './product-search-list-page';

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

function stub() {
  return stubProductServer((url) => {
    if (url.pathname === '/api/product/products') return { body: { list: [productRow('P000000090', '90')], totalCnt: 1, statusCountList: [] } };
    if (url.pathname === '/api/product/categories') return { body: { version: '1', list: [], totalCnt: 0 } };
    return undefined;
  });
}

describe('productSearchList', () => {
  it('opens on the status the query names (the home status counts)', async () => {
    const server = stub();
    renderWithProviders(
      <MemoryRouter initialEntries={['/product/productSearchList?prodStsCd=40']}>
        <ProductSearchListPage />
      </MemoryRouter>,
      { user: sellerUser },
    );
    await waitFor(() => expect(server.sent('/product/products')[0]?.url.searchParams.get('prodStsCd')).toBe('40'));
  });

  it('sends name, pasted codes joined by spaces (counted as pasted), the update days of a shortcut and the stock range', async () => {
    const server = stub();
    renderWithProviders(<ProductSearchListPage />, { user: sellerUser, router: true });
    await screen.findByTestId('product-row-P000000090');
    // The filter boxes load beside the page.
    await screen.findByTestId('product-search-prodCds', {}, { timeout: 5000 });
    expect(screen.getByTestId('product-excel')).toBeTruthy();

    fireEvent.change(screen.getByTestId('product-search-name'), { target: { value: '코트' } });
    fireEvent.change(screen.getByTestId('product-search-prodCds'), { target: { value: 'p000000001\nP000000002, P000000003\tP000000001' } });
    await waitFor(() => expect(screen.getByTestId('product-search-prodCds-count').textContent).toBe('3개 / 최대 1,000개'));
    fireEvent.mouseDown(screen.getByTestId('product-search-dateType').querySelector('.ant-select-selector') ?? screen.getByTestId('product-search-dateType'));
    fireEvent.click(await screen.findByTitle('수정일'));
    fireEvent.click(screen.getByRole('button', { name: '1주일' }));
    fireEvent.change(screen.getByTestId('product-search-stockMin'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('product-search-search'));

    await waitFor(() => expect(server.sent('/product/products').at(-1)?.url.searchParams.get('prodNm')).toBe('코트'));
    const q = server.sent('/product/products').at(-1)!.url.searchParams;
    expect(q.get('prodCds')).toBe('P000000001 P000000002 P000000003');
    expect(q.get('upDtFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(q.get('upDtTo')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(q.has('regDtFrom')).toBe(false);
    expect(q.get('stockMin')).toBe('1');
  });

  it('refuses more than 1,000 pasted codes with the contract’s message, without searching', async () => {
    const server = stub();
    renderWithProviders(<ProductSearchListPage />, { user: sellerUser, router: true });
    await screen.findByTestId('product-row-P000000090');
    // The filter boxes load beside the page.
    await screen.findByTestId('product-search-prodCds', {}, { timeout: 5000 });
    const before = server.sent('/product/products').length;
    const many = Array.from({ length: 1001 }, (_, i) => `P${100_000_000 + i}`).join('\n');
    fireEvent.change(screen.getByTestId('product-search-prodCds'), { target: { value: many } });
    await waitFor(() => expect(screen.getByTestId('product-search-prodCds-count').textContent).toBe('1,001개 / 최대 1,000개'));
    fireEvent.click(screen.getByTestId('product-search-search'));
    expect(await screen.findByText('상품코드는 한 번에 최대 1,000개까지 검색할 수 있습니다.')).toBeTruthy();
    expect(server.sent('/product/products')).toHaveLength(before);
  });
});
