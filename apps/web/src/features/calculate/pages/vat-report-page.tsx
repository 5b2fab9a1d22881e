import { SearchOutlined } from '@ant-design/icons';
import { SETTLEMENT_LIMITS, type TVatRow } from '@po/contracts';
import { Alert, Button, Empty, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seoulToday } from '@/shared/date/seoul';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { startListExport } from '../api/start-list-export';
import { useVatReport } from '../api/vat-report';
import { MonthPeriodField, monthBounds, monthRange, type TMonthRange } from '../components/month-period-field';
import { wonColumn } from '../components/settlement-columns';
import { defaultVatPeriod, latestVatMonth } from '../components/vat-period';

const TOTAL = 'total';
const MONEY = ['saleAmt', 'taxableAmt', 'exemptAmt', 'saleReportAmt', 'vatAmt', 'cardAmt', 'cashAmt', 'otherAmt'] as const;

/**
 * /calculate/partnerVatReport: the seller's sales by month of sale for its VAT return — taxable and exempt, the
 * taxable supply and its VAT, and by evidence (card, cash receipt, other) — with a total row; at most 12 months,
 * each available after the 10th of the next month; Excel.
 */
export function VatReportPage() {
  useMessageNamespaces('calculate', 'calculatePage');
  const { t } = useTranslation();
  const today = seoulToday().format('YYYY-MM-DD');
  const opening = defaultVatPeriod(today);
  const [period, setPeriod] = useState(opening);
  const [form] = Form.useForm<{ period: TMonthRange }>();
  const report = useVatReport(period);
  const columns: DataColumn<TVatRow>[] = [
    { key: 'saleYm', title: t('calculatePage.col.saleYm'), width: 100, render: (r) => (r.saleYm === TOTAL ? t('calculatePage.vat.total') : r.saleYm) },
    ...MONEY.map((f) => wonColumn<TVatRow>(t, f, 130)),
  ];
  const rows: TVatRow[] = report.data && report.data.list.length > 0 ? [...report.data.list, { saleYm: TOTAL, ...report.data.total }] : [];
  return (
    <Panel title={t('menu.calculate.partnerVatReport')} data-testid="vat-report">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('calculatePage.vat.notice', { latest: latestVatMonth(today) })}
        data-testid="vat-notice"
      />
      <Form
        form={form}
        layout="inline"
        initialValues={{ period: monthRange(opening) }}
        onFinish={(v) => setPeriod(monthBounds(v.period) as typeof opening)}
        style={{ rowGap: 8, marginBottom: 12 }}
      >
        <MonthPeriodField max={SETTLEMENT_LIMITS.vatMaxMonths} testId="vat-period" />
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="vat-report-search">
            {t('form.button.search')}
          </Button>
        </Form.Item>
      </Form>
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <ExcelExportButton filters={period} start={(f, key) => startListExport('partnerVatReport', f, key)} testId="vat-excel" />
      </Flex>
      {report.error ? (
        <QueryFailed error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <DataTable<TVatRow>
          rowKey={(r) => r.saleYm}
          columns={columns}
          rows={rows}
          loading={report.isFetching}
          rowTestId={(r) => `vat-row-${r.saleYm}`}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calculatePage.vat.empty')} />}
          data-testid="vat-table"
          scrollX={1200}
        />
      )}
    </Panel>
  );
}
