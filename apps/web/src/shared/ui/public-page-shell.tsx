import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { LanguageSwitch } from './language-switch';
import { Panel } from './panel';

/** Frame of the public pages (sign-in, applications, inquiry): brand, language switch, one card. */
export function PublicPageShell({ title, children, width = 560 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  usePageTitle(title);
  return (
    <Flex vertical align="center" className="po-public-page">
      <Flex justify="space-between" align="center" style={{ width: '100%', maxWidth: width }}>
        {/* antd's Typography.Title would bring Tooltip and the editable TextArea to every public page. */}
        <h1
          className="po-brand"
          style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong }}
        >
          {t('common.appName')}
        </h1>
        <LanguageSwitch />
      </Flex>
      <Panel title={title} style={{ width: '100%', maxWidth: width }}>
        {children}
      </Panel>
    </Flex>
  );
}
