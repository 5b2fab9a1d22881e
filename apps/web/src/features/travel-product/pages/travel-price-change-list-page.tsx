import { Spin, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ZTravelPriceChangeListFilter, type TTravelPriceChangeRequest, type TTravelPriceChangeRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { formatNumber } from '@/shared/format/money';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { useRequestTravelPriceChange, useTravelPriceChanges, useWithdrawTravelPriceChange } from '../api/travel-price-changes';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

const PriceChangeDialog = lazyDialog(
  () => import('../components/price-change-dialog').then((m) => m.PriceChangeDialog),
  (p) => p.open,
);
const filtersChunk = import('../components/list-filters');
const PriceChangeFilters = lazy(() => filtersChunk.then((m) => ({ default: m.PriceChangeFilters })));

interface FilterValues {
  confirmStsCd?: string;
  keyword?: string;
  period?: TDateRange;
}
const BLANK: FilterValues = { confirmStsCd: '', keyword: '', period: null };

/** /travelProduct/productPriceChangeList: the seller's price change requests, a new request, and withdrawing an open one. */
export function TravelPriceChangeListPage() {
  useMessageNamespaces('travelProduct');
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const readOnly = useSessionUser().isMasterLogin === 'Y';
  const list = useListSearch(ZTravelPriceChangeListFilter, 'travelPriceChangeList');
  const changes = useTravelPriceChanges(list.request);
  const request = useRequestTravelPriceChange();
  const withdraw = useWithdrawTravelPriceChange();
  const { regDtFrom, regDtTo, ...f } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, ...f, period: dayRange(regDtFrom, regDtTo) });
  const [open, setOpen] = useState(false);

  const send = async (body: TTravelPriceChangeRequest) => {
    await request.mutateAsync(body);
    void message.success(t('travelProduct.msg.requested'));
    setOpen(false);
  };

  const columns: DataColumn<TTravelPriceChangeRow>[] = [
    { key: 'prodCd', title: t('travelProduct.field.prodCd'), width: 130, render: (r) => r.prodCd },
    { key: 'prodNm', title: t('travelProduct.field.prodNm'), width: 200, render: (r) => r.prodNm },
    { key: 'old', title: t('travelProduct.field.oldPrices'), width: 160, render: (r) => `${formatNumber(r.oldListPrice)} / ${formatNumber(r.oldProdPrice)}` },
    { key: 'new', title: t('travelProduct.field.newPrices'), width: 160, render: (r) => `${formatNumber(r.newListPrice)} / ${formatNumber(r.newProdPrice)}` },
    {
      key: 'status',
      title: t('travelProduct.field.confirmStsCd'),
      width: 100,
      render: (r) => <span data-testid={`travel-pc-status-${r.prodPriceSeq}`}>{r.confirmStsNm}</span>,
    },
    { key: 'reason', title: t('travelProduct.field.rejectReason'), width: 180, render: (r) => r.rejectReason ?? '' },
    { key: 'regDt', title: t('travelProduct.field.regDt'), width: 150, render: (r) => r.regDt.slice(0, 16).replace('T', ' ') },
    {
      key: 'withdraw',
      title: '',
      width: 90,
      render: (r) =>
        r.confirmStsCd === '10' && (
          <Button
            size="small"
            disabled={readOnly || withdraw.isPending}
            onClick={() => withdraw.mutate(r, { onSuccess: () => void message.success(t('travelProduct.msg.withdrawn')), onError: (e) => toastFailure(e) })}
            data-testid={`travel-pc-withdraw-${r.prodPriceSeq}`}
          >
            {t('travelProduct.action.withdraw')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <ListPage<TTravelPriceChangeRow, FilterValues>
        title={t('menu.travelProduct.productPriceChangeList')}
        actions={
          <Button type="primary" onClick={() => setOpen(true)} disabled={readOnly} data-testid="travel-pc-new">
            {t('travelProduct.action.requestPriceChange')}
          </Button>
        }
        form={form}
        initialValues={BLANK}
        onSearch={({ period, confirmStsCd, keyword }) => {
          const days = dayBounds(period);
          list.search({ confirmStsCd: (confirmStsCd || undefined) as never, keyword: keyword?.trim() || undefined, regDtFrom: days.from, regDtTo: days.to });
        }}
        filters={
          <Suspense fallback={<Spin size="small" />}>
            <PriceChangeFilters />
          </Suspense>
        }
        query={changes}
        columns={columns}
        rowKey="prodPriceSeq"
        page={list.page}
        onPage={list.setPage}
        filtered={list.filtered}
        emptyText={t('travelProduct.list.emptyPriceChanges')}
        testId="travel-pc-list"
        scrollX={1200}
      />
      <PriceChangeDialog open={open} onClose={() => setOpen(false)} onSend={send} />
    </>
  );
}
