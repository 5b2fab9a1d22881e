import { DASHBOARD_CHART, PAGINATION, type TStatPeriodRow } from '@po/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '@/shared/chart/chart-panel';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import type { DataColumn } from '@/shared/ui/data-table';
import { ToggleButtons } from '@/shared/ui/toggle-buttons';
import { useStatPeriod } from '../api/statistic-api';
import { downloadPeriodExcel } from '../api/statistic-excel';
import { useSalesFigureColumns, type WithTotal } from '../components/figure-columns';
import { PeriodField } from '../components/period-field';
import { StatExcelButton } from '../components/stat-excel-button';
import { StatTable } from '../components/stat-table';
import { StatisticScreen } from '../components/statistic-screen';
import { useStatSearch } from '../components/use-stat-search';
import { anyFigure, periodChartOption } from '../model/stat-chart-options';
import { defaultPeriod, periodDays, periodRange, STAT_UNITS, ZPeriodSearch, type TStatUnit } from '../model/statistic-search';

interface PeriodFormValues {
  period: TDateRange;
  unit: TStatUnit;
}

/**
 * /statistic/statisticPeriod: the seller's sales by day or by month over a period (the last month unless searched
 * otherwise): the period's trend chart, the table of its days or months page by page with the period's sums under
 * them, and the Excel of every row of the period.
 */
export function StatisticPeriodPage() {
  useMessageNamespaces('statistic');
  const { t } = useTranslation();
  const lang = currentLanguage();
  const search = useStatSearch(ZPeriodSearch, 'statisticPeriod', { ...defaultPeriod(), unit: 'DAY' });
  const unit = search.filters.unit ?? 'DAY';
  const period = { startDt: search.filters.startDt, endDt: search.filters.endDt };
  const query = useStatPeriod(unit, { ...period, ...search.page });
  // The trend is the whole period's (the newest 1000 days or months at most), not the table's page of ten.
  const trend = useStatPeriod(unit, { ...period, pageNum: 1, pageSize: PAGINATION.maxPageSize });
  const form = useFilterForm<PeriodFormValues>({ period: periodRange(period), unit });
  const figures = useSalesFigureColumns<TStatPeriodRow>();
  const columns: DataColumn<WithTotal<TStatPeriodRow>>[] = [
    {
      key: 'ordDt',
      title: t(unit === 'DAY' ? 'statistic.column.ordDt' : 'statistic.column.ordMonth'),
      width: 110,
      render: (r) => (r.totalRow ? <strong>{t('statistic.column.total')}</strong> : r.ordDt),
    },
    ...figures,
  ];
  const rows = query.data?.list ?? [];
  const trendRows = trend.data?.list ?? [];
  const option = anyFigure(trendRows, (r) => [r.realSaleAmt, r.cancelAmt, r.returnAmt])
    ? periodChartOption(trendRows, {
        lang,
        cases: (count) => t('statistic.chart.cases', { count }),
        realSaleAmt: t('statistic.column.realSaleAmt'),
        cancelAmt: t('statistic.column.cancelAmt'),
        returnAmt: t('statistic.column.returnAmt'),
      })
    : null;

  return (
    <StatisticScreen<PeriodFormValues>
      title={t('statistic.title.period')}
      testId="stat-period"
      form={form}
      initialValues={{ period: periodRange(defaultPeriod()), unit: 'DAY' }}
      onSearch={(v) => search.search({ ...periodDays(v.period), unit: v.unit })}
      searchOn={['period', 'unit']}
      filters={
        <>
          <PeriodField testId="stat-period" />
          <Form.Item name="unit" label={t('statistic.filter.unit')}>
            <UnitToggle />
          </Form.Item>
        </>
      }
      charts={
        <ChartPanel
          title={t('statistic.chart.sales')}
          query={trend}
          option={option}
          height={DASHBOARD_CHART.chartHeight}
          testId="stat-period-chart"
          emptyText={t('statistic.chart.noData')}
        />
      }
      table={
        <StatTable<TStatPeriodRow>
          title={t('statistic.table.title')}
          testId="stat-period"
          columns={columns}
          query={query}
          total={query.data ? { ...query.data.total, ordDt: '' } : null}
          rowKey={(r) => r.ordDt}
          paging={{ page: search.page, totalCnt: query.data?.totalCnt ?? 0, onPage: search.setPage }}
          scrollX={1100}
          excel={
            <StatExcelButton
              testId="stat-period-excel"
              disabled={rows.length === 0}
              onDownload={() => downloadPeriodExcel(unit, period, t('statistic.file.period'))}
            />
          }
        />
      }
    />
  );
}

/** Daily / monthly as two pressed buttons (a Form.Item control: value and onChange come from the form). */
function UnitToggle({ value, onChange }: { value?: TStatUnit; onChange?: (unit: TStatUnit) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtons<TStatUnit>
      value={value ?? 'DAY'}
      onChange={(unit) => onChange?.(unit)}
      label={t('statistic.filter.unit')}
      testId="stat-period-unit"
      options={STAT_UNITS.map((u) => ({
        value: u,
        label: t(u === 'DAY' ? 'statistic.filter.day' : 'statistic.filter.month'),
        testId: `stat-period-unit-${u}`,
      }))}
    />
  );
}
