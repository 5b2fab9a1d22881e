import { Spin, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { ZTravelProductListFilter, type TTravelProductListRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatNumber } from '@/shared/format/money';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { readFilters, useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { startTravelProductsExport, useTravelProducts } from '../api/travel-products';

const filtersChunk = import('../components/list-filters');
const TravelSearchFilters = lazy(() => filtersChunk.then((m) => ({ default: m.TravelSearchFilters })));

interface FilterValues {
  prodStsCd?: string;
  keyword?: string;
  continentCd?: string;
  nationCd?: string;
  period?: TDateRange;
}
const BLANK: FilterValues = { prodStsCd: '', keyword: '', continentCd: '', nationCd: '', period: null };
const STATUS_COLOR: Record<string, string> = { '40': 'gold', '20': 'red', '90': 'green', '60': 'default', '70': 'orange' };

/**
 * /travelProduct/productSearchList?prodStsCd=: the seller's properties by status, name or code, continent, country
 * and registration days, with the Excel export as a job. The home's counts open it on one status.
 */
export function TravelProductSearchListPage() {
  useMessageNamespaces('travelProduct');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const list = useListSearch(ZTravelProductListFilter, 'travelProductSearchList', {
    defaults: readFilters(ZTravelProductListFilter, Object.fromEntries(params)),
  });
  const products = useTravelProducts(list.request);
  const { regDtFrom, regDtTo, ...f } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, ...f, period: dayRange(regDtFrom, regDtTo) });

  const search = ({ period, prodStsCd, continentCd, nationCd, keyword }: FilterValues) => {
    const days = dayBounds(period);
    list.search({
      prodStsCd: (prodStsCd || undefined) as never,
      continentCd: (continentCd || undefined) as never,
      nationCd: nationCd?.trim().toUpperCase() || undefined,
      keyword: keyword?.trim() || undefined,
      regDtFrom: days.from,
      regDtTo: days.to,
    });
  };

  const columns: DataColumn<TTravelProductListRow>[] = [
    {
      key: 'prodCd',
      title: t('travelProduct.field.prodCd'),
      width: 130,
      render: (r) => (
        <Link to={`/travelProduct/productUpdateForm/${r.prodCd}`} data-testid={`travel-link-${r.prodCd}`}>
          {r.prodCd}
        </Link>
      ),
    },
    { key: 'prodNm', title: t('travelProduct.field.prodNm'), width: 220, render: (r) => r.prodNm },
    {
      key: 'prodStsCd',
      title: t('travelProduct.field.prodStsCd'),
      width: 130,
      render: (r) => (
        <Tag color={STATUS_COLOR[r.prodStsCd]} data-testid={`travel-status-${r.prodCd}`}>
          {r.prodStsNm}
        </Tag>
      ),
    },
    { key: 'brandNm', title: t('travelProduct.field.brandNm'), width: 130, render: (r) => r.brandNm },
    { key: 'continentNm', title: t('travelProduct.field.continentCd'), width: 110, render: (r) => r.continentNm },
    { key: 'nationCd', title: t('travelProduct.field.nationCd'), width: 80, render: (r) => r.nationCd },
    { key: 'gradeNm', title: t('travelProduct.field.gradeCd'), width: 80, render: (r) => r.gradeNm },
    { key: 'roomCnt', title: t('travelProduct.field.roomCnt'), width: 70, align: 'right', render: (r) => formatNumber(r.roomCnt) },
    { key: 'window', title: t('travelProduct.field.window'), width: 200, render: (r) => `${r.rsvStartDt} ~ ${r.rsvEndDt}` },
    { key: 'listPrice', title: t('travelProduct.field.listPrice'), width: 110, align: 'right', render: (r) => formatNumber(r.listPrice) },
    { key: 'prodPrice', title: t('travelProduct.field.prodPrice'), width: 110, align: 'right', render: (r) => formatNumber(r.prodPrice) },
    { key: 'regDt', title: t('travelProduct.field.regDt'), width: 160, render: (r) => r.regDt.slice(0, 16).replace('T', ' ') },
  ];

  return (
    <ListPage<TTravelProductListRow, FilterValues>
      title={t('menu.travelProduct.productSearchList')}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <Suspense fallback={<Spin size="small" />}>
          <TravelSearchFilters />
        </Suspense>
      }
      excel={<ExcelExportButton filters={list.filters} start={startTravelProductsExport} testId="travel-excel" />}
      query={products}
      columns={columns}
      rowKey="prodCd"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('travelProduct.list.empty')}
      testId="travel-list"
      rowTestId={(r) => `travel-row-${r.prodCd}`}
      scrollX={1500}
    />
  );
}
