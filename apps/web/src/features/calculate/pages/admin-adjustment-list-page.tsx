import { PlusOutlined } from '@ant-design/icons';
import { ZAdjustmentFilter, type TAdjustmentRow } from '@po/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import type { DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { useAdjustments } from '../api/admin-entries';

const AdjustmentModal = lazyDialog(
  () => import('../components/admin-adjustment-modal').then((m) => m.AdminAdjustmentModal),
  (p) => p.open,
);

interface FilterValues {
  seller?: string;
  period?: TDateRange;
}
const BLANK: FilterValues = { seller: '', period: null };

/**
 * /admin/settlementAdjustmentList: the operator's adjustments across sellers, newest first, with the month whose
 * run took each. An adjustment is added, never edited: a correction is another one with the opposite amount.
 */
export function AdminAdjustmentListPage() {
  useMessageNamespaces('calculateAdmin');
  const { t } = useTranslation();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const [adding, setAdding] = useState(false);
  const list = useListSearch(ZAdjustmentFilter, 'settlementAdjustmentList');
  const adjustments = useAdjustments(list.request);
  const { startDt, endDt, ...f } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, ...f, period: dayRange(startDt, endDt) });
  const search = ({ period, seller }: FilterValues) => {
    const days = dayBounds(period);
    list.search({ seller: seller || undefined, startDt: days.from, endDt: days.to });
  };

  const columns: DataColumn<TAdjustmentRow>[] = [
    { key: 'adjSq', title: '#', width: 70, align: 'right', render: (r) => r.adjSq },
    { key: 'seller', title: t('calculateAdmin.field.supplyEntrNm'), width: 200, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'amount', title: t('calculateAdmin.field.amount'), width: 120, align: 'right', render: (r) => formatNumber(r.amount) },
    { key: 'reason', dataIndex: 'reason', title: t('calculateAdmin.field.reason'), width: 280, ellipsis: true },
    { key: 'appliedYm', title: t('calculateAdmin.field.appliedYm'), width: 110, render: (r) => r.appliedYm ?? t('calculateAdmin.field.notApplied') },
    { key: 'createdBy', dataIndex: 'createdBy', title: t('calculateAdmin.field.createdBy'), width: 120 },
    { key: 'createdDt', title: t('calculateAdmin.field.createdDt'), width: 150, render: (r) => formatDateTime(r.createdDt) },
  ];

  return (
    <ListPage<TAdjustmentRow, FilterValues>
      title={t('menu.admin.settlementAdjustmentList')}
      actions={
        viewOnly ? null : (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="adjustment-add">
            {t('calculateAdmin.adjustment.add')}
          </Button>
        )
      }
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <Form.Item name="seller" label={t('calculateAdmin.month.seller')}>
            <Input allowClear maxLength={50} style={{ width: 180 }} data-testid="adjustment-search-seller" />
          </Form.Item>
          <Form.Item name="period" label={t('calculateAdmin.field.period')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['today', '1w', '1m', '3m', 'all']} />
          </Form.Item>
        </>
      }
      query={adjustments}
      columns={columns}
      rowKey="adjSq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('calculateAdmin.adjustment.empty')}
      testId="adjustments"
      rowTestId={(r) => `adjustment-row-${r.adjSq}`}
      scrollX={1050}
    >
      <AdjustmentModal open={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
