import { DASHBOARD_CHART, PAGINATION, type TStatRatingDayRow, type TStatRatingProductRow } from '@po/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '@/shared/chart/chart-panel';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import type { DataColumn } from '@/shared/ui/data-table';
import { ToggleButtons } from '@/shared/ui/toggle-buttons';
import { useStatRatingDay, useStatRatingProduct } from '../api/statistic-api';
import { downloadRatingExcel } from '../api/statistic-excel';
import { useRatingFigureColumns, type WithTotal } from '../components/figure-columns';
import { PeriodField } from '../components/period-field';
import { StatExcelButton } from '../components/stat-excel-button';
import { StatTable } from '../components/stat-table';
import { StatisticScreen } from '../components/statistic-screen';
import { useStatSearch } from '../components/use-stat-search';
import { ratingChartOption } from '../model/stat-chart-options';
import { defaultPeriod, periodDays, periodRange, RATING_VIEWS, ZRatingSearch, type TRatingView } from '../model/statistic-search';

interface RatingFormValues {
  period: TDateRange;
  view: TRatingView;
}

/** The label column of a view: the day, or the product's code (its name and brand follow). */
const totalLabel = (t: (k: 'statistic.column.total') => string, r: { totalRow?: boolean }, text: string) =>
  r.totalRow ? <strong>{t('statistic.column.total')}</strong> : text;

/**
 * /statistic/statisticRating: the reviews the mall sent for the seller's products in a period, by day or by product:
 * review counts as bars with the average score as a line, the table of counts per score with the period's sums, and
 * the Excel of every row of the view.
 */
export function StatisticRatingPage() {
  useMessageNamespaces('statistic');
  const { t } = useTranslation();
  const lang = currentLanguage();
  const search = useStatSearch(ZRatingSearch, 'statisticRating', { ...defaultPeriod(), view: 'DAY' });
  const view = search.filters.view ?? 'DAY';
  const period = { startDt: search.filters.startDt, endDt: search.filters.endDt };
  const request = { ...period, ...search.page };
  const byDay = useStatRatingDay(request, view === 'DAY');
  // The day chart is the whole period's (the newest 1000 days at most); the product chart is the page (most reviewed first).
  const dayTrend = useStatRatingDay({ ...period, pageNum: 1, pageSize: PAGINATION.maxPageSize }, view === 'DAY');
  const byProduct = useStatRatingProduct(request, view === 'PRODUCT');
  const form = useFilterForm<RatingFormValues>({ period: periodRange(period), view });
  const figures = useRatingFigureColumns<TStatRatingDayRow>();
  const productFigures = useRatingFigureColumns<TStatRatingProductRow>();
  const texts = {
    lang,
    cases: (count: number) => t('statistic.chart.cases', { count }),
    reviewCnt: t('statistic.column.reviewCnt'),
    avgRating: t('statistic.column.avgRating'),
  };
  const excel = (rows: number) => (
    <StatExcelButton
      testId="stat-rating-excel"
      disabled={rows === 0}
      onDownload={() => downloadRatingExcel(view, period, t(view === 'DAY' ? 'statistic.file.ratingDay' : 'statistic.file.ratingProduct'))}
    />
  );
  const chart = (
    rows: readonly { label: string; reviewCnt: number; avgRating: number | null }[],
    title: string,
    isPending: boolean,
    q: typeof byDay | typeof byProduct,
  ) => (
    <ChartPanel
      title={title}
      query={{ isPending, error: q.error, refetch: q.refetch }}
      option={rows.some((r) => r.reviewCnt > 0) ? ratingChartOption(rows, texts) : null}
      height={DASHBOARD_CHART.chartHeight}
      testId="stat-rating-chart"
      emptyText={t('statistic.chart.noData')}
    />
  );
  let charts;
  let table;
  if (view === 'DAY') {
    const rows = byDay.data?.list ?? [];
    const columns: DataColumn<WithTotal<TStatRatingDayRow>>[] = [
      { key: 'reviewDt', title: t('statistic.column.reviewDt'), width: 110, render: (r) => totalLabel(t, r, r.reviewDt) },
      ...figures,
    ];
    // Days come newest first; the chart reads left to right.
    charts = chart(
      [...(dayTrend.data?.list ?? [])].reverse().map((r) => ({ label: r.reviewDt, reviewCnt: r.reviewCnt, avgRating: r.avgRating })),
      t('statistic.chart.ratingTrend'),
      dayTrend.isPending,
      dayTrend,
    );
    const total = byDay.data?.total;
    table = (
      <StatTable<TStatRatingDayRow>
        title={t('statistic.table.title')}
        testId="stat-rating"
        columns={columns}
        query={byDay}
        total={total ? { ...total, reviewDt: '' } : null}
        rowKey={(r) => r.reviewDt}
        paging={{ page: search.page, totalCnt: byDay.data?.totalCnt ?? 0, onPage: search.setPage }}
        scrollX={900}
        excel={excel(rows.length)}
      />
    );
  } else {
    const rows = byProduct.data?.list ?? [];
    const columns: DataColumn<WithTotal<TStatRatingProductRow>>[] = [
      { key: 'prodCd', title: t('statistic.column.prodCd'), width: 120, render: (r) => totalLabel(t, r, r.prodCd) },
      { key: 'prodNm', title: t('statistic.column.prodNm'), width: 220, ellipsis: true, dataIndex: 'prodNm' },
      { key: 'brandNm', title: t('statistic.column.brandNm'), width: 120, ellipsis: true, dataIndex: 'brandNm' },
      ...productFigures,
    ];
    charts = chart(
      rows.map((r) => ({ label: r.prodNm.length > 10 ? `${r.prodNm.slice(0, 10)}…` : r.prodNm, reviewCnt: r.reviewCnt, avgRating: r.avgRating })),
      t('statistic.chart.ratingProducts'),
      byProduct.isPending,
      byProduct,
    );
    const total = byProduct.data?.total;
    table = (
      <StatTable<TStatRatingProductRow>
        title={t('statistic.table.title')}
        testId="stat-rating"
        columns={columns}
        query={byProduct}
        total={total ? { ...total, prodCd: '', prodNm: '', brandNm: '' } : null}
        rowKey={(r) => r.prodCd}
        paging={{ page: search.page, totalCnt: byProduct.data?.totalCnt ?? 0, onPage: search.setPage }}
        scrollX={1200}
        excel={excel(rows.length)}
      />
    );
  }

  return (
    <StatisticScreen<RatingFormValues>
      title={t('statistic.title.rating')}
      testId="stat-rating"
      form={form}
      initialValues={{ period: periodRange(defaultPeriod()), view: 'DAY' }}
      onSearch={(v) => search.search({ ...periodDays(v.period), view: v.view })}
      searchOn={['period', 'view']}
      filters={
        <>
          <PeriodField testId="stat-rating" />
          <Form.Item name="view" label={t('statistic.filter.view')}>
            <ViewToggle />
          </Form.Item>
        </>
      }
      charts={charts}
      table={table}
    />
  );
}

/** By day / by product (a Form.Item control). */
function ViewToggle({ value, onChange }: { value?: TRatingView; onChange?: (view: TRatingView) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtons<TRatingView>
      value={value ?? 'DAY'}
      onChange={(view) => onChange?.(view)}
      label={t('statistic.filter.view')}
      testId="stat-rating-view"
      options={RATING_VIEWS.map((v) => ({
        value: v,
        label: t(v === 'DAY' ? 'statistic.filter.byDay' : 'statistic.filter.byProduct'),
        testId: `stat-rating-view-${v}`,
      }))}
    />
  );
}
