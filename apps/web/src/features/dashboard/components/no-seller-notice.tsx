import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestSupplierSelect } from '@/shared/session/supplier-select';

/**
 * A session that views no seller (an operator, a master before choosing one, a search-only account not bound to
 * a seller): the cards and charts are one seller's, so the home shows this instead (§6 search-only exception).
 */
export function NoSellerNotice({ master }: { master: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('dashboard.noSeller.title')}
      description={t(master ? 'dashboard.noSeller.master' : 'dashboard.noSeller.other')}
      action={
        master ? (
          <Button size="small" onClick={requestSupplierSelect} data-testid="home-select-supplier">
            {t('dashboard.noSeller.choose')}
          </Button>
        ) : undefined
      }
      data-testid="home-no-seller"
    />
  );
}
