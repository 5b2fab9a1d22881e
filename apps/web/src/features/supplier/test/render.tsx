import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { TUserInfoReply } from '@po/contracts';
import { i18n } from '@/shared/i18n/i18n';
import { SessionUserProvider } from '@/shared/session/session-user';

/** What this feature's pieces need: query client, translations, antd App, and the signed-in user if any. */
export function renderWithProviders(ui: ReactNode, user?: TUserInfoReply) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider>
          <App>{user ? <SessionUserProvider user={user}>{ui}</SessionUserProvider> : ui}</App>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** The JSON bodies a fetch mock was called with for one URL. */
export function bodiesOf(fetchMock: { mock: { calls: unknown[][] } }, url: string, method = 'POST'): unknown[] {
  return fetchMock.mock.calls
    .filter(([u, init]) => u === url && (init as RequestInit | undefined)?.method === method)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);
}
