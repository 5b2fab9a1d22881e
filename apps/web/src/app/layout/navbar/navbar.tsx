import { BookOutlined, CodeOutlined, MenuFoldOutlined, MenuUnfoldOutlined, ReloadOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuViewer, TUserInfoReply } from '@po/contracts';
import { DEV_GUIDE_ENABLED, GUIDE_FILES, publicFileUrl } from '@/shared/constants/links';
import { requestSupplierSelect } from '@/shared/session/supplier-select';
import { LanguageSelect } from '@/shared/ui/language-select';
import { useTabCommands } from '../tab-bar/use-tab-commands';
import { AppBreadcrumb } from './app-breadcrumb';
import { SettingsMenu } from './settings-menu';
import { SizeMenu } from './size-menu';
import { UserMenu } from './user-menu';

export interface NavbarProps {
  user: TUserInfoReply;
  viewer: MenuViewer;
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
}

/** Top bar (spec access §2): menu toggle, breadcrumb, and the account and page tools. */
export function Navbar({ user, viewer, sidebarOpened, onToggleSidebar }: NavbarProps) {
  const { t } = useTranslation();
  const { currentPath, refresh } = useTabCommands();
  return (
    <Layout.Header className="po-navbar">
      <Flex align="center" gap={8} className="po-navbar__left">
        <Button
          type="text"
          icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={t('layout.sidebar.toggle')}
          aria-expanded={sidebarOpened}
          data-testid="sidebar-toggle"
          onClick={onToggleSidebar}
        />
        <AppBreadcrumb />
      </Flex>
      <Flex align="center" gap={2} justify="flex-end" className="po-navbar__right">
        <Tooltip title={t('layout.navbar.refresh')}>
          <Button
            type="text"
            icon={<ReloadOutlined />}
            aria-label={t('layout.navbar.refresh')}
            data-testid="navbar-refresh"
            onClick={() => refresh(currentPath)}
          />
        </Tooltip>
        {user.isMasterLogin === 'Y' && (
          <Button
            type="link"
            icon={<ShopOutlined />}
            aria-label={t('layout.navbar.selectSupplier')}
            data-testid="navbar-select-supplier"
            onClick={requestSupplierSelect}
          >
            <span className="po-hide-mobile">
              {t('layout.navbar.selectSupplier')}
              {user.supplyEntrNm ? ` (${user.supplyEntrNm})` : ''}
            </span>
          </Button>
        )}
        <SettingsMenu viewer={viewer} />
        <Tooltip title={t('layout.navbar.manual')}>
          <Button
            type="text"
            icon={<BookOutlined />}
            href={publicFileUrl(GUIDE_FILES.manual, t('layout.navbar.manualFile'))}
            aria-label={t('layout.navbar.manual')}
            data-testid="navbar-manual"
          />
        </Tooltip>
        {DEV_GUIDE_ENABLED && (
          <Button type="text" icon={<CodeOutlined />} href="/api/docs" target="_blank" rel="noreferrer" data-testid="navbar-dev-guide">
            {t('layout.navbar.devGuide')}
          </Button>
        )}
        <SizeMenu />
        <LanguageSelect size="small" />
        <UserMenu user={user} />
      </Flex>
    </Layout.Header>
  );
}
