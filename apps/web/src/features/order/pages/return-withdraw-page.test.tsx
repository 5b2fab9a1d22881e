import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { stubEmptyLists } from '@/test/list-server';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { ReturnWithdrawPage } from './return-withdraw-page';

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  await i18n.loadNamespaces(['order', 'claim']);
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ReturnWithdrawPage />
    </MemoryRouter>,
    { user: sellerUser },
  );

describe('returnWithdraw', () => {
  it('opens on the withdrawable claims', async () => {
    const server = stubEmptyLists();
    renderAt('/return/returnWithdraw');
    await waitFor(() => expect(server.last('/return/returnWithdraw')?.get('view')).toBe('WITHDRAWABLE'));
  });

  it('opens on the withdrawn claims when the query says so (the home withdrawal count)', async () => {
    const server = stubEmptyLists();
    renderAt('/return/returnWithdraw?view=WITHDRAWN');
    await waitFor(() => expect(server.last('/return/returnWithdraw')?.get('view')).toBe('WITHDRAWN'));
  });
});
