import type { TRegisterTravelProductRequest } from '@po/contracts';
import { Button, Result, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useSessionUser } from '@/shared/session/session-user';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useRegisterTravelProduct, useUsableBrands } from '../api/travel-products';
import { emptyTravelProduct } from '../model/travel-form';

// The form loads beside the screen, while the brand list it needs is on its way.
const formChunk = import('../components/travel-product-form');
const TravelProductForm = lazy(() => formChunk.then((m) => ({ default: m.TravelProductForm })));

/** /travelProduct/productSupplyForm: registers a property awaiting approval; its code shows once saved. */
export function TravelProductSupplyFormPage() {
  useMessageNamespaces('travelProduct', 'richText');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const brands = useUsableBrands();
  const register = useRegisterTravelProduct();
  const [formKey, setFormKey] = useState(0);
  const [prodCd, setProdCd] = useState<string | null>(null);
  const initial = useMemo(() => emptyTravelProduct(), [formKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (body: TRegisterTravelProductRequest) => {
    const reply = await register.mutateAsync(body);
    setProdCd(reply.prodCd);
  };

  const title = t('menu.travelProduct.productSupplyForm');
  if (brands.error) return <QueryFailed error={brands.error} onRetry={() => void brands.refetch()} />;
  if (!brands.data) return <PageSpinner />;
  if (brands.data.list.length === 0)
    return (
      <Panel title={title} data-testid="travel-form-page">
        <Result
          status="info"
          title={t('travelProduct.help.noBrand')}
          extra={
            <Button type="primary" onClick={() => void navigate('/travelProduct/productBrandForm')} data-testid="travel-request-brand">
              {t('travelProduct.action.requestBrand')}
            </Button>
          }
          data-testid="travel-no-brand"
        />
      </Panel>
    );
  return (
    <Panel title={title} data-testid="travel-form-page">
      {prodCd ? (
        <Result
          status="success"
          title={t('travelProduct.done.title')}
          subTitle={<span data-testid="travel-done-code">{t('travelProduct.done.body', { prodCd })}</span>}
          extra={[
            <Button
              key="another"
              type="primary"
              autoFocus
              onClick={() => {
                setProdCd(null);
                setFormKey((k) => k + 1);
              }}
              data-testid="travel-register-another"
            >
              {t('travelProduct.action.registerAnother')}
            </Button>,
            <Button key="list" onClick={() => void navigate('/travelProduct/productSearchList')} data-testid="travel-go-list">
              {t('travelProduct.action.goList')}
            </Button>,
          ]}
          data-testid="travel-done"
        />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 12 }} />}>
          <TravelProductForm
            key={formKey}
            initial={initial}
            brands={brands.data.list}
            onSubmit={submit}
            submitLabel={t('travelProduct.action.register')}
            readOnly={user.isMasterLogin === 'Y'}
          />
        </Suspense>
      )}
    </Panel>
  );
}
