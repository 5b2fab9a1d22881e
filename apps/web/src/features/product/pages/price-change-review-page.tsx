import { ZPriceChangeAdminListFilter, type TConfirmStsCd, type TPriceChangeAdminRow, type TPriceChangeType } from '@po/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import type { DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { useConfirmPriceChange, usePriceChangeReview as usePriceChangeReviewList, type PriceChangeTarget } from '../api/price-change-review';
import { PriceChangeStatusTag } from '../components/price-change-cells';
import { PriceChangeStatusTypeFilters, usePriceChangeValueColumns } from '../components/price-change-columns';
import { useConfirmedCall } from '../components/use-confirmed-call';

const PriceChangeRejectModal = lazyDialog(
  () => import('../components/price-change-reject-modal').then((m) => m.PriceChangeRejectModal),
  (p) => p.target !== null,
);

interface FilterValues {
  confirmStsCd?: TConfirmStsCd | '';
  changeType?: TPriceChangeType | '';
  supplyEntrNm?: string;
  prodCd?: string;
}
const BLANK: FilterValues = { confirmStsCd: '', changeType: '', supplyEntrNm: '', prodCd: '' };
const targetOf = (r: TPriceChangeAdminRow): PriceChangeTarget => ({ supplyEntrCd: r.supplyEntrCd, prodCd: r.prodCd, prodPriceSeq: r.prodPriceSeq });
const idOf = (r: TPriceChangeAdminRow) => `${r.supplyEntrCd}-${r.prodCd}-${r.prodPriceSeq}`;

/**
 * /admin/priceChangeList: every seller's price-change requests, opening on the requested ones, oldest
 * first; a requested one is confirmed (the product's prices change at once) or rejected with a reason.
 */
export function PriceChangeReviewPage() {
  const { t } = useTranslation();
  const confirmedCall = useConfirmedCall();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const [rejecting, setRejecting] = useState<PriceChangeTarget | null>(null);
  const list = useListSearch(ZPriceChangeAdminListFilter, 'priceChangeReview', { defaults: { confirmStsCd: '10' } });
  const requests = usePriceChangeReviewList(list.request);
  const confirm = useConfirmPriceChange();
  const form = useFilterForm<FilterValues>({ ...BLANK, ...list.filters });

  const askConfirm = (r: TPriceChangeAdminRow) =>
    confirmedCall({
      title: t('priceChange.action.confirm'),
      content: t('priceChange.msg.confirmConfirm'),
      run: async () => {
        await confirm.mutateAsync(targetOf(r));
        return t('priceChange.msg.confirmed');
      },
    });

  const valueColumns = usePriceChangeValueColumns<TPriceChangeAdminRow>();
  const columns: DataColumn<TPriceChangeAdminRow>[] = [
    { key: 'seller', title: t('priceChange.field.supplyEntrNm'), width: 160, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    ...valueColumns,
    { key: 'regDt', title: t('priceChange.field.regDt'), width: 140, render: (r) => formatDateTime(r.regDt) },
    {
      key: 'status',
      title: t('priceChange.field.confirmStsCd'),
      width: 100,
      align: 'center',
      render: (r) => <PriceChangeStatusTag status={r.confirmStsCd} testId={`price-review-status-${idOf(r)}`} />,
    },
    { key: 'reason', title: t('priceChange.field.rejectReason'), width: 160, render: (r) => r.rejectReason ?? '' },
    {
      key: 'decide',
      title: '',
      width: 150,
      render: (r) =>
        r.confirmStsCd === '10' && !viewOnly ? (
          <Flex gap={4}>
            <Button size="small" type="primary" onClick={() => askConfirm(r)} data-testid={`price-review-confirm-${idOf(r)}`}>
              {t('priceChange.action.confirm')}
            </Button>
            <Button size="small" danger onClick={() => setRejecting(targetOf(r))} data-testid={`price-review-reject-${idOf(r)}`}>
              {t('priceChange.action.reject')}
            </Button>
          </Flex>
        ) : null,
    },
  ];

  return (
    <ListPage<TPriceChangeAdminRow, FilterValues>
      title={t('menu.admin.priceChangeList')}
      form={form}
      initialValues={BLANK}
      onSearch={(v) => list.search(v)}
      filters={
        <>
          <PriceChangeStatusTypeFilters testIdPrefix="price-review" />
          <Form.Item name="supplyEntrNm" label={t('priceChange.field.supplyEntrNm')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="price-review-search-company" />
          </Form.Item>
          <Form.Item name="prodCd" label={t('priceChange.field.prodCd')}>
            <Input allowClear maxLength={20} style={{ width: 140 }} data-testid="price-review-search-code" />
          </Form.Item>
        </>
      }
      query={requests}
      columns={columns}
      rowKey={idOf}
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('priceChange.list.empty')}
      testId="price-review"
      rowTestId={(r) => `price-review-row-${idOf(r)}`}
      scrollX={1600}
    >
      <PriceChangeRejectModal target={rejecting} onClose={() => setRejecting(null)} />
    </ListPage>
  );
}
