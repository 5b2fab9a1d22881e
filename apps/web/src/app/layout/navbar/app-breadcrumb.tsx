import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { findAppRoute } from '@/shared/routing/find-route';
import { runtimeKey } from '@/shared/i18n/runtime-key';

/** Group title > page title, from the route tree of the current path. */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const found = findAppRoute(pathname);
  if (!found) return null;
  const items = [
    ...found.parents.map((group) => ({
      key: group.name,
      title: group.redirect ? (
        <Link to={group.redirect}>{t(runtimeKey(group.titleKey ?? 'common.noName'))}</Link>
      ) : (
        t(runtimeKey(group.titleKey ?? 'common.noName'))
      ),
    })),
    { key: found.meta.name, title: t(runtimeKey(found.meta.titleKey ?? 'common.noName')) },
  ];
  return (
    <nav aria-label={t('layout.navbar.breadcrumb')} className="po-breadcrumb" data-testid="breadcrumb">
      <Breadcrumb items={items} />
    </nav>
  );
}
