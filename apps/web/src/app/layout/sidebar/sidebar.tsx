import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuViewer } from '@po/contracts';
import { SidebarMenu } from './sidebar-menu';

export interface SidebarProps {
  viewer: MenuViewer;
  opened: boolean;
  mobile: boolean;
  onClose: () => void;
}

const WIDTH = 220;

function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return <div className="po-sidebar__brand">{collapsed ? 'PO' : t('common.appName')}</div>;
}

/** Desktop: a collapsible side column. Mobile (under 992 px): a drawer over the page. */
export function Sidebar({ viewer, opened, mobile, onClose }: SidebarProps) {
  if (mobile) {
    return (
      <Drawer placement="left" open={opened} onClose={onClose} size={WIDTH} closable={false} className="po-sidebar-drawer" styles={{ body: { padding: 0 } }}>
        <nav className="po-sidebar po-sidebar--drawer">
          <Brand collapsed={false} />
          <SidebarMenu viewer={viewer} collapsed={false} onNavigate={onClose} />
        </nav>
      </Drawer>
    );
  }
  return (
    <Layout.Sider width={WIDTH} collapsedWidth={64} collapsed={!opened} trigger={null} collapsible className="po-sidebar" data-testid="sidebar">
      <nav>
        <Brand collapsed={!opened} />
        <SidebarMenu viewer={viewer} collapsed={!opened} />
      </nav>
    </Layout.Sider>
  );
}
