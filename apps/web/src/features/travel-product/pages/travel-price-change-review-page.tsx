import { Spin, Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ZTravelPriceChangeAdminListFilter, type TTravelPriceChangeAdminRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { formatNumber } from '@/shared/format/money';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { useDecideTravelPriceChange, useTravelPriceChangeQueue } from '../api/travel-admin';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

const ReasonDialog = lazyDialog(
  () => import('../components/reason-dialog').then((m) => m.ReasonDialog),
  (p) => p.open,
);
const filtersChunk = import('../components/list-filters');
const PriceChangeQueueFilters = lazy(() => filtersChunk.then((m) => ({ default: m.PriceChangeQueueFilters })));

interface FilterValues {
  confirmStsCd?: string;
  supplyEntrNm?: string;
  prodCd?: string;
}
const BLANK: FilterValues = { confirmStsCd: '', supplyEntrNm: '', prodCd: '' };

/** /admin/travelPriceChangeList: every seller's travel price change requests, oldest first, confirmed or rejected here. */
export function TravelPriceChangeReviewPage() {
  useMessageNamespaces('travelProduct');
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const readOnly = useSessionUser().isMasterLogin === 'Y';
  const list = useListSearch(ZTravelPriceChangeAdminListFilter, 'travelPriceChangeQueue');
  const changes = useTravelPriceChangeQueue(list.request);
  const decide = useDecideTravelPriceChange();
  const form = useFilterForm<FilterValues>({ ...BLANK, ...list.filters });
  const [rejecting, setRejecting] = useState<TTravelPriceChangeAdminRow | null>(null);

  const run = (row: TTravelPriceChangeAdminRow, rejectReason?: string) =>
    decide.mutate(
      { row, rejectReason },
      {
        onSuccess: () => {
          setRejecting(null);
          void message.success(t(rejectReason === undefined ? 'travelProduct.msg.confirmed' : 'travelProduct.msg.rejected'));
        },
        onError: (e) => toastFailure(e),
      },
    );

  const columns: DataColumn<TTravelPriceChangeAdminRow>[] = [
    { key: 'seller', title: t('travelProduct.field.seller'), width: 160, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'prod', title: t('travelProduct.field.prodNm'), width: 220, render: (r) => `${r.prodNm} (${r.prodCd})` },
    { key: 'old', title: t('travelProduct.field.oldPrices'), width: 160, render: (r) => `${formatNumber(r.oldListPrice)} / ${formatNumber(r.oldProdPrice)}` },
    { key: 'new', title: t('travelProduct.field.newPrices'), width: 160, render: (r) => `${formatNumber(r.newListPrice)} / ${formatNumber(r.newProdPrice)}` },
    { key: 'reason', title: t('travelProduct.field.reqReason'), width: 180, render: (r) => r.reqReason },
    { key: 'status', title: t('travelProduct.field.confirmStsCd'), width: 100, render: (r) => r.confirmStsNm },
    {
      key: 'actions',
      title: '',
      width: 170,
      render: (r) =>
        r.confirmStsCd === '10' && (
          <Space>
            <Button
              size="small"
              type="primary"
              disabled={readOnly || decide.isPending}
              onClick={() => run(r)}
              data-testid={`travel-pc-confirm-${r.prodPriceSeq}`}
            >
              {t('travelProduct.action.confirm')}
            </Button>
            <Button
              size="small"
              danger
              disabled={readOnly || decide.isPending}
              onClick={() => setRejecting(r)}
              data-testid={`travel-pc-reject-${r.prodPriceSeq}`}
            >
              {t('travelProduct.action.reject')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <>
      <ListPage<TTravelPriceChangeAdminRow, FilterValues>
        title={t('menu.admin.travelPriceChangeList')}
        form={form}
        initialValues={BLANK}
        onSearch={(v) =>
          list.search({
            confirmStsCd: (v.confirmStsCd || undefined) as never,
            supplyEntrNm: v.supplyEntrNm?.trim() || undefined,
            prodCd: v.prodCd?.trim() || undefined,
          })
        }
        filters={
          <Suspense fallback={<Spin size="small" />}>
            <PriceChangeQueueFilters />
          </Suspense>
        }
        query={changes}
        columns={columns}
        rowKey={(r) => `${r.supplyEntrCd}-${r.prodPriceSeq}`}
        page={list.page}
        onPage={list.setPage}
        filtered={list.filtered}
        emptyText={t('travelProduct.list.emptyQueue')}
        testId="travel-pc-queue"
        scrollX={1200}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t('travelProduct.action.reject')}
        pending={decide.isPending}
        max={300}
        onOk={(reason) => rejecting && run(rejecting, reason)}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
