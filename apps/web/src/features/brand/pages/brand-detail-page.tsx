import { canTransition, BRAND_REQUEST_MACHINE } from '@po/contracts';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useBrand } from '../api/brand';
import { BrandView } from '../components/brand-view';

/** /product/productBrandDetail/:brandCd: an approved brand, with the way to its settings. */
export function BrandDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { brandCd = '' } = useParams();
  const brand = useBrand(brandCd);
  if (brand.error) return <QueryFailed error={brand.error} onRetry={() => void brand.refetch()} />;
  if (!brand.data) return <PageSpinner />;
  const editable = canTransition(BRAND_REQUEST_MACHINE, brand.data.confirmStatus, 'updateSettings', 'seller');
  return (
    <Panel
      title={`${t('menu.product.productBrandDetail')} · ${brand.data.brandNm} (${brandCd})`}
      extra={
        <Flex gap={8}>
          <Button onClick={() => void navigate('/product/productBrandList?gubun=BRAND')}>{t('brand.action.list')}</Button>
          {editable && (
            <Button type="primary" onClick={() => void navigate(`/setting/brandUpdateForm/${brandCd}`)} data-testid="brand-edit">
              {t('brand.action.edit')}
            </Button>
          )}
        </Flex>
      }
      data-testid="brand-detail-page"
    >
      <BrandView brand={brand.data} />
    </Panel>
  );
}
