import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TUserInfoReply } from '@po/contracts';
import { useLogout } from '@/app/session/use-logout';

/** The signed-in name with the logout action. */
export function UserMenu({ user }: { user: TUserInfoReply }) {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  const items = [{ key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="navbar-logout">{t('layout.navbar.logout')}</span> }];
  return (
    <Dropdown menu={{ items, onClick: () => void logout() }} trigger={['click']} disabled={pending}>
      <Button type="text" icon={<UserOutlined />} aria-label={t('layout.navbar.userMenu')} data-testid="navbar-user">
        <span className="po-hide-mobile">{t('layout.navbar.greeting', { name: user.loginNm })}</span>
      </Button>
    </Dropdown>
  );
}
