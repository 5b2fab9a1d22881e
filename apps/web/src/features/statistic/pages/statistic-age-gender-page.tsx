import { DASHBOARD_CHART, STAT_SEX_CODES, type TStatAgeRow } from '@po/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '@/shared/chart/chart-panel';
import { wonLabel } from '@/shared/chart/chart-common';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import type { DataColumn } from '@/shared/ui/data-table';
import { useStatAge } from '../api/statistic-api';
import { downloadAgeExcel } from '../api/statistic-excel';
import { percentText, useSalesFigureColumns, type WithTotal } from '../components/figure-columns';
import { PeriodField } from '../components/period-field';
import { StatExcelButton } from '../components/stat-excel-button';
import { StatTable } from '../components/stat-table';
import { StatisticScreen } from '../components/statistic-screen';
import { useStatSearch } from '../components/use-stat-search';
import { ageChartOption, anyFigure, donutOption } from '../model/stat-chart-options';
import { defaultPeriod, periodDays, periodRange, ZAgeSearch } from '../model/statistic-search';

interface AgeFormValues {
  period: TDateRange;
}

function useColumns(): DataColumn<WithTotal<TStatAgeRow>>[] {
  const { t } = useTranslation();
  const figures = useSalesFigureColumns<TStatAgeRow>();
  return [
    {
      key: 'ageCd',
      title: t('statistic.column.ageCd'),
      width: 100,
      render: (r) => (r.totalRow ? <strong>{t('statistic.column.total')}</strong> : t(`statistic.age.${r.ageCd}`)),
    },
    { key: 'sexCd', title: t('statistic.column.sexCd'), width: 80, render: (r) => (r.totalRow ? '' : t(`statistic.sex.${r.sexCd}`)) },
    ...figures,
    { key: 'saleRate', title: t('statistic.column.saleRate'), width: 110, align: 'right', render: (r) => percentText(r.saleRate) },
  ];
}

/**
 * /statistic/statisticAgeGender: the period's sales by the buyers' age band and sex as the mall sent them (a band or
 * sex it did not send is "unknown"): bars per band with a bar per sex, the share of each sex as a donut, and the table
 * of every band and sex (zeros included, as the Excel has them) with the period's sums.
 */
export function StatisticAgeGenderPage() {
  useMessageNamespaces('statistic');
  const { t } = useTranslation();
  const lang = currentLanguage();
  const search = useStatSearch(ZAgeSearch, 'statisticAgeGender', defaultPeriod());
  const period = { startDt: search.filters.startDt, endDt: search.filters.endDt };
  const query = useStatAge(period);
  const form = useFilterForm<AgeFormValues>({ period: periodRange(period) });
  const columns = useColumns();
  // Every band and sex comes back, zeros included: a period without an order is the empty state, not 21 zero rows.
  const ordered = (query.data?.total.ordCnt ?? 0) > 0;
  const rows = ordered ? (query.data?.list ?? []) : [];
  const cases = (count: number) => t('statistic.chart.cases', { count });
  const age = (code: string) => t(`statistic.age.${code as TStatAgeRow['ageCd']}`);
  const sex = (code: string) => t(`statistic.sex.${code as TStatAgeRow['sexCd']}`);
  const hasSales = anyFigure(rows, (r) => [r.realSaleAmt]);
  const bySex = STAT_SEX_CODES.map((code) => ({
    name: sex(code),
    value: rows.filter((r) => r.sexCd === code).reduce((sum, r) => sum + r.realSaleAmt, 0),
  })).filter((s) => s.value > 0);

  return (
    <StatisticScreen<AgeFormValues>
      title={t('statistic.title.ageGender')}
      testId="stat-age"
      form={form}
      initialValues={{ period: periodRange(defaultPeriod()) }}
      onSearch={(v) => search.search(periodDays(v.period))}
      searchOn={['period']}
      filters={<PeriodField testId="stat-age" />}
      charts={
        <Flex gap={16} wrap>
          <div style={{ flex: '2 1 420px', minWidth: 0 }}>
            <ChartPanel
              title={t('statistic.chart.ageGender')}
              query={query}
              option={hasSales ? ageChartOption(rows, { lang, cases, age, sex }) : null}
              height={DASHBOARD_CHART.chartHeight}
              testId="stat-age-chart"
              emptyText={t('statistic.chart.noData')}
            />
          </div>
          <div style={{ flex: '1 1 300px', minWidth: 0 }}>
            <ChartPanel
              title={t('statistic.chart.sexShare')}
              query={query}
              option={hasSales ? donutOption(bySex, { value: (v) => wonLabel(v, lang) }) : null}
              height={DASHBOARD_CHART.chartHeight}
              testId="stat-sex-chart"
              emptyText={t('statistic.chart.noData')}
            />
          </div>
        </Flex>
      }
      table={
        <StatTable<TStatAgeRow>
          title={t('statistic.table.title')}
          testId="stat-age"
          columns={columns}
          query={{ ...query, data: { list: rows } }}
          total={query.data ? { ...query.data.total, ageCd: 'UNKNOWN', sexCd: 'UNKNOWN', saleRate: hasSales ? 100 : 0 } : null}
          rowKey={(r) => `${r.ageCd}-${r.sexCd}`}
          scrollX={1300}
          excel={
            <StatExcelButton testId="stat-age-excel" disabled={rows.length === 0} onDownload={() => downloadAgeExcel(period, t('statistic.file.ageGender'))} />
          }
        />
      }
    />
  );
}
