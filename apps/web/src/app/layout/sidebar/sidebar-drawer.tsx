import { Drawer } from 'antd';
import type { MenuViewer } from '@po/contracts';
import { SIDEBAR_WIDTH, SidebarBrand } from './sidebar-brand';
import { SidebarMenu } from './sidebar-menu';

/** The sidebar as a drawer over the page, for narrow screens (under 992 px). */
export function SidebarDrawer({ viewer, opened, onClose }: { viewer: MenuViewer; opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      placement="left"
      open={opened}
      onClose={onClose}
      size={SIDEBAR_WIDTH}
      closable={false}
      className="po-sidebar-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <nav className="po-sidebar po-sidebar--drawer">
        <SidebarBrand collapsed={false} />
        <SidebarMenu viewer={viewer} collapsed={false} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
