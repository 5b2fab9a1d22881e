import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ZTravelProductReviewListFilter, type TTravelProductReviewRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { useTravelReviewList } from '../api/travel-admin';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

// The preview (a drawer with its table and the reject dialog) loads the first time a row opens it.
const TravelReviewDrawer = lazyDialog(
  () => import('../components/travel-review-drawer').then((m) => m.TravelReviewDrawer),
  (p) => p.prodCd !== null,
);
const filtersChunk = import('../components/list-filters');
const ReviewFilters = lazy(() => filtersChunk.then((m) => ({ default: m.ReviewFilters })));

interface FilterValues {
  prodStsCd?: string;
  supplyEntrNm?: string;
  keyword?: string;
}
const BLANK: FilterValues = { prodStsCd: '', supplyEntrNm: '', keyword: '' };

/** /admin/travelProductReviewList: the properties awaiting approval across sellers, oldest first; a row opens its preview. */
export function TravelReviewListPage() {
  useMessageNamespaces('travelProduct');
  const { t } = useTranslation();
  const readOnly = useSessionUser().isMasterLogin === 'Y';
  const list = useListSearch(ZTravelProductReviewListFilter, 'travelReviewList');
  const products = useTravelReviewList(list.request);
  const form = useFilterForm<FilterValues>({ ...BLANK, ...list.filters });
  const [open, setOpen] = useState<string | null>(null);

  const columns: DataColumn<TTravelProductReviewRow>[] = [
    { key: 'seller', title: t('travelProduct.field.seller'), width: 160, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'prodCd', title: t('travelProduct.field.prodCd'), width: 130, render: (r) => r.prodCd },
    { key: 'prodNm', title: t('travelProduct.field.prodNm'), width: 220, render: (r) => r.prodNm },
    { key: 'status', title: t('travelProduct.field.prodStsCd'), width: 120, render: (r) => r.prodStsNm },
    { key: 'where', title: t('travelProduct.field.continentCd'), width: 160, render: (r) => `${r.continentNm} / ${r.nationCd} / ${r.gradeNm}` },
    { key: 'window', title: t('travelProduct.field.window'), width: 200, render: (r) => `${r.rsvStartDt} ~ ${r.rsvEndDt}` },
    { key: 'regDt', title: t('travelProduct.field.regDt'), width: 160, render: (r) => r.regDt.slice(0, 16).replace('T', ' ') },
  ];

  return (
    <>
      <ListPage<TTravelProductReviewRow, FilterValues>
        title={t('menu.admin.travelProductReviewList')}
        form={form}
        initialValues={BLANK}
        onSearch={(v) =>
          list.search({
            prodStsCd: (v.prodStsCd || undefined) as never,
            supplyEntrNm: v.supplyEntrNm?.trim() || undefined,
            keyword: v.keyword?.trim() || undefined,
          })
        }
        filters={
          <Suspense fallback={<Spin size="small" />}>
            <ReviewFilters />
          </Suspense>
        }
        query={products}
        columns={columns}
        rowKey="prodCd"
        page={list.page}
        onPage={list.setPage}
        filtered={list.filtered}
        emptyText={t('travelProduct.list.emptyQueue')}
        testId="travel-review-list"
        rowTestId={(r) => `travel-review-row-${r.prodCd}`}
        onRowClick={(r) => setOpen(r.prodCd)}
        scrollX={1200}
      />
      <TravelReviewDrawer prodCd={open} onClose={() => setOpen(null)} readOnly={readOnly} />
    </>
  );
}
