import { Alert, Button, Flex, Skeleton, Space, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useSessionUser } from '@/shared/session/session-user';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import {
  changeTravelWindow,
  saveTravelCalendar,
  updateTravelProduct,
  useChangeTravelStatus,
  useRefreshTravelProduct,
  useTravelProduct,
  useUsableBrands,
} from '../api/travel-products';
import type { TravelEditSetup } from '../components/travel-product-form';
import { calendarOf, changedCells, fromDetail, toUpdateBody, toWindowBody, windowOf, type TravelProductFormValues } from '../model/travel-form';

const formChunk = import('../components/travel-product-form');
const TravelProductForm = lazy(() => formChunk.then((m) => ({ default: m.TravelProductForm })));

// Prices change on the form only before approval (awaiting, rejected); after that through a price change request.
const PRICES_EDITABLE = new Set(['40', '20']);

/** /travelProduct/productUpdateForm/:prodCd */
export function TravelProductUpdateFormPage() {
  const { prodCd = '' } = useParams();
  return <TravelProductUpdateScreen key={prodCd} prodCd={prodCd} />;
}

/**
 * One property's form, filled: rooms added or edited (registered ones stay), a new window after a confirmation
 * (the window call goes first and replaces the calendar), then the property and its changed nights. Suspend /
 * resume, and a rejected property shows its reason and goes back for approval when saved.
 */
function TravelProductUpdateScreen({ prodCd }: { prodCd: string }) {
  useMessageNamespaces('travelProduct', 'richText');
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const readOnly = useSessionUser().isMasterLogin === 'Y';
  const { detail, calendar } = useTravelProduct(prodCd);
  const brands = useUsableBrands();
  const status = useChangeTravelStatus(prodCd);
  const refresh = useRefreshTravelProduct();
  const [formKey, setFormKey] = useState(0);
  const d = detail.data;
  const loaded = useMemo(() => (calendar.data ? calendarOf(calendar.data) : null), [calendar.data]);
  const initial = useMemo(() => (d && loaded ? fromDetail(d, loaded) : null), [d, loaded]);

  const failed = detail.error ?? calendar.error ?? brands.error;
  if (failed)
    return (
      <QueryFailed
        error={failed}
        onRetry={() => {
          void detail.refetch();
          void calendar.refetch();
          void brands.refetch();
        }}
      />
    );
  if (!d || !initial || !loaded || !brands.data) return <PageSpinner />;

  const setup: TravelEditSetup = {
    version: d.version,
    pricesEditable: PRICES_EDITABLE.has(d.prodStsCd),
    storedWindow: { rsvStartDt: d.rsvStartDt, rsvEndDt: d.rsvEndDt },
  };

  const submit = async (values: TravelProductFormValues) => {
    let version = setup.version;
    const w = windowOf(values);
    const moved = w.rsvStartDt !== setup.storedWindow.rsvStartDt || w.rsvEndDt !== setup.storedWindow.rsvEndDt;
    // The window call replaces every registered room's calendar; the update then adds the new rooms in that window.
    if (moved) version = (await changeTravelWindow(prodCd, toWindowBody(values, version))).version;
    await updateTravelProduct(prodCd, toUpdateBody(values, { ...setup, version }));
    const cells = moved ? [] : changedCells(values, loaded);
    if (cells.length > 0) await saveTravelCalendar(prodCd, { cells });
    void message.success(t('travelProduct.msg.saved'));
    await refresh();
    setFormKey((k) => k + 1);
  };

  const move = (action: 'suspend' | 'resume') => status.mutate({ action }, { onError: (e) => toastFailure(e) });

  return (
    <Panel
      title={t('menu.travelProduct.productUpdateForm')}
      data-testid="travel-update-page"
      extra={
        <Space>
          <Tag data-testid="travel-status">{t(`travelProduct.status.${d.prodStsCd}`)}</Tag>
          {d.prodStsCd === '90' && (
            <Button onClick={() => move('suspend')} loading={status.isPending} disabled={readOnly} data-testid="travel-suspend">
              {t('travelProduct.action.suspend')}
            </Button>
          )}
          {d.prodStsCd === '70' && (
            <Button onClick={() => move('resume')} loading={status.isPending} disabled={readOnly} data-testid="travel-resume">
              {t('travelProduct.action.resume')}
            </Button>
          )}
        </Space>
      }
    >
      <Flex vertical gap={8}>
        <span data-testid="travel-update-code">
          {t('travelProduct.field.prodCd')}: {d.prodCd}
        </span>
        {d.prodStsCd === '20' && (
          <Alert type="warning" showIcon title={t('travelProduct.help.rejected', { reason: d.rejectReason ?? '' })} data-testid="travel-rejected" />
        )}
        {d.openPriceChange && <Alert type="info" showIcon title={t('travelProduct.help.priceChangeOpen')} />}
      </Flex>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 12 }} />}>
        <TravelProductForm
          key={formKey}
          mode="edit"
          edit={setup}
          initial={initial}
          brands={brands.data.list}
          onSubmit={submit}
          submitLabel={d.prodStsCd === '20' ? t('travelProduct.action.resubmit') : t('travelProduct.action.save')}
          readOnly={readOnly}
        />
      </Suspense>
    </Panel>
  );
}
