import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { LanguageSelect } from './language-select';

/** Frame of the public pages (sign-in, applications, inquiry): brand, language switch, one card. */
export function PublicPageShell({ title, children, width = 560 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Flex vertical align="center" className="po-public-page">
      <Flex justify="space-between" align="center" style={{ width: '100%', maxWidth: width }}>
        <Typography.Title level={3} style={{ margin: 0 }} className="po-brand">
          {t('common.appName')}
        </Typography.Title>
        <LanguageSelect />
      </Flex>
      <Card title={title} style={{ width: '100%', maxWidth: width }}>
        {children}
      </Card>
    </Flex>
  );
}
