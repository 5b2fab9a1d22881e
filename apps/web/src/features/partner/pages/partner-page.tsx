import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicPageShell } from '@/shared/ui/public-page-shell';

/** Placeholder of the public domestic partner application; its feature issue replaces the body. */
export function PartnerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicPageShell title={t('partner.title')}>
      <Flex vertical gap={16} data-testid="partner-page">
        <Typography.Paragraph>{t('partner.placeholder')}</Typography.Paragraph>
        <Button onClick={() => void navigate('/login')}>{t('partner.toLogin')}</Button>
      </Flex>
    </PublicPageShell>
  );
}
