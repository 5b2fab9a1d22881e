import { PROD_STATUSES, TRAVEL_CONTINENTS, ZTravelProductListFilter, type TTravelProductListRow } from '@po/contracts';
import { Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatNumber } from '@/shared/format/money';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { readFilters, useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { startTravelProductsExport, useTravelProducts } from '../api/travel-products';

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
        <>
          <Form.Item name="prodStsCd" label={t('travelProduct.field.prodStsCd')}>
            <Select
              style={{ width: 150 }}
              options={[{ value: '', label: t('travelProduct.list.all') }, ...PROD_STATUSES.map((s) => ({ value: s, label: t(`travelProduct.status.${s}`) }))]}
              data-testid="travel-filter-status"
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('travelProduct.field.term')}>
            <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="travel-filter-keyword" />
          </Form.Item>
          <Form.Item name="continentCd" label={t('travelProduct.field.continentCd')}>
            <Select
              style={{ width: 140 }}
              options={[
                { value: '', label: t('travelProduct.list.all') },
                ...TRAVEL_CONTINENTS.map((c) => ({ value: c, label: t(`travelProduct.continent.${c}`) })),
              ]}
              data-testid="travel-filter-continent"
            />
          </Form.Item>
          <Form.Item name="nationCd" label={t('travelProduct.field.nationCd')}>
            <Input allowClear maxLength={2} style={{ width: 70 }} data-testid="travel-filter-nation" />
          </Form.Item>
          <Form.Item name="period" label={t('travelProduct.field.regPeriod')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['1w', '1m', '3m', '6m', 'all']} />
          </Form.Item>
        </>
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
