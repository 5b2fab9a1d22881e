import { SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { APP_ROUTES, buildSidebarRoutes, joinRoutePath, type MenuViewer } from '@po/contracts';
import { linkPath } from '../sidebar/menu-model';
import { runtimeKey } from '@/shared/i18n/runtime-key';

/** The children of /setting the sidebar shows (spec access §2 navbar); nothing when the sidebar hides the group. */
export function SettingsMenu({ viewer }: { viewer: MenuViewer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useMemo(() => {
    const setting = buildSidebarRoutes(APP_ROUTES, viewer).find((r) => r.path === '/setting');
    return (setting?.children ?? []).map((c) => ({
      key: linkPath(joinRoutePath(setting?.path ?? '', c.path)),
      label: t(runtimeKey(c.titleKey ?? 'common.noName')),
    }));
  }, [viewer, t]);
  if (items.length === 0) return null;
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => void navigate(key) }} trigger={['click']}>
      <Button
        type="text"
        icon={<SettingOutlined />}
        aria-label={t('layout.navbar.settings')}
        title={t('layout.navbar.settings')}
        data-testid="navbar-settings"
      />
    </Dropdown>
  );
}
