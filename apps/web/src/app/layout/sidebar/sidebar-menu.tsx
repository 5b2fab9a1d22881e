import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuViewer } from '@po/contracts';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { MenuIcon } from './menu-icons';
import { buildMenuModel, openGroupKeys, selectedKey, type MenuNode } from './menu-model';

type Items = NonNullable<MenuProps['items']>;

function toItems(nodes: readonly MenuNode[], t: TFunction, withIcons: boolean): Items {
  return nodes.map((node) => ({
    key: node.key,
    label: t(runtimeKey(node.titleKey)),
    icon: withIcons ? <MenuIcon name={node.icon} /> : undefined,
    children: node.children ? toItems(node.children, t, false) : undefined,
  }));
}

/** The permitted menu as an antd Menu; clicking an entry opens (or focuses) its tab. */
export function SidebarMenu({ viewer, collapsed, onNavigate }: { viewer: MenuViewer; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const model = useMemo(() => buildMenuModel(viewer), [viewer]);
  const items = useMemo(() => toItems(model, t, true), [model, t]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openGroupKeys(model, pathname));

  useEffect(() => {
    const groups = openGroupKeys(model, pathname);
    setOpenKeys((prev) => (groups.every((g) => prev.includes(g)) ? prev : [...new Set([...prev, ...groups])]));
  }, [model, pathname]);

  const selected = selectedKey(model, pathname);
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selected ? [selected] : []}
      inlineCollapsed={collapsed}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      aria-label={t('layout.sidebar.menu')}
      data-testid="sidebar-menu"
      onClick={({ key }) => {
        void navigate(key);
        onNavigate?.();
      }}
    />
  );
}
