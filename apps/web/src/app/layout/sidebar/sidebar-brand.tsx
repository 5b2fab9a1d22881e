import { useTranslation } from 'react-i18next';

/** The sidebar's width, open: the side column's and the drawer's. */
export const SIDEBAR_WIDTH = 220;

export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return <div className="po-sidebar__brand">{collapsed ? 'PO' : t('common.appName')}</div>;
}
