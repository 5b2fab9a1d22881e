import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/errors';

/**
 * A screen whose data did not load: the server's reason when it gave one, and a retry. An Alert rather than
 * antd Result, whose status illustrations (inline SVG) every page with a query would otherwise load.
 */
export function QueryFailed({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = isApiError(error) && error.code ? error.body?.displayMessage : undefined;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('form.msg.loadFailed')}
      description={detail}
      action={onRetry ? <Button onClick={onRetry}>{t('form.button.retry')}</Button> : undefined}
      data-testid="query-failed"
    />
  );
}
