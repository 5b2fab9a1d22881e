import { PROD_STATUSES, ZProductReviewListFilter, type TProdStsCd, type TProductReviewRow } from '@po/contracts';
import { Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { Text } from '@/shared/ui/typography';
import { useProductReviewList } from '../api/product-review';

// The review drawer and the reject dialog load when they first open.
const ProductReviewDrawer = lazyDialog(
  () => import('../components/product-review-drawer').then((m) => m.ProductReviewDrawer),
  (p) => p.prodCd !== null,
);
const ProductRejectModal = lazyDialog(
  () => import('../components/product-reject-modal').then((m) => m.ProductRejectModal),
  (p) => p.prodCd !== null,
);

interface FilterValues {
  prodStsCd?: TProdStsCd | '';
  supplyEntrNm?: string;
  supplyEntrCd?: string;
  brandNm?: string;
  prodNm?: string;
  prodCd?: string;
  regDt?: TDateRange;
}
const BLANK: FilterValues = { prodStsCd: '', supplyEntrNm: '', supplyEntrCd: '', brandNm: '', prodNm: '', prodCd: '', regDt: null };

/**
 * /admin/productReviewList: the MD's queue of new products across sellers on the list kit, oldest first. No
 * status chosen is the queue itself (awaiting approval, the server's default); a row opens the product as a
 * buyer would see it, to approve or reject with a reason.
 */
export function ProductReviewListPage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const list = useListSearch(ZProductReviewListFilter, 'productReviewList');
  const products = useProductReviewList(list.request);
  const { regDtFrom, regDtTo, ...f } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, ...f, regDt: dayRange(regDtFrom, regDtTo) });

  const search = ({ regDt, prodStsCd, ...v }: FilterValues) => {
    const days = dayBounds(regDt);
    list.search({ ...v, ...(prodStsCd ? { prodStsCd } : {}), regDtFrom: days.from, regDtTo: days.to });
  };

  const columns: DataColumn<TProductReviewRow>[] = [
    { key: 'seller', title: t('productReview.field.seller'), width: 170, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'prodCd', title: t('productReview.field.prodCd'), width: 150, render: (r) => `${r.prodCd} / ${r.supplyProdCd}` },
    { key: 'brandNm', dataIndex: 'brandNm', title: t('productReview.field.brand'), width: 130 },
    { key: 'prodNm', dataIndex: 'prodNm', title: t('productReview.field.prodNm'), width: 220 },
    { key: 'category', dataIndex: 'categoryPath', title: t('productReview.field.category'), width: 200 },
    {
      key: 'prices',
      title: t('productReview.field.prices'),
      width: 170,
      align: 'right',
      render: (r) => (
        <span>
          {formatNumber(r.prodPrice)}
          {r.dcRate > 0 && <Text type="danger">{` (${r.dcRate}%)`}</Text>}
        </span>
      ),
    },
    { key: 'options', title: t('productReview.field.options'), width: 80, align: 'right', render: (r) => formatNumber(r.optionCnt) },
    { key: 'stock', title: t('productReview.field.stock'), width: 100, align: 'right', render: (r) => formatNumber(r.stockQty) || '0' },
    { key: 'status', title: t('productReview.field.status'), width: 110, align: 'center', render: (r) => <Tag>{r.prodStsNm}</Tag> },
    { key: 'regDt', title: t('productReview.field.regDt'), width: 150, render: (r) => formatDateTime(r.regDt) },
  ];

  return (
    <ListPage<TProductReviewRow, FilterValues>
      title={t('menu.admin.productReviewList')}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <Form.Item name="prodStsCd" label={t('productReview.field.status')}>
            <Select
              style={{ width: 150 }}
              options={[
                { value: '', label: t('productReview.filter.statusDefault') },
                ...PROD_STATUSES.filter((s) => s !== '40').map((s) => ({ value: s, label: t(`product.status.${s}`) })),
              ]}
              data-testid="review-filter-status"
            />
          </Form.Item>
          <Form.Item name="supplyEntrNm" label={t('productReview.field.supplyEntrNm')}>
            <Input allowClear maxLength={100} style={{ width: 150 }} data-testid="review-filter-company" />
          </Form.Item>
          <Form.Item name="supplyEntrCd" label={t('productReview.field.supplyEntrCd')}>
            <Input allowClear maxLength={20} style={{ width: 120 }} data-testid="review-filter-company-cd" />
          </Form.Item>
          <Form.Item name="brandNm" label={t('productReview.field.brand')}>
            <Input allowClear maxLength={100} style={{ width: 140 }} data-testid="review-filter-brand" />
          </Form.Item>
          <Form.Item name="prodNm" label={t('productReview.field.prodNm')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="review-filter-name" />
          </Form.Item>
          <Form.Item name="prodCd" label={t('productReview.field.prodCdOrSupply')}>
            <Input allowClear maxLength={50} style={{ width: 160 }} data-testid="review-filter-code" />
          </Form.Item>
          <Form.Item name="regDt" label={t('productReview.field.regDays')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['today', '1w', '1m', '3m', 'all']} />
          </Form.Item>
        </>
      }
      query={products}
      columns={columns}
      rowKey="prodCd"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('form.msg.empty')}
      testId="review-list"
      rowTestId={(r) => `review-row-${r.prodCd}`}
      onRowClick={(r) => setOpened(r.prodCd)}
      scrollX={1500}
    >
      <ProductReviewDrawer prodCd={opened} onClose={() => setOpened(null)} onReject={setRejecting} />
      <ProductRejectModal
        prodCd={rejecting}
        onClose={(rejected) => {
          setRejecting(null);
          if (rejected) setOpened(null);
        }}
      />
    </ListPage>
  );
}
