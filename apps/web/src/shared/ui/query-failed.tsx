import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/errors';

/** A screen whose data did not load: the server's reason when it gave one, and a retry. */
export function QueryFailed({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = isApiError(error) && error.code ? error.body?.displayMessage : undefined;
  return (
    <Result
      status="warning"
      title={t('form.msg.loadFailed')}
      subTitle={detail}
      extra={onRetry ? <Button onClick={onRetry}>{t('form.button.retry')}</Button> : undefined}
      data-testid="query-failed"
    />
  );
}
