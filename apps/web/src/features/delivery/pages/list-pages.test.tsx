import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { stubEmptyLists } from '@/test/list-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { DeliveryListPage } from './delivery-list-page';
import { PolicyListPage } from './policy-list-page';

const FILTERED = '검색 조건에 맞는 결과가 없습니다.';

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('seller list pages on the list kit', () => {
  it('fee policies: a search sends the title, says nothing matches it, and Reset clears it', async () => {
    const server = stubEmptyLists();
    renderWithProviders(<PolicyListPage />, { router: true });
    expect((await screen.findByTestId('policy-list-empty')).textContent).toContain('등록된 배송비 정책이 없습니다.');
    expect(screen.getByTestId('policy-excel')).toBeTruthy();

    fireEvent.change(screen.getByTestId('policy-search-title'), { target: { value: ' 무료 ' } });
    fireEvent.click(screen.getByTestId('policy-list-search'));
    await waitFor(() => expect(server.last('/delivery/policies')?.get('dlcstPlcyTitl')).toBe('무료'));
    expect(server.last('/delivery/policies')?.get('pageNum')).toBe('1');
    expect((await screen.findByTestId('policy-list-empty')).textContent).toContain(FILTERED);

    fireEvent.click(screen.getByTestId('policy-list-reset'));
    await waitFor(() => expect(server.last('/delivery/policies')?.has('dlcstPlcyTitl')).toBe(false));
    expect((await screen.findByTestId('policy-list-empty')).textContent).toContain('등록된 배송비 정책이 없습니다.');
    expect(screen.getByTestId<HTMLInputElement>('policy-search-title').value).toBe('');
  });

  it('shipping sites: a search sends the name and a shortcut’s days; Reset clears both', async () => {
    const server = stubEmptyLists();
    renderWithProviders(<DeliveryListPage />, { router: true });
    await screen.findByTestId('site-list-empty');
    fireEvent.change(screen.getByTestId('site-search-name'), { target: { value: '성수' } });
    fireEvent.click(screen.getByRole('button', { name: '1주일' }));
    fireEvent.click(screen.getByTestId('site-list-search'));
    await waitFor(() => expect(server.last('/delivery/deliveryLocs')?.get('deliveryLocNm')).toBe('성수'));
    const sent = server.last('/delivery/deliveryLocs');
    expect(sent?.get('regDtFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent?.get('regDtTo')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await screen.findByTestId('site-list-empty')).textContent).toContain(FILTERED);

    fireEvent.click(screen.getByTestId('site-list-reset'));
    await waitFor(() => expect([...(server.last('/delivery/deliveryLocs')?.keys() ?? [])].sort()).toEqual(['pageNum', 'pageSize']));
    expect(screen.getByTestId<HTMLInputElement>('site-search-name').value).toBe('');
  });
});
