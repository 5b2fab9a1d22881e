import { FloatButton, Layout } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHELL_LIMITS } from '@po/contracts';
import { SupplierSelectHost } from '@/features/supplier/components/supplier-select-host';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { findAppRoute } from '@/shared/routing/find-route';
import { toMenuViewer, useSessionUser } from '@/shared/session/session-user';
import { setSidebarOpened, useAppSettings } from '@/shared/settings/app-settings';
import { AppFooter } from './footer/app-footer';
import { Navbar } from './navbar/navbar';
import { Sidebar } from './sidebar/sidebar';
import { KeepAliveOutlet } from './tab-bar/keep-alive-outlet';
import { TabBar } from './tab-bar/tab-bar';
import { useTabSync } from './tab-bar/use-tab-sync';
import { runtimeKey } from '@/shared/i18n/runtime-key';

/** The signed-in frame: sidebar, navbar, tab bar, kept-alive views, back-to-top and footer. */
export function MainLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const viewer = useMemo(() => toMenuViewer(user), [user]);
  const mobile = useIsMobile();
  const { sidebarOpened } = useAppSettings();
  // On mobile the menu is a drawer that starts closed and never touches the desktop cookie.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const titleKey = findAppRoute(pathname)?.meta.titleKey;

  useTabSync(viewer);
  usePageTitle(titleKey ? t(runtimeKey(titleKey)) : undefined);

  const opened = mobile ? drawerOpen : sidebarOpened;
  const toggle = () => (mobile ? setDrawerOpen(!drawerOpen) : setSidebarOpened(!sidebarOpened));

  return (
    <Layout className="po-layout" hasSider={!mobile}>
      <Sidebar viewer={viewer} opened={opened} mobile={mobile} onClose={() => setDrawerOpen(false)} />
      <Layout className="po-layout__body">
        <div className="po-layout__header">
          <Navbar user={user} viewer={viewer} sidebarOpened={opened} onToggleSidebar={toggle} />
          <TabBar />
        </div>
        <Layout.Content className="po-main" role="main">
          <KeepAliveOutlet viewer={viewer} />
        </Layout.Content>
        <AppFooter />
      </Layout>
      <FloatButton.BackTop visibilityHeight={SHELL_LIMITS.backToTopPx} aria-label={t('layout.backTop')} data-testid="back-to-top" />
      <SupplierSelectHost />
    </Layout>
  );
}
