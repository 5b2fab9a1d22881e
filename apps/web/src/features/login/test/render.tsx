import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Ticker } from '@/features/login/model/countdown';
import { i18n } from '@/shared/i18n/i18n';

/** A component with what the login feature's pieces need: query client, translations, antd App, a router. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider>
          <App>
            <MemoryRouter>{ui}</MemoryRouter>
          </App>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A countdown clock the test moves by hand (the component tests keep real timers for waitFor). */
export function manualTicker(): Ticker & { advance: (ms: number) => void } {
  let now = 1_000_000;
  const ticks = new Set<() => void>();
  return {
    now: () => now,
    every: (_ms, fn) => {
      ticks.add(fn);
      return () => ticks.delete(fn);
    },
    advance: (ms) => {
      now += ms;
      for (const tick of [...ticks]) tick();
    },
  };
}
