import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { LineClaimActions, type ClaimableLine } from './line-claim-actions';

const line = (over: Partial<ClaimableLine> = {}): ClaimableLine => ({
  ordNo: 'ORD12345678',
  ordDtlSq: 1,
  ordDtlStsCd: '60',
  claimableQty: 2,
  prodCd: 'P1',
  optionValue1: '블랙',
  optionValue2: 'M',
  version: 3,
  ...over,
});

function stubServer() {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const body =
      init?.method === 'POST'
        ? { claims: [{ claimSq: 9, ordNo: 'ORD12345678', ordDtlSq: 1, claimType: 'RETURN', claimStsCd: 'RETURN_REQUESTED' }] }
        : path.startsWith('/api/code')
          ? []
          : {};
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { posts: () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST') };
}

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('the line receipt buttons', () => {
  it('offers what the status allows, and nothing when no quantity is free', () => {
    stubServer();
    const { unmount } = renderWithProviders(<LineClaimActions line={line({ ordDtlStsCd: '20' })} onDone={() => undefined} />, { user: sellerUser });
    expect(screen.getByTestId('claim-receipt-cancel-1')).toBeTruthy();
    expect(screen.queryByTestId('claim-receipt-return-1')).toBeNull();
    unmount();
    renderWithProviders(<LineClaimActions line={line({ claimableQty: 0 })} onDone={() => undefined} />, { user: sellerUser });
    expect(screen.queryByTestId('claim-receipt-return-1')).toBeNull();
  });

  it('sends a return receipt of the line with its quantity and reason, then tells the page', async () => {
    const server = stubServer();
    const done = vi.fn();
    renderWithProviders(<LineClaimActions line={line()} onDone={done} />, { user: sellerUser });
    expect(screen.getByTestId('claim-receipt-exchange-1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('claim-receipt-return-1'));
    fireEvent.click(await screen.findByTestId('claim-receipt-ok'));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(JSON.parse(server.posts()[0]![1]!.body as string)).toMatchObject({
      claimType: 'RETURN',
      reasonCd: '01',
      giftYn: 'N',
      lines: [{ ordNo: 'ORD12345678', ordDtlSq: 1, qty: 1 }],
    });
    await waitFor(() => expect(done).toHaveBeenCalled());
  });
});
