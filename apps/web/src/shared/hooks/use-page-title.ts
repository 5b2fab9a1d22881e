import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "{page} - {partner name}" and follows language changes. */
export function usePageTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation();
  const suffix = t('common.appName');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${suffix}` : suffix;
  }, [pageTitle, suffix]);
}
