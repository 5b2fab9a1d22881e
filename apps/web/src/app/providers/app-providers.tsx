import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// The ES builds: `antd/locale/*` re-exports the CommonJS copy, a second copy next to the one antd's own
// components import (en_US is antd's default locale).
import enUS from 'antd/es/locale/en_US';
import koKR from 'antd/es/locale/ko_KR';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { FeedbackProvider } from '@/shared/feedback/feedback';
import { useAppSettings } from '@/shared/settings/app-settings';
import { NotifierBridge } from './notifier-bridge';
import { APP_THEME } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  // Re-renders on language change, so antd's own texts switch with ours.
  const { i18n: current } = useTranslation();
  const { size } = useAppSettings();
  return (
    <ConfigProvider locale={current.language === 'en' ? enUS : koKR} theme={APP_THEME} componentSize={size}>
      <FeedbackProvider>
        <NotifierBridge />
        {children}
      </FeedbackProvider>
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
