import { Layout } from 'antd';
import { lazy, Suspense } from 'react';
import type { MenuViewer } from '@po/contracts';
import { SIDEBAR_WIDTH, SidebarBrand } from './sidebar-brand';
import { SidebarMenu } from './sidebar-menu';

export interface SidebarProps {
  viewer: MenuViewer;
  opened: boolean;
  mobile: boolean;
  onClose: () => void;
}

// The drawer (antd Drawer, ~5.6 kB gzipped) only on narrow screens: a desktop page never downloads it.
const SidebarDrawer = lazy(() => import('./sidebar-drawer').then((m) => ({ default: m.SidebarDrawer })));

/** Desktop: a collapsible side column. Mobile (under 992 px): a drawer over the page. */
export function Sidebar({ viewer, opened, mobile, onClose }: SidebarProps) {
  if (mobile) {
    return (
      <Suspense fallback={null}>
        <SidebarDrawer viewer={viewer} opened={opened} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <Layout.Sider width={SIDEBAR_WIDTH} collapsedWidth={64} collapsed={!opened} trigger={null} collapsible className="po-sidebar" data-testid="sidebar">
      <nav>
        <SidebarBrand collapsed={!opened} />
        <SidebarMenu viewer={viewer} collapsed={!opened} />
      </nav>
    </Layout.Sider>
  );
}
