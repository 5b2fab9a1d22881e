import { PARTNER_JOIN_STATUS, ZPartnerJoinListFilter, type TPartnerJoinRow } from '@po/contracts';
import { Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatDateTime } from '@/shared/format/date';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { usePartnerJoinList } from '../api/partner-join-review';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

// The application drawer loads when it first opens.
const PartnerJoinDrawer = lazyDialog(
  () => import('../components/partner-join-drawer').then((m) => m.PartnerJoinDrawer),
  (p) => p.applSeq !== null,
);

type Status = (typeof PARTNER_JOIN_STATUS)[keyof typeof PARTNER_JOIN_STATUS];
interface FilterValues {
  entrStsCd?: Status | '';
  supplyEntrNm?: string;
  mgrId?: string;
  regDt?: TDateRange;
}

const BLANK: FilterValues = { entrStsCd: '', supplyEntrNm: '', mgrId: '', regDt: null };
const STATUSES: Status[] = [PARTNER_JOIN_STATUS.applied, PARTNER_JOIN_STATUS.entered, PARTNER_JOIN_STATUS.rejected, PARTNER_JOIN_STATUS.closed];
const STATUS_COLOR: Record<string, string> = { '10': 'blue', '20': 'red', '30': 'green', '99': 'default' };

/** /admin/partnerApplicationList: partner applications on the list kit (applied ones first); a row opens the review drawer. */
export function PartnerApplicationListPage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<number | null>(null);
  const list = useListSearch(ZPartnerJoinListFilter, 'partnerJoinList', { defaults: { entrStsCd: PARTNER_JOIN_STATUS.applied } });
  const applications = usePartnerJoinList(list.request);
  const { regDtFrom, regDtTo, ...f } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, ...f, regDt: dayRange(regDtFrom, regDtTo) });

  const search = ({ regDt, ...v }: FilterValues) => {
    const days = dayBounds(regDt);
    list.search({ ...v, regDtFrom: days.from, regDtTo: days.to });
  };

  const columns: DataColumn<TPartnerJoinRow>[] = [
    { key: 'applSeq', dataIndex: 'applSeq', title: t('partnerJoin.field.applSeq'), width: 80 },
    {
      key: 'status',
      title: t('partnerJoin.field.entrStsNm'),
      width: 100,
      render: (r) => <Tag color={STATUS_COLOR[r.entrStsCd]}>{r.entrStsNm}</Tag>,
    },
    { key: 'bizGb', dataIndex: 'bizGbText', title: t('partnerJoin.field.bizGbText'), width: 110 },
    { key: 'bizNo', dataIndex: 'bizNoText', title: t('partnerJoin.field.bizNoText'), width: 130 },
    { key: 'company', dataIndex: 'supplyEntrNm', title: t('partnerJoin.field.supplyEntrNm'), width: 160 },
    { key: 'owner', dataIndex: 'ownerNm', title: t('partnerJoin.field.ownerNm'), width: 100 },
    { key: 'mgrId', dataIndex: 'mgrId', title: t('partnerJoin.field.mgrId'), width: 130 },
    { key: 'chgNm', dataIndex: 'chgNm', title: t('partnerJoin.field.chgNm'), width: 100 },
    { key: 'regDt', title: t('partnerJoin.field.regDt'), width: 150, render: (r) => formatDateTime(r.regDt) },
    { key: 'supplyEntrCd', title: t('partnerJoin.field.supplyEntrCd'), width: 100, render: (r) => r.supplyEntrCd ?? '—' },
  ];

  return (
    <ListPage<TPartnerJoinRow, FilterValues>
      title={t('menu.admin.partnerApplicationList')}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <Form.Item name="entrStsCd" label={t('partnerJoin.field.entrStsNm')}>
            <Select
              style={{ width: 130 }}
              options={[{ value: '', label: t('form.yn.all') }, ...STATUSES.map((s) => ({ value: s, label: t(runtimeKey(`partnerJoin.status.${s}`)) }))]}
              data-testid="pj-status"
            />
          </Form.Item>
          <Form.Item name="supplyEntrNm" label={t('partnerJoin.field.supplyEntrNm')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="pj-search-company" />
          </Form.Item>
          <Form.Item name="mgrId" label={t('partnerJoin.field.mgrId')}>
            <Input allowClear maxLength={50} style={{ width: 140 }} data-testid="pj-search-mgr-id" />
          </Form.Item>
          <Form.Item name="regDt" label={t('partnerJoin.field.regDt')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['today', '1w', '1m', '3m', 'all']} />
          </Form.Item>
        </>
      }
      query={applications}
      columns={columns}
      rowKey="applSeq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('partnerJoin.empty')}
      testId="pj-list"
      rowTestId={(r) => `pj-row-${r.mgrId}`}
      onRowClick={(r) => setOpened(r.applSeq)}
      scrollX={1160}
    >
      <PartnerJoinDrawer applSeq={opened} onClose={() => setOpened(null)} />
    </ListPage>
  );
}
