import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { stubEmptyLists } from '@/test/list-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { GoodsFlowListPage } from './goods-flow-list-page';
import { InquiryListPage } from './inquiry-list-page';
import { PartnerApplicationListPage } from './partner-application-list-page';

const FILTERED = '검색 조건에 맞는 결과가 없습니다.';

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('operator list pages on the list kit', () => {
  it('partner applications open on the applied ones; a search adds the company, Reset shows every status', async () => {
    const server = stubEmptyLists();
    renderWithProviders(<PartnerApplicationListPage />, { router: true });
    await waitFor(() => expect(server.last('/admin/partnerJoin/list')?.get('entrStsCd')).toBe('10'));
    expect((await screen.findByTestId('pj-list-empty')).textContent).toContain(FILTERED);

    fireEvent.change(screen.getByTestId('pj-search-company'), { target: { value: '뉴브랜드' } });
    fireEvent.click(screen.getByTestId('pj-list-search'));
    await waitFor(() => expect(server.last('/admin/partnerJoin/list')?.get('supplyEntrNm')).toBe('뉴브랜드'));
    expect(server.last('/admin/partnerJoin/list')?.get('entrStsCd')).toBe('10');

    fireEvent.click(screen.getByTestId('pj-list-reset'));
    await waitFor(() => expect([...(server.last('/admin/partnerJoin/list')?.keys() ?? [])].sort()).toEqual(['pageNum', 'pageSize']));
    expect((await screen.findByTestId('pj-list-empty')).textContent).toContain('입점 신청이 없습니다.');
  });

  it('inquiries: a search sends the contact and a shortcut’s days, and says nothing matches them', async () => {
    const server = stubEmptyLists();
    renderWithProviders(<InquiryListPage />, { router: true });
    expect((await screen.findByTestId('inq-list-empty')).textContent).toContain('입점 문의가 없습니다.');

    fireEvent.change(screen.getByTestId('inq-search-name'), { target: { value: '한지민' } });
    fireEvent.click(screen.getByRole('button', { name: '1개월' }));
    fireEvent.click(screen.getByTestId('inq-list-search'));
    await waitFor(() => expect(server.last('/admin/enterinquire/list')?.get('chgNm')).toBe('한지민'));
    const sent = server.last('/admin/enterinquire/list');
    expect(sent?.get('regDtFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent?.get('regDtTo')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await screen.findByTestId('inq-list-empty')).textContent).toContain(FILTERED);
  });

  it('goods-flow contracts open on those awaiting approval; a search sends the company and the days, Reset shows every status', async () => {
    const server = stubEmptyLists();
    renderWithProviders(<GoodsFlowListPage />, { router: true });
    await waitFor(() => expect(server.last('/admin/goodsFlow/list')?.get('gfStsCd')).toBe('REQUESTED'));
    expect((await screen.findByTestId('gf-admin-empty')).textContent).toContain(FILTERED);

    fireEvent.change(screen.getByTestId('gf-admin-search-company'), { target: { value: '테스트상사' } });
    fireEvent.click(screen.getByRole('button', { name: '1주일' }));
    fireEvent.click(screen.getByTestId('gf-admin-search'));
    await waitFor(() => expect(server.last('/admin/goodsFlow/list')?.get('supplyEntrNm')).toBe('테스트상사'));
    const sent = server.last('/admin/goodsFlow/list');
    expect(sent?.get('gfStsCd')).toBe('REQUESTED');
    expect(sent?.get('requestDtFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent?.get('requestDtTo')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await screen.findByTestId('gf-admin-empty')).textContent).toContain(FILTERED);

    fireEvent.click(screen.getByTestId('gf-admin-reset'));
    await waitFor(() => expect([...(server.last('/admin/goodsFlow/list')?.keys() ?? [])].sort()).toEqual(['pageNum', 'pageSize']));
    expect((await screen.findByTestId('gf-admin-empty')).textContent).toContain('해당하는 계약이 없습니다.');
  });
});
