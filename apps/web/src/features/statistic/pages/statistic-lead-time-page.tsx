import { DASHBOARD_CHART, DSTC_DIV_CODES, leadTimeAverage, STATISTIC_LIMITS, type TDstcDivCd, type TStatLeadTimeReply } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '@/shared/chart/chart-panel';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatNumber } from '@/shared/format/money';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import type { DataColumn } from '@/shared/ui/data-table';
import { useStatLeadTime, type LeadTimeQuery } from '../api/statistic-api';
import { downloadLeadTimeExcel } from '../api/statistic-excel';
import { BrandField } from '../components/brand-field';
import { percentText, type WithTotal } from '../components/figure-columns';
import { PeriodField } from '../components/period-field';
import { StatExcelButton } from '../components/stat-excel-button';
import { StatTable } from '../components/stat-table';
import { StatisticScreen } from '../components/statistic-screen';
import { useStatSearch } from '../components/use-stat-search';
import { donutOption } from '../model/stat-chart-options';
import { defaultPeriod, periodDays, periodRange, splitProdCds, ZLeadTimeSearch } from '../model/statistic-search';

type TLeadTimeRow = TStatLeadTimeReply['list'][number];

interface LeadTimeFormValues {
  period: TDateRange;
  brandCd?: string | undefined;
  prodCdList: string;
  dstcDivCd?: TDstcDivCd | undefined;
}

const blank = (): LeadTimeFormValues => ({ period: periodRange(defaultPeriod()), brandCd: undefined, prodCdList: '', dstcDivCd: undefined });

/**
 * /statistic/statisticLeadTime: the lines delivered in a period by days from payment to delivery, narrowed to a
 * brand, to product codes (up to 50) and to domestic or overseas shipping: the donut with the average in its hole,
 * the table of every bucket with its count and share, and the Excel of the same rows.
 */
export function StatisticLeadTimePage() {
  useMessageNamespaces('statistic');
  const { t } = useTranslation();
  const search = useStatSearch(ZLeadTimeSearch, 'statisticLeadTime', defaultPeriod());
  const f = search.filters;
  const codes = splitProdCds(f.prodCdList);
  const filter: LeadTimeQuery = {
    startDt: f.startDt,
    endDt: f.endDt,
    brandCd: f.brandCd,
    prodCdList: codes.length > 0 ? codes.join(',') : undefined,
    dstcDivCd: f.dstcDivCd,
  };
  const query = useStatLeadTime(filter);
  const form = useFilterForm<LeadTimeFormValues>({ period: periodRange(f), brandCd: f.brandCd, prodCdList: f.prodCdList ?? '', dstcDivCd: f.dstcDivCd });
  const bucket = (code: string) => t(`statistic.leadTime.${code as TLeadTimeRow['deliveryDays']}`);
  const list = query.data?.list ?? [];
  const totalCnt = query.data?.totalCnt ?? 0;
  // The server's average (§5: ETC left out); the contract's rule again when an older server leaves it out.
  const average = query.data ? (query.data.avgDays ?? leadTimeAverage(list.map((r) => ({ name: r.deliveryDays, data: r.cnt })))) : null;
  const averageText = average === null ? t('statistic.leadTime.noAverage') : t('statistic.leadTime.average', { days: average.toFixed(1) });
  const option =
    totalCnt > 0
      ? donutOption(
          list.map((r) => ({ name: bucket(r.deliveryDays), value: r.cnt })),
          { value: (v) => t('statistic.chart.cases', { count: v }), center: average === null ? undefined : averageText },
        )
      : null;
  const columns: DataColumn<WithTotal<TLeadTimeRow>>[] = [
    {
      key: 'deliveryDays',
      title: t('statistic.column.deliveryDays'),
      width: 140,
      render: (r) => (r.totalRow ? <strong>{t('statistic.column.total')}</strong> : bucket(r.deliveryDays)),
    },
    { key: 'cnt', title: t('statistic.column.cnt'), width: 120, align: 'right', render: (r) => formatNumber(r.cnt) },
    { key: 'rate', title: t('statistic.column.rate'), width: 120, align: 'right', render: (r) => percentText(r.rate) },
  ];
  const checkCodes = (_: unknown, text: string | undefined) =>
    splitProdCds(text).length > STATISTIC_LIMITS.leadTimeProdCdMax ? Promise.reject(new Error(t('statistic.msg.tooManyProducts'))) : Promise.resolve();

  return (
    <StatisticScreen<LeadTimeFormValues>
      title={t('statistic.title.leadTime')}
      testId="stat-lead"
      form={form}
      initialValues={blank()}
      onSearch={({ period, ...v }) => search.search({ ...periodDays(period), ...v })}
      searchOn={['period', 'dstcDivCd']}
      filters={
        <>
          <PeriodField testId="stat-lead" />
          <BrandField testId="stat-lead" />
          <Form.Item name="prodCdList" label={t('statistic.filter.products', { max: STATISTIC_LIMITS.leadTimeProdCdMax })} rules={[{ validator: checkCodes }]}>
            <Input allowClear style={{ width: 220 }} data-testid="stat-lead-products" />
          </Form.Item>
          <Form.Item name="dstcDivCd" label={t('statistic.filter.dstcDivCd')}>
            <Select
              allowClear
              placeholder={t('statistic.filter.all')}
              style={{ width: 120 }}
              options={DSTC_DIV_CODES.map((d) => ({ value: d, label: t(`statistic.dstc.${d}`) }))}
              data-testid="stat-lead-dstc"
            />
          </Form.Item>
        </>
      }
      charts={
        <ChartPanel
          title={t('statistic.chart.leadTime')}
          extra={totalCnt > 0 ? <span data-testid="stat-lead-average">{averageText}</span> : undefined}
          query={query}
          option={option}
          height={DASHBOARD_CHART.chartHeight}
          testId="stat-lead-chart"
          emptyText={t('statistic.chart.noData')}
        />
      }
      table={
        <StatTable<TLeadTimeRow>
          title={t('statistic.table.title')}
          testId="stat-lead"
          columns={columns}
          // Every bucket comes back, zeros included: nothing delivered in the period is the empty state.
          query={{ ...query, data: { list: totalCnt > 0 ? list : [] } }}
          total={{ deliveryDays: 'ETC', cnt: totalCnt, rate: 100 }}
          rowKey={(r) => r.deliveryDays}
          excel={
            <StatExcelButton
              testId="stat-lead-excel"
              disabled={totalCnt === 0}
              onDownload={() => downloadLeadTimeExcel(filter, t('statistic.file.leadTime'))}
            />
          }
        />
      }
    />
  );
}
