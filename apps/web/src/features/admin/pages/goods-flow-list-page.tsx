import { ZGoodsFlowAdminListFilter, ZGoodsFlowStatus, type TGoodsFlowAdminRow, type TGoodsFlowStatus } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatDateTime } from '@/shared/format/date';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { useGoodsFlowReviewList } from '../api/goods-flow-review-list';
import type { ContractKey } from '../api/goods-flow-review';
import { ContractStatusTag } from '../components/contract-status-tag';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

// The contract drawer and the reject dialog (a form with a date picker) load when they first open.
const ContractDrawer = lazyDialog(
  () => import('../components/contract-drawer').then((m) => m.ContractDrawer),
  (p) => p.target !== null,
);
const RejectModal = lazyDialog(
  () => import('../components/reject-modal').then((m) => m.RejectModal),
  (p) => p.target !== null,
);

interface FilterValues {
  gfStsCd?: TGoodsFlowStatus | '';
  supplyEntrNm?: string;
  requestDt?: TDateRange;
}

const BLANK: FilterValues = { gfStsCd: '', supplyEntrNm: '', requestDt: null };

/**
 * /admin/goodsFlowList: the operator's queue of goods-flow contracts across sellers on the list kit,
 * opening on the ones awaiting approval; a row opens the contract, which can be approved or rejected
 * while it awaits.
 */
export function GoodsFlowListPage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<ContractKey | null>(null);
  const [rejecting, setRejecting] = useState<ContractKey | null>(null);
  const list = useListSearch(ZGoodsFlowAdminListFilter, 'goodsFlowList', { defaults: { gfStsCd: 'REQUESTED' } });
  const contracts = useGoodsFlowReviewList(list.request);
  const { requestDtFrom, requestDtTo, ...f } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, ...f, requestDt: dayRange(requestDtFrom, requestDtTo) });

  const search = ({ requestDt, ...v }: FilterValues) => {
    const days = dayBounds(requestDt);
    list.search({ ...v, requestDtFrom: days.from, requestDtTo: days.to });
  };

  const columns: DataColumn<TGoodsFlowAdminRow>[] = [
    { key: 'seller', title: t('goodsFlow.admin.seller'), width: 170, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'site', title: t('goodsFlow.admin.site'), width: 180, render: (r) => `${r.deliveryLocNm} (${r.deliveryLocCd})` },
    { key: 'carrier', dataIndex: 'deliveryEntrNm', title: t('goodsFlow.admin.carrier'), width: 110 },
    { key: 'contractNo', dataIndex: 'contractNo', title: t('goodsFlow.field.contractNo'), width: 130 },
    { key: 'contractCustNo', dataIndex: 'contractCustNo', title: t('goodsFlow.field.contractCustNo'), width: 110 },
    { key: 'fareType', dataIndex: 'fareTypeNm', title: t('goodsFlow.field.fareType'), width: 100 },
    { key: 'status', title: t('goodsFlow.admin.status'), width: 100, align: 'center', render: (r) => <ContractStatusTag status={r.gfStsCd} /> },
    { key: 'requestDt', title: t('goodsFlow.admin.requestDt'), width: 150, render: (r) => formatDateTime(r.requestDt) || '—' },
  ];

  return (
    <ListPage<TGoodsFlowAdminRow, FilterValues>
      title={t('menu.admin.goodsFlowList')}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <Form.Item name="gfStsCd" label={t('goodsFlow.admin.status')}>
            <Select
              style={{ width: 160 }}
              options={[{ value: '', label: t('form.yn.all') }, ...ZGoodsFlowStatus.options.map((s) => ({ value: s, label: t(`goodsFlow.status.${s}`) }))]}
              data-testid="gf-admin-status"
            />
          </Form.Item>
          <Form.Item name="supplyEntrNm" label={t('goodsFlow.admin.seller')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="gf-admin-search-company" />
          </Form.Item>
          <Form.Item name="requestDt" label={t('goodsFlow.admin.requestDt')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['today', '1w', '1m', '3m', 'all']} />
          </Form.Item>
        </>
      }
      query={contracts}
      columns={columns}
      rowKey={(r) => `${r.supplyEntrCd}/${r.deliveryLocCd}`}
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('goodsFlow.admin.empty')}
      testId="gf-admin"
      rowTestId={(r) => `gf-admin-row-${r.supplyEntrCd}-${r.deliveryLocCd}`}
      onRowClick={(r) => setOpened({ supplyEntrCd: r.supplyEntrCd, deliveryLocCd: r.deliveryLocCd })}
      scrollX={1050}
    >
      <ContractDrawer target={opened} onClose={() => setOpened(null)} onReject={setRejecting} />
      <RejectModal target={rejecting} onClose={() => setRejecting(null)} />
    </ListPage>
  );
}
