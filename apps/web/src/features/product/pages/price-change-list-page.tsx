import { PlusOutlined } from '@ant-design/icons';
import { ZPriceChangeListFilter, type TConfirmStsCd, type TPriceChangeRow, type TPriceChangeType } from '@po/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatDateTime } from '@/shared/format/date';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import type { DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { usePriceChanges, useWithdrawPriceChange } from '../api/price-changes';
import { PriceChangeStatusTag } from '../components/price-change-cells';
import { PriceChangeStatusTypeFilters, usePriceChangeValueColumns } from '../components/price-change-columns';
import { useConfirmedCall } from '../components/use-confirmed-call';

// The request dialog (its product search and option grid) loads when it first opens.
const PriceChangeRequestModal = lazyDialog(
  () => import('../components/price-change-request-modal').then((m) => m.PriceChangeRequestModal),
  (p) => p.open,
);

interface FilterValues {
  regDt?: TDateRange;
  confirmStsCd?: TConfirmStsCd | '';
  changeType?: TPriceChangeType | '';
  prodNm?: string;
  prodCds?: string;
}
const BLANK: FilterValues = { regDt: null, confirmStsCd: '', changeType: '', prodNm: '', prodCds: '' };

/**
 * /product/productPriceChangeList: the seller's price-change requests on the list kit (days, status, type,
 * name, pasted codes), old → new values, the operator's reason; a requested one can be withdrawn, and a
 * new request starts from the button. Master sessions look only.
 */
export function PriceChangeListPage() {
  const { t } = useTranslation();
  const confirmedCall = useConfirmedCall();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const [requesting, setRequesting] = useState(false);
  const list = useListSearch(ZPriceChangeListFilter, 'priceChangeList');
  const changes = usePriceChanges(list.request);
  const withdraw = useWithdrawPriceChange();
  const { regDtFrom, regDtTo, ...f } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, ...f, regDt: dayRange(regDtFrom, regDtTo) });

  const search = ({ regDt, ...v }: FilterValues) => {
    const days = dayBounds(regDt);
    list.search({ ...v, regDtFrom: days.from, regDtTo: days.to });
  };
  const askWithdraw = (r: TPriceChangeRow) =>
    confirmedCall({
      title: t('priceChange.action.withdraw'),
      content: t('priceChange.msg.withdrawConfirm'),
      run: async () => {
        await withdraw.mutateAsync({ prodCd: r.prodCd, prodPriceSeq: r.prodPriceSeq });
        return t('priceChange.msg.withdrawn');
      },
    });

  const valueColumns = usePriceChangeValueColumns<TPriceChangeRow>();
  const columns: DataColumn<TPriceChangeRow>[] = [
    { key: 'regDt', title: t('priceChange.field.regDt'), width: 140, render: (r) => formatDateTime(r.regDt) },
    ...valueColumns,
    {
      key: 'status',
      title: t('priceChange.field.confirmStsCd'),
      width: 100,
      align: 'center',
      render: (r) => <PriceChangeStatusTag status={r.confirmStsCd} testId={`price-change-status-${r.prodCd}-${r.prodPriceSeq}`} />,
    },
    { key: 'reason', title: t('priceChange.field.rejectReason'), width: 180, render: (r) => r.rejectReason ?? '' },
    { key: 'confirmDt', title: t('priceChange.field.confirmDt'), width: 140, render: (r) => (r.confirmDt ? formatDateTime(r.confirmDt) : '—') },
    {
      key: 'withdraw',
      title: '',
      width: 80,
      render: (r) =>
        r.confirmStsCd === '10' && !viewOnly ? (
          <Button size="small" onClick={() => askWithdraw(r)} data-testid={`price-change-withdraw-${r.prodCd}-${r.prodPriceSeq}`}>
            {t('priceChange.action.withdraw')}
          </Button>
        ) : null,
    },
  ];

  return (
    <ListPage<TPriceChangeRow, FilterValues>
      title={t('menu.product.productPriceChangeList')}
      actions={
        <Button type="primary" icon={<PlusOutlined />} disabled={viewOnly} onClick={() => setRequesting(true)} data-testid="price-change-request">
          {t('priceChange.action.request')}
        </Button>
      }
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <Form.Item name="regDt" label={t('priceChange.field.regDt')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['today', '1w', '1m', '3m', 'all']} />
          </Form.Item>
          <PriceChangeStatusTypeFilters testIdPrefix="price-change-search" />
          <Form.Item name="prodNm" label={t('priceChange.field.prodNm')}>
            <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="price-change-search-name" />
          </Form.Item>
          <Form.Item name="prodCds" label={t('priceChange.field.prodCd')}>
            <Input allowClear maxLength={30000} style={{ width: 180 }} data-testid="price-change-search-codes" />
          </Form.Item>
        </>
      }
      query={changes}
      columns={columns}
      rowKey={(r) => `${r.prodCd}/${r.prodPriceSeq}`}
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('priceChange.list.empty')}
      testId="price-change-list"
      rowTestId={(r) => `price-change-row-${r.prodCd}-${r.prodPriceSeq}`}
      scrollX={1600}
    >
      <PriceChangeRequestModal open={requesting} onClose={() => setRequesting(false)} />
    </ListPage>
  );
}
