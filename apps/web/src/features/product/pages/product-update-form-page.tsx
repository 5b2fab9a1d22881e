import { editRuleOf, type TBrandRow, type TProductDetailReply, type TUpdateProductRequest } from '@po/contracts';
import { Button, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useFeedback } from '@/shared/feedback/feedback';
import { isApiError } from '@/shared/http/errors';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useSessionUser } from '@/shared/session/session-user';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useProductDetail } from '../api/product-detail';
import { useUsableBrands } from '../api/seller-choices';
import { useUpdateProduct } from '../api/update-product';
import { OutcomeBlock } from '../components/outcome-block';
import type { ProductEditSetup } from '../components/product-form';
import { ProductEditHeader, ProductEditNotices } from '../components/product-edit-header';
import { axisValues, toEditValues } from '../model/product-edit';

// The form loads beside the screen, as on the registration page.
const formChunk = import('../components/product-form');
const ProductForm = lazy(() => formChunk.then((m) => ({ default: m.ProductForm })));

/**
 * A 409 that means the form read an older product (its version, or the stock of one of its combinations):
 * answers the server's message. Other conflicts (a price change refused) are the form's to show.
 */
export function staleConflictMessage(error: unknown): string | null {
  if (!isApiError(error, 'CONFLICT')) return null;
  const fields = error.body?.fields ?? [];
  return fields.every((f) => f.messageKey === 'product.msg.staleOption') ? (error.body?.displayMessage ?? '') : null;
}

/** /product/productUpdateForm/:prodCd */
export function ProductUpdateFormPage() {
  const { prodCd = '' } = useParams();
  return <ProductUpdateScreen prodCd={prodCd} />;
}

/**
 * One product's form: the registration's form in edit mode, with what its status locks disabled and saying
 * why; saved at the version read, reloaded after the save. A master session reads it only.
 */
export function ProductUpdateScreen({ prodCd }: { prodCd: string }) {
  useMessageNamespaces('product', 'productEdit');
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const readOnly = useSessionUser().isMasterLogin === 'Y';
  const detail = useProductDetail(prodCd);
  const brands = useUsableBrands();
  const update = useUpdateProduct(prodCd);
  const [stale, setStale] = useState<string | null>(null);
  const staleRef = useRef<HTMLDivElement>(null);
  const d = detail.data;

  const setup = useMemo(() => (d ? editSetup(d, t) : null), [d, t]);
  const initial = useMemo(() => (d ? toEditValues(d) : null), [d]);
  // A brand since stopped is not among the usable ones: the product still shows its own.
  const brandRows = useMemo(() => withOwnBrand(brands.data?.list ?? [], d), [brands.data, d]);

  const reload = () => {
    setStale(null);
    void detail.refetch();
  };

  const submit = async (body: TUpdateProductRequest) => {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      const conflict = staleConflictMessage(error);
      if (conflict === null) throw error;
      setStale(conflict);
      staleRef.current?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setStale(null);
    void message.success(setup?.rule.resubmits ? t('productEdit.msg.resubmitted') : t('productEdit.msg.saved'));
    await detail.refetch();
  };

  const title = t('menu.product.productUpdateForm');
  if (detail.error)
    return (
      <Panel title={title} data-testid="product-update-page">
        {isApiError(detail.error, 'NOT_FOUND') ? (
          <OutcomeBlock
            kind="info"
            title={t('productEdit.msg.notFound')}
            actions={<Button onClick={() => void navigate('/product/productSupplyList')}>{t('productEdit.action.goList')}</Button>}
            data-testid="product-not-found"
          />
        ) : (
          <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />
        )}
      </Panel>
    );
  if (brands.error) return <QueryFailed error={brands.error} onRetry={() => void brands.refetch()} />;
  if (!d || !setup || !initial || !brands.data) return <PageSpinner />;
  return (
    <Panel title={`${title} · ${d.prodNm}`} data-testid="product-update-page">
      <ProductEditHeader detail={d} readOnly={readOnly} onStatusChanged={reload} />
      <ProductEditNotices detail={d} stale={stale} onReload={reload} staleRef={staleRef} />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 12 }} />}>
        {/* A new read (saved, reloaded) fills a new form: nothing typed before it stays behind unseen. */}
        <ProductForm
          key={`${d.version}:${detail.dataUpdatedAt}`}
          mode="edit"
          edit={setup}
          initial={initial}
          brands={brandRows}
          onSubmit={submit}
          pending={update.isPending}
          readOnly={readOnly}
        />
      </Suspense>
    </Panel>
  );
}

/** What the status locks (contracts editRuleOf, as the server checks), each lock's reason and the button's label. */
function editSetup(d: TProductDetailReply, t: TFunction): ProductEditSetup {
  const rule = editRuleOf(d.prodStsCd);
  return {
    version: d.version,
    rule,
    submitLabel: rule.resubmits ? t('productEdit.action.resubmit') : t('productEdit.action.save'),
    locks: {
      prices: !rule.prices,
      brand: !rule.brand,
      keepOptions: !rule.removeOptions,
      notes: {
        prices: (
          <>
            {t('productEdit.lock.prices')}{' '}
            <Link to="/product/productPriceChangeList" data-testid="product-price-change-link">
              {t('productEdit.action.priceChange')}
            </Link>
          </>
        ),
        brand: t('productEdit.lock.brand'),
        options: t('productEdit.lock.options'),
      },
      savedFee: { brandCd: d.brandCd, sellFeeRate: d.sellFeeRate },
      storedValues: { 1: axisValues(d.options, 1), 2: axisValues(d.options, 2) },
    },
  };
}

function withOwnBrand(list: readonly TBrandRow[], d: TProductDetailReply | undefined): readonly TBrandRow[] {
  if (!d || list.some((b) => b.brandCd === d.brandCd)) return list;
  // Only the fields the form reads of a brand: its code, name, commission and shipping site.
  const own = { brandCd: d.brandCd, brandNm: d.brandNm, sellFeeRate: d.sellFeeRate, deliveryLocCd: d.deliveryLocCd } as TBrandRow;
  return [own, ...list];
}
