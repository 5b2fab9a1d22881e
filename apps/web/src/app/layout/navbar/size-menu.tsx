import { FontSizeOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, setComponentSize, useAppSettings, type TComponentSize } from '@/shared/settings/app-settings';

/** Component size (small, medium, large), kept in the `size` cookie. */
export function SizeMenu() {
  const { t } = useTranslation();
  const { size } = useAppSettings();
  const items = COMPONENT_SIZES.map((s) => ({ key: s, label: t(`layout.navbar.size.${s}`) }));
  return (
    <Dropdown menu={{ items, selectable: true, selectedKeys: [size], onClick: ({ key }) => setComponentSize(key as TComponentSize) }} trigger={['click']}>
      <Button
        type="text"
        icon={<FontSizeOutlined />}
        aria-label={t('layout.navbar.size.label')}
        title={t('layout.navbar.size.label')}
        data-testid="navbar-size"
      />
    </Dropdown>
  );
}
