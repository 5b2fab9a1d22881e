import type { TSettlementMonth } from '@po/contracts';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { monthLink, wonColumn } from './settlement-columns';
import { usd } from './settlement-format';

/**
 * The monthly summary above a settlement list: each settled month of the period with its payout, pay date and
 * state, and the link to its statement.
 */
export function MonthSummary({ months, loading }: { months: readonly TSettlementMonth[]; loading: boolean }) {
  const { t } = useTranslation();
  const usdShown = months.some((m) => m.currency === 'USD');
  const columns: DataColumn<TSettlementMonth>[] = [
    { key: 'settleYm', title: t('calculatePage.col.settleYm'), width: 100, render: (m) => monthLink(m.settleYm, `statement-link-${m.settleYm}`) },
    { key: 'stsCd', title: t('calculatePage.col.stsCd'), width: 90, render: (m) => t(`calculatePage.status.${m.stsCd}`) },
    { key: 'fixedDt', title: t('calculatePage.col.fixedDt'), width: 110, render: (m) => formatDate(m.fixedDt) },
    { key: 'payDueDt', title: t('calculatePage.col.payDueDt'), width: 110, render: (m) => formatDate(m.payDueDt) },
    { key: 'rowCnt', title: t('calculatePage.col.rowCnt'), width: 80, align: 'right', dataIndex: 'rowCnt' },
    wonColumn<TSettlementMonth>(t, 'saleAmt'),
    wonColumn<TSettlementMonth>(t, 'feeAmt'),
    wonColumn<TSettlementMonth>(t, 'holdAmt'),
    wonColumn<TSettlementMonth>(t, 'payoutAmt', 140),
    ...(usdShown
      ? [{ key: 'payoutUsd', title: t('calculatePage.col.payoutUsd'), width: 120, align: 'right' as const, render: (m: TSettlementMonth) => usd(m.payoutUsd) }]
      : []),
  ];
  return (
    <section aria-label={t('calculatePage.list.months')} style={{ marginBottom: 16 }}>
      <DataTable<TSettlementMonth>
        rowKey={(m) => m.settleYm}
        columns={columns}
        rows={months}
        loading={loading}
        rowTestId={(m) => `month-row-${m.settleYm}`}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calculatePage.list.noMonths')} />}
        data-testid="settlement-months"
      />
    </section>
  );
}
