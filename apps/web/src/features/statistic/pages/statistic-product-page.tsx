import { DASHBOARD_CHART, STAT_PRODUCT_SORTS, STATISTIC_LIMITS, type TStatProductFilter, type TStatProductRow, type TStatProductSort } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '@/shared/chart/chart-panel';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatNumber } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import type { DataColumn } from '@/shared/ui/data-table';
import { useStatProductChart, useStatProductList } from '../api/statistic-api';
import { downloadProductExcel } from '../api/statistic-excel';
import { BrandField } from '../components/brand-field';
import { percentText, useSalesFigureColumns, type WithTotal } from '../components/figure-columns';
import { PeriodField } from '../components/period-field';
import { StatExcelButton } from '../components/stat-excel-button';
import { StatTable } from '../components/stat-table';
import { StatisticScreen } from '../components/statistic-screen';
import { useStatSearch } from '../components/use-stat-search';
import { anyFigure, productChartOption, sortFigure } from '../model/stat-chart-options';
import { defaultPeriod, periodDays, periodRange, ZProductSearch } from '../model/statistic-search';

interface ProductFormValues {
  period: TDateRange;
  brandCd?: string | undefined;
  product: string;
  sortCd: TStatProductSort;
}

const blank = (): ProductFormValues => ({ period: periodRange(defaultPeriod()), brandCd: undefined, product: '', sortCd: 'REAL_SALE_AMT' });

function useColumns(): DataColumn<WithTotal<TStatProductRow>>[] {
  const { t } = useTranslation();
  const figures = useSalesFigureColumns<TStatProductRow>();
  const own = (render: (r: TStatProductRow) => string) => (r: WithTotal<TStatProductRow>) => (r.totalRow ? '' : render(r));
  return [
    {
      key: 'prodCd',
      title: t('statistic.column.prodCd'),
      width: 120,
      render: (r) => (r.totalRow ? <strong>{t('statistic.column.total')}</strong> : r.prodCd),
    },
    { key: 'supplyProdCd', title: t('statistic.column.supplyProdCd'), width: 120, ellipsis: true, dataIndex: 'supplyProdCd' },
    { key: 'prodNm', title: t('statistic.column.prodNm'), width: 220, ellipsis: true, dataIndex: 'prodNm' },
    { key: 'brandNm', title: t('statistic.column.brandNm'), width: 120, ellipsis: true, dataIndex: 'brandNm' },
    ...figures,
    { key: 'pvCnt', title: t('statistic.column.pvCnt'), width: 90, align: 'right', render: own((r) => formatNumber(r.pvCnt)) },
    { key: 'ordRate', title: t('statistic.column.ordRate'), width: 110, align: 'right', render: own((r) => percentText(r.ordRate)) },
  ];
}

/**
 * /statistic/statisticProduct: the products ordered in a period, narrowed to a brand and a product code or name and
 * ordered by the chosen figure: the top 10 by that figure as bars, the table of every product page by page with the
 * sums under it, and the Excel of every product of the search.
 */
export function StatisticProductPage() {
  useMessageNamespaces('statistic');
  const { t } = useTranslation();
  const lang = currentLanguage();
  const search = useStatSearch(ZProductSearch, 'statisticProduct', { ...defaultPeriod(), sortCd: 'REAL_SALE_AMT' });
  const filter: TStatProductFilter = {
    startDt: search.filters.startDt,
    endDt: search.filters.endDt,
    brandCd: search.filters.brandCd,
    product: search.filters.product,
    sortCd: search.filters.sortCd ?? 'REAL_SALE_AMT',
  };
  const chart = useStatProductChart(filter);
  const query = useStatProductList({ ...filter, ...search.page });
  const form = useFilterForm<ProductFormValues>({ period: periodRange(filter), brandCd: filter.brandCd, product: filter.product ?? '', sortCd: filter.sortCd });
  const columns = useColumns();
  const top = chart.data?.list ?? [];
  const sortLabel = t(`statistic.sort.${filter.sortCd}`);
  const option = anyFigure(top, (r) => [sortFigure(filter.sortCd).pick(r)])
    ? productChartOption(top, filter.sortCd, { lang, cases: (count) => t('statistic.chart.cases', { count }), figure: sortLabel })
    : null;
  const blankRow = { prodCd: '', supplyProdCd: '', prodNm: '', brandCd: '', brandNm: '', pvCnt: 0, ordRate: null };

  return (
    <StatisticScreen<ProductFormValues>
      title={t('statistic.title.product')}
      testId="stat-product"
      form={form}
      initialValues={blank()}
      onSearch={({ period, ...v }) => search.search({ ...periodDays(period), ...v })}
      searchOn={['period', 'sortCd']}
      filters={
        <>
          <PeriodField testId="stat-product" />
          <BrandField testId="stat-product" />
          <Form.Item name="product" label={t('statistic.filter.product')}>
            <Input allowClear maxLength={STATISTIC_LIMITS.productSearchMax} style={{ width: 180 }} data-testid="stat-product-text" />
          </Form.Item>
          <Form.Item name="sortCd" label={t('statistic.filter.sort')}>
            <Select
              style={{ width: 140 }}
              options={STAT_PRODUCT_SORTS.map((s) => ({ value: s, label: t(`statistic.sort.${s}`) }))}
              data-testid="stat-product-sort"
            />
          </Form.Item>
        </>
      }
      charts={
        <ChartPanel
          title={t('statistic.chart.topProducts', { count: STATISTIC_LIMITS.productChartTop })}
          extra={sortLabel}
          query={chart}
          option={option}
          height={DASHBOARD_CHART.chartHeight}
          testId="stat-product-chart"
          emptyText={t('statistic.chart.noData')}
        />
      }
      table={
        <StatTable<TStatProductRow>
          title={t('statistic.table.title')}
          testId="stat-product"
          columns={columns}
          query={query}
          total={query.data ? { ...blankRow, ...query.data.total } : null}
          rowKey={(r) => r.prodCd}
          paging={{ page: search.page, totalCnt: query.data?.totalCnt ?? 0, onPage: search.setPage }}
          scrollX={1700}
          excel={
            <StatExcelButton
              testId="stat-product-excel"
              disabled={(query.data?.list.length ?? 0) === 0}
              onDownload={() => downloadProductExcel(filter, t('statistic.file.product'))}
            />
          }
        />
      }
    />
  );
}
