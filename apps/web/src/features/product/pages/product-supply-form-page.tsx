import type { TRegisterProductRequest } from '@po/contracts';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useSessionUser } from '@/shared/session/session-user';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useRegisterProduct } from '../api/register-product';
import { useUsableBrands } from '../api/seller-choices';
import { OutcomeBlock } from '../components/outcome-block';
import { RegisterDone } from '../components/register-done';
import { emptyProduct } from '../model/product-form';

// The form loads beside the screen: its chunk is asked for when this page's module runs, so it arrives
// while the brand list (which the form needs before it can show) is on its way.
const formChunk = import('../components/product-form');
const ProductForm = lazy(() => formChunk.then((m) => ({ default: m.ProductForm })));

/** /product/productSupplyForm: registers a product under an approved brand; the new code shows once saved. */
export function ProductSupplyFormPage() {
  useMessageNamespaces('product');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const brands = useUsableBrands();
  const register = useRegisterProduct();
  // The tab stays mounted: a new key gives the next product an empty form.
  const [formKey, setFormKey] = useState(0);
  const [prodCd, setProdCd] = useState<string | null>(null);
  const initial = useMemo(() => emptyProduct(), []);

  const submit = async (body: TRegisterProductRequest) => {
    const reply = await register.mutateAsync(body);
    setProdCd(reply.prodCd);
  };

  const title = t('menu.product.productSupplyForm');
  if (brands.error) return <QueryFailed error={brands.error} onRetry={() => void brands.refetch()} />;
  if (!brands.data) return <PageSpinner />;
  if (brands.data.list.length === 0)
    return (
      <Panel title={title} data-testid="product-form-page">
        <OutcomeBlock
          kind="info"
          title={t('product.help.noBrand')}
          actions={
            <Button type="primary" onClick={() => void navigate('/product/productBrandForm')} data-testid="product-request-brand">
              {t('product.action.requestBrand')}
            </Button>
          }
          data-testid="product-no-brand"
        />
      </Panel>
    );
  return (
    <Panel title={title} data-testid="product-form-page">
      {prodCd ? (
        <RegisterDone
          prodCd={prodCd}
          onAnother={() => {
            setProdCd(null);
            setFormKey((k) => k + 1);
          }}
          onList={() => void navigate('/product/productSupplyList')}
        />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 12 }} />}>
          <ProductForm
            key={formKey}
            initial={initial}
            brands={brands.data.list}
            onSubmit={submit}
            pending={register.isPending}
            readOnly={user.isMasterLogin === 'Y'}
          />
        </Suspense>
      )}
    </Panel>
  );
}
