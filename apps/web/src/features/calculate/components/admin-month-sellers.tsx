import { ZAdminMonthSellersRequest, type TAdminMonthSeller } from '@po/contracts';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDollar, formatNumber } from '@/shared/format/money';
import type { PageState } from '@/shared/pagination';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { useAdminMonthSellers } from '../api/admin-months';

interface FilterValues {
  seller?: string;
}
const BLANK: FilterValues = { seller: '' };
const FIRST: PageState = { pageNum: 1, pageSize: 20 };

/** An approval number as the invoice shows it: 8-8-8. */
export const approvalNoText = (no: string | null) => (no ? `${no.slice(0, 8)}-${no.slice(8, 16)}-${no.slice(16)}` : '—');

/** The sellers of one settled month: their totals, payout and tax invoice number. */
export function AdminMonthSellers({ settleYm }: { settleYm: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const [seller, setSeller] = useState('');
  const [page, setPage] = useState<PageState>(FIRST);
  const request = ZAdminMonthSellersRequest.parse({ ...page, seller: seller || undefined });
  const sellers = useAdminMonthSellers(settleYm, request);
  const won = (key: keyof TAdminMonthSeller, title: string): DataColumn<TAdminMonthSeller> => ({
    key,
    title,
    width: 110,
    align: 'right',
    render: (r) => formatNumber(r[key]),
  });
  const columns: DataColumn<TAdminMonthSeller>[] = [
    { key: 'seller', title: t('calculateAdmin.field.supplyEntrNm'), width: 200, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'rowCnt', title: t('calculateAdmin.month.rowCnt'), width: 80, align: 'right', render: (r) => formatNumber(r.rowCnt) },
    won('saleAmt', t('calculateAdmin.field.saleAmt')),
    won('feeAmt', t('calculateAdmin.month.feeAmt')),
    won('calcFee', t('calculateAdmin.field.calcFee')),
    won('holdAmt', t('calculateAdmin.field.holdAmt')),
    won('releaseAmt', t('calculateAdmin.field.releaseAmt')),
    won('payoutAmt', t('calculateAdmin.month.payoutAmt')),
    { key: 'usd', title: 'USD', width: 110, align: 'right', render: (r) => (r.payoutUsd ? formatDollar(r.payoutUsd) : '—') },
    { key: 'payDueDt', dataIndex: 'payDueDt', title: t('calculateAdmin.month.payDueDt'), width: 110 },
    { key: 'approvalNo', title: t('calculateAdmin.field.approvalNo'), width: 230, render: (r) => approvalNoText(r.approvalNo) },
  ];
  return (
    <ListPage<TAdminMonthSeller, FilterValues>
      title={`${t('calculateAdmin.month.sellers')} · ${settleYm}`}
      form={form}
      initialValues={BLANK}
      onSearch={(v) => {
        setSeller(v.seller ?? '');
        setPage(FIRST);
      }}
      filters={
        <Form.Item name="seller" label={t('calculateAdmin.month.seller')}>
          <Input allowClear maxLength={50} style={{ width: 180 }} data-testid="month-sellers-search" />
        </Form.Item>
      }
      query={sellers}
      columns={columns}
      rowKey="supplyEntrCd"
      page={page}
      onPage={setPage}
      filtered={seller !== ''}
      emptyText={t('calculateAdmin.month.sellersEmpty')}
      testId="month-sellers"
      rowTestId={(r) => `month-seller-${r.supplyEntrCd}`}
      scrollX={1500}
    />
  );
}
