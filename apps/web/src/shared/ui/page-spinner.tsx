import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page chunk or the session check loads. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex justify="center" align="center" style={{ minHeight: fullScreen ? '100vh' : 240 }} role="status" aria-live="polite">
      <Spin description={t('common.loading')} />
    </Flex>
  );
}
