import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ZExchangeRateFilter, type TExchangeRateRow } from '@po/contracts';
import { Button, Flex, Form, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatDateTime } from '@/shared/format/date';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import type { DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { useExchangeRates } from '../api/admin-exchange-rates';

const RateModal = lazyDialog(
  () => import('../components/admin-rate-modal').then((m) => m.AdminRateModal),
  (p) => p.open,
);
const UploadModal = lazyDialog(
  () => import('../components/admin-rate-upload-modal').then((m) => m.AdminRateUploadModal),
  (p) => p.open,
);

interface FilterValues {
  period?: TDateRange;
}
const BLANK: FilterValues = { period: null };

/**
 * /admin/exchangeRateList: the USD reference rates by day (KRW per dollar), newest first. The purchase-agency
 * settlement takes the rate of the day before its confirmation; a rate a fixed month used is marked and locked.
 */
export function AdminExchangeRateListPage() {
  useMessageNamespaces('calculateAdmin');
  const { t } = useTranslation();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const list = useListSearch(ZExchangeRateFilter, 'exchangeRateList');
  const rates = useExchangeRates(list.request);
  const form = useFilterForm<FilterValues>({ period: dayRange(list.filters.startDt, list.filters.endDt) });
  const search = ({ period }: FilterValues) => {
    const days = dayBounds(period);
    list.search({ startDt: days.from, endDt: days.to });
  };

  const columns: DataColumn<TExchangeRateRow>[] = [
    { key: 'rateDt', dataIndex: 'rateDt', title: t('calculateAdmin.field.rateDt'), width: 120 },
    { key: 'currency', dataIndex: 'currency', title: t('calculateAdmin.field.currency'), width: 80 },
    { key: 'rate', dataIndex: 'rate', title: t('calculateAdmin.field.rate'), width: 130, align: 'right' },
    { key: 'source', title: t('calculateAdmin.field.source'), width: 100, render: (r) => t(`calculateAdmin.rate.sourceName.${r.source}`) },
    { key: 'usedYm', title: t('calculateAdmin.field.usedYm'), width: 120, render: (r) => (r.usedYm ? <Tag color="blue">{r.usedYm}</Tag> : '—') },
    { key: 'createdBy', dataIndex: 'createdBy', title: t('calculateAdmin.field.createdBy'), width: 110 },
    { key: 'createdDt', title: t('calculateAdmin.field.createdDt'), width: 150, render: (r) => formatDateTime(r.createdDt) },
  ];

  return (
    <ListPage<TExchangeRateRow, FilterValues>
      title={t('menu.admin.exchangeRateList')}
      actions={
        viewOnly ? null : (
          <Flex gap={8}>
            <Button icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="rate-upload">
              {t('calculateAdmin.rate.upload')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="rate-add">
              {t('calculateAdmin.rate.add')}
            </Button>
          </Flex>
        )
      }
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <Form.Item name="period" label={t('calculateAdmin.field.rateDt')}>
          <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['1w', '1m', '3m', 'all']} />
        </Form.Item>
      }
      query={rates}
      columns={columns}
      rowKey={(r) => `${r.currency}:${r.rateDt}`}
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('calculateAdmin.rate.empty')}
      testId="rates"
      rowTestId={(r) => `rate-row-${r.rateDt}`}
      scrollX={820}
    >
      <RateModal open={adding} onClose={() => setAdding(false)} />
      <UploadModal open={uploading} onClose={() => setUploading(false)} />
    </ListPage>
  );
}
