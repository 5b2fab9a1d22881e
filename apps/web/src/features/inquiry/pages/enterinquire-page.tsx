import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicPageShell } from '@/shared/ui/public-page-shell';

/** Placeholder of the public partnership inquiry form; its feature issue replaces the body. */
export function EnterinquirePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicPageShell title={t('inquiry.title')}>
      <Flex vertical gap={16} data-testid="enterinquire-page">
        <Typography.Paragraph>{t('inquiry.placeholder')}</Typography.Paragraph>
        <Button onClick={() => void navigate('/login')}>{t('inquiry.toLogin')}</Button>
      </Flex>
    </PublicPageShell>
  );
}
