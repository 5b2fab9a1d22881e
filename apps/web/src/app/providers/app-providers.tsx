import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import koKR from 'antd/locale/ko_KR';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { useAppSettings } from '@/shared/settings/app-settings';
import { NotifierBridge } from './notifier-bridge';
import { APP_THEME } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  // Re-renders on language change, so antd's own texts switch with ours.
  const { i18n: current } = useTranslation();
  const { size } = useAppSettings();
  return (
    <ConfigProvider locale={current.language === 'en' ? enUS : koKR} theme={APP_THEME} componentSize={size}>
      <App message={{ maxCount: 3 }}>
        <NotifierBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}

/** Server state, translations, antd theme/locale/size and the message/modal hooks. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp>{children}</ThemedApp>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
