import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicPageShell } from '@/shared/ui/public-page-shell';

/** Placeholder of the second sign-in step; the sign-in issue replaces it. */
export function Login2FactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicPageShell title={t('login.twoFactor.title')}>
      <Flex vertical gap={16} data-testid="login-2factor-page">
        <Typography.Paragraph>{t('login.twoFactor.placeholder')}</Typography.Paragraph>
        <Button onClick={() => void navigate('/login')}>{t('login.title')}</Button>
      </Flex>
    </PublicPageShell>
  );
}
