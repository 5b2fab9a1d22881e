import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicPageShell } from '@/shared/ui/public-page-shell';

/** Placeholder of the public required-agreement page; its feature issue replaces the body. */
export function NecessaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicPageShell title={t('necessary.title')}>
      <Flex vertical gap={16} data-testid="necessary-page">
        <Typography.Paragraph>{t('necessary.placeholder')}</Typography.Paragraph>
        <Button onClick={() => void navigate('/login')}>{t('necessary.toLogin')}</Button>
      </Flex>
    </PublicPageShell>
  );
}
