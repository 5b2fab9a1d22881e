import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TProductOptionRow } from '@po/contracts';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { optionRow, stubProductServer } from '../test/product-server';
import { ProductOptionListPage } from './product-option-list-page';

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

/** The grid's server: three combinations; the save answers what `save` says. */
function stub(save: (body: { rows: { prodOptionCd: string }[] }) => { status?: number; body: unknown }) {
  let rows: TProductOptionRow[] = [optionRow('O1', 3, 4), optionRow('O2', 5, 7), optionRow('O3', 0, 2)];
  const server = stubProductServer((url, init) => {
    if (url.pathname === '/api/product/options') return { body: { list: rows, totalCnt: rows.length } };
    if (url.pathname === '/api/product/options/stock' && init?.method === 'PUT')
      return save(JSON.parse(init.body as string) as { rows: { prodOptionCd: string }[] });
    return undefined;
  });
  return { ...server, setRows: (next: TProductOptionRow[]) => (rows = next) };
}

const stockBox = (code: string) => screen.getByTestId(`option-stock-${code}`).querySelector('input') ?? screen.getByTestId(`option-stock-${code}`);
const typeStock = (code: string, value: string) => {
  fireEvent.change(stockBox(code), { target: { value } });
  fireEvent.blur(stockBox(code));
};

describe('productOptionList', () => {
  it('sends the route’s stock range, marks changed rows and saves only them, each with its version', async () => {
    const server = stub((body) => ({
      body: {
        rows: body.rows.map((r) => ({ ...r, version: 99 })),
        products: [{ prodCd: 'P000000001', prodStsCd: '90', prodStsNm: '판매 중' }],
      },
    }));
    // The dashboard's sold-out-soon link (spec §2 params, §9 stock 1 to 5).
    renderWithProviders(
      <MemoryRouter initialEntries={['/product/productOptionList?qtyMin=1&qtyMax=5&dateType=D&callType=home']}>
        <ProductOptionListPage />
      </MemoryRouter>,
      { user: sellerUser },
    );
    await screen.findByTestId('option-row-O1');
    const first = server.sent('/product/options')[0]!.url.searchParams;
    expect([first.get('qtyMin'), first.get('qtyMax')]).toEqual(['1', '5']);

    typeStock('O1', '10');
    fireEvent.click(screen.getByTestId('option-saleAble-O2'));
    await waitFor(() => expect(screen.getByTestId('option-row-O1').getAttribute('data-marked')).toBe('true'));
    expect(screen.getByTestId('option-row-O2').getAttribute('data-marked')).toBe('true');
    expect(screen.getByTestId('option-row-O3').hasAttribute('data-marked')).toBe(false);
    expect(screen.getByTestId('option-changed-count').textContent).toBe('변경 2건');

    fireEvent.click(screen.getByTestId('option-save'));
    await waitFor(() => expect(server.sent('/product/options/stock', 'PUT')).toHaveLength(1));
    expect(server.sent('/product/options/stock', 'PUT')[0]?.body).toEqual({
      rows: [
        { prodCd: 'P000000001', prodOptionCd: 'O1', stockQty: 10, saleAbleYn: 'Y', version: 4 },
        { prodCd: 'P000000001', prodOptionCd: 'O2', stockQty: 5, saleAbleYn: 'N', version: 7 },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('option-changed-count').textContent).toBe('변경 0건'));
  });

  it('sets stock and the sale-able flag of the chosen rows at once', async () => {
    const server = stub((body) => ({ body: { rows: body.rows.map((r) => ({ ...r, version: 9 })), products: [] } }));
    renderWithProviders(<ProductOptionListPage />, { user: sellerUser, router: true });
    await screen.findByTestId('option-row-O1');
    fireEvent.click(within(screen.getByTestId('option-row-O1')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('option-row-O3')).getByRole('checkbox'));
    fireEvent.change(screen.getByTestId('option-bulk-stock'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('option-bulk-apply'));
    await waitFor(() => expect(screen.getByTestId('option-changed-count').textContent).toBe('변경 2건'));
    fireEvent.click(screen.getByTestId('option-save'));
    await waitFor(() => expect(server.sent('/product/options/stock', 'PUT')).toHaveLength(1));
    const body = server.sent('/product/options/stock', 'PUT')[0]?.body as { rows: { prodOptionCd: string; stockQty: number }[] };
    expect(body.rows.map((r) => [r.prodOptionCd, r.stockQty])).toEqual([
      ['O1', 7],
      ['O3', 7],
    ]);
  });

  it('on a stale row: names it, reads it again and keeps the other edits for the next save', async () => {
    let answer409 = true;
    const server = stub((body) =>
      answer409
        ? {
            status: 409,
            body: {
              errorCode: 'CONFLICT',
              displayMessage: '다른 사용자가 먼저 바꾼 옵션이 있어 저장하지 않았습니다(O2).',
              error: 'Conflict',
              fields: [{ field: 'rows.1.version', messageKey: 'product.msg.staleOption' }],
            },
          }
        : { body: { rows: body.rows.map((r) => ({ ...r, version: 50 })), products: [] } },
    );
    renderWithProviders(<ProductOptionListPage />, { user: sellerUser, router: true });
    await screen.findByTestId('option-row-O1');
    typeStock('O1', '10');
    typeStock('O2', '8');
    await waitFor(() => expect(screen.getByTestId('option-changed-count').textContent).toBe('변경 2건'));
    // Meanwhile an order takes one piece of O2.
    server.setRows([optionRow('O1', 3, 4), optionRow('O2', 4, 8), optionRow('O3', 0, 2)]);
    const reads = server.sent('/product/options').length;
    fireEvent.click(screen.getByTestId('option-save'));

    const dialog = await screen.findByTestId('option-stale-dialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('트렌치코트 블랙/O2 (O2)');
    await waitFor(() => expect(server.sent('/product/options').length).toBeGreaterThan(reads));
    await waitFor(() => expect((stockBox('O2') as HTMLInputElement).value).toBe('4'));
    expect(screen.getByTestId('option-stale-O2')).toBeTruthy();
    expect((stockBox('O1') as HTMLInputElement).value).toBe('10');
    expect(screen.getByTestId('option-changed-count').textContent).toBe('변경 1건');

    answer409 = false;
    fireEvent.click(screen.getByTestId('option-save'));
    await waitFor(() => expect(server.sent('/product/options/stock', 'PUT')).toHaveLength(2));
    expect(server.sent('/product/options/stock', 'PUT')[1]?.body).toEqual({
      rows: [{ prodCd: 'P000000001', prodOptionCd: 'O1', stockQty: 10, saleAbleYn: 'Y', version: 4 }],
    });
  });
});
