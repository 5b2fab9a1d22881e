import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { TUserInfoReply } from '@po/contracts';
import { FeedbackProvider } from '@/shared/feedback/feedback';
import { i18n } from '@/shared/i18n/i18n';
import { SessionUserProvider } from '@/shared/session/session-user';

/**
 * A feature's component with what it needs: query client, translations, antd message and modal, optionally the
 * signed-in user and a router. Feature tests share this instead of each writing its own.
 */
export function renderWithProviders(ui: ReactNode, opts: { user?: TUserInfoReply; router?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const withUser = opts.user ? <SessionUserProvider user={opts.user}>{ui}</SessionUserProvider> : ui;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider>
          <FeedbackProvider>{opts.router ? <MemoryRouter>{withUser}</MemoryRouter> : withUser}</FeedbackProvider>
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
