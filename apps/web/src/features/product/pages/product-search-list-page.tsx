import { PROD_STATUSES, ZProductListFilter, type TProdStsCd, type TProductListRow, type TYn } from '@po/contracts';
import { Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import { ListPage } from '@/shared/ui/list-page';
import { useProducts } from '../api/products';
import { useUsableBrands } from '../api/seller-choices';
import { startProductsExport } from '../api/start-products-export';
import { LazyCategoryFilter } from '../components/lazy-category-filter';
import { PastedCodesField, pastedCodesError } from '../components/pasted-codes-field';
import { useProductColumns } from '../components/product-columns';
import { StatusHistoryPopup } from '../components/status-history-popup';

type DateType = 'regDt' | 'upDt';
interface FilterValues {
  dateType: DateType;
  period?: TDateRange;
  prodStsCd?: TProdStsCd | '';
  brandCd?: string;
  standardCategoryId?: string;
  prodCds?: string;
  prodNm?: string;
  supplyProdCd?: string;
  stockMin?: number | null;
  stockMax?: number | null;
  saleYn?: TYn | '';
}
const BLANK: FilterValues = {
  dateType: 'regDt',
  period: null,
  prodStsCd: '',
  brandCd: '',
  standardCategoryId: undefined,
  prodCds: '',
  prodNm: '',
  supplyProdCd: '',
  stockMin: null,
  stockMax: null,
  saleYn: '',
};

/** /product/productSearchList: every filter of the product list, pasted codes included, and its Excel export as a job. */
export function ProductSearchListPage() {
  useMessageNamespaces('product');
  const { t } = useTranslation();
  const user = useSessionUser();
  const brands = useUsableBrands();
  const list = useListSearch(ZProductListFilter, 'productSearchList');
  const products = useProducts(list.request);
  const { regDtFrom, regDtTo, upDtFrom, upDtTo, sort: _sort, ...f } = list.filters;
  const dateType: DateType = upDtFrom || upDtTo ? 'upDt' : 'regDt';
  const form = useFilterForm<FilterValues>({
    ...BLANK,
    ...f,
    dateType,
    period: dateType === 'upDt' ? dayRange(upDtFrom, upDtTo) : dayRange(regDtFrom, regDtTo),
  });
  const [historyOf, setHistoryOf] = useState<TProductListRow | null>(null);
  const columns = useProductColumns({ readOnly: user.isMasterLogin === 'Y', onHistory: setHistoryOf });

  const search = ({ dateType: type, period, stockMin, stockMax, ...v }: FilterValues) => {
    // More than 1,000 codes would be dropped from the search by the filter schema: refuse with its message instead.
    const codesError = pastedCodesError(v.prodCds);
    if (codesError) {
      form.setFields([{ name: 'prodCds', errors: [t(runtimeKey(codesError))] }]);
      return;
    }
    const days = dayBounds(period);
    const bounds = type === 'upDt' ? { upDtFrom: days.from, upDtTo: days.to } : { regDtFrom: days.from, regDtTo: days.to };
    list.search({ ...v, ...bounds, stockMin: stockMin ?? undefined, stockMax: stockMax ?? undefined });
  };

  const all = { value: '', label: t('form.yn.all') };
  return (
    <ListPage<TProductListRow, FilterValues>
      title={t('menu.product.productSearchList')}
      excel={<ExcelExportButton filters={list.filters} start={startProductsExport} testId="product-excel" />}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <Form.Item name="dateType" label={t('product.list.period')}>
            <Select
              style={{ width: 100 }}
              options={[
                { value: 'regDt', label: t('product.field.regDt') },
                { value: 'upDt', label: t('product.field.upDt') },
              ]}
              data-testid="product-search-dateType"
            />
          </Form.Item>
          <Form.Item name="period">
            <DateRangeShortcuts value={null} onChange={() => undefined} />
          </Form.Item>
          <Form.Item name="prodStsCd" label={t('product.field.prodStsCd')}>
            <Select
              style={{ width: 140 }}
              options={[all, ...PROD_STATUSES.map((cd) => ({ value: cd, label: t(`product.status.${cd}`) }))]}
              data-testid="product-search-status"
            />
          </Form.Item>
          <Form.Item name="brandCd" label={t('product.field.brandCd')}>
            <Select
              style={{ width: 180 }}
              loading={brands.isPending}
              options={[all, ...(brands.data?.list ?? []).flatMap((b) => (b.brandCd ? [{ value: b.brandCd, label: `${b.brandNm} (${b.brandCd})` }] : []))]}
              data-testid="product-search-brand"
            />
          </Form.Item>
          <Form.Item name="standardCategoryId" label={t('product.field.standardCategoryId')}>
            <LazyCategoryFilter data-testid="product-search-category" />
          </Form.Item>
          <Form.Item name="prodNm" label={t('product.field.prodNm')}>
            <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="product-search-name" />
          </Form.Item>
          <Form.Item name="supplyProdCd" label={t('product.field.supplyProdCd')}>
            <Input allowClear maxLength={50} style={{ width: 150 }} data-testid="product-search-code" />
          </Form.Item>
          <Form.Item label={t('product.field.stockQty')}>
            <Space size={4}>
              <Form.Item name="stockMin" noStyle>
                <InputNumber min={0} precision={0} placeholder={t('product.list.from')} style={{ width: 100 }} data-testid="product-search-stockMin" />
              </Form.Item>
              ~
              <Form.Item name="stockMax" noStyle>
                <InputNumber min={0} precision={0} placeholder={t('product.list.to')} style={{ width: 100 }} data-testid="product-search-stockMax" />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item name="saleYn" label={t('product.field.saleYn')}>
            <Select
              style={{ width: 120 }}
              options={[all, { value: 'Y', label: t('product.sale.Y') }, { value: 'N', label: t('product.sale.N') }]}
              data-testid="product-search-sale"
            />
          </Form.Item>
          <PastedCodesField form={form} testId="product-search-prodCds" />
        </>
      }
      query={products}
      columns={columns}
      rowKey="prodCd"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('product.list.empty')}
      testId="product-search"
      rowTestId={(r) => `product-row-${r.prodCd}`}
      scrollX={1500}
    >
      <StatusHistoryPopup row={historyOf} onClose={() => setHistoryOf(null)} />
    </ListPage>
  );
}
