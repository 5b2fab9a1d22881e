import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicPageShell } from '@/shared/ui/public-page-shell';
import { SupportBox } from '@/shared/ui/support-box';

/** Placeholder of the sign-in page; the sign-in issue replaces the body with the real form. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicPageShell title={t('login.title')}>
      <Flex vertical gap={16} data-testid="login-page">
        <Typography.Paragraph>{t('login.placeholder')}</Typography.Paragraph>
        <Flex gap={8} wrap="wrap">
          <Button onClick={() => void navigate('/Partner')}>{t('login.links.partner')}</Button>
          <Button onClick={() => void navigate('/IntPartner')}>{t('login.links.intPartner')}</Button>
          <Button onClick={() => void navigate('/Enterinquire')}>{t('login.links.inquiry')}</Button>
        </Flex>
        <SupportBox />
      </Flex>
    </PublicPageShell>
  );
}
