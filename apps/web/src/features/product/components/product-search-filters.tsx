import { PROD_STATUSES, type TProdStsCd, type TYn } from '@po/contracts';
import { Form, Input, InputNumber, Select, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { useUsableBrands } from '../api/seller-choices';
import { LazyCategoryFilter } from './lazy-category-filter';
import { PastedCodesField } from './pasted-codes-field';

export interface FilterValues {
  dateType: 'regDt' | 'upDt';
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

/** The filter boxes of productSearchList (the contract's `ZProductListFilter`, the period read as registered or updated days). */
export function ProductSearchFilters({ form }: { form: FormInstance<FilterValues> }) {
  const { t } = useTranslation();
  const brands = useUsableBrands();
  const all = { value: '', label: t('form.yn.all') };
  return (
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
  );
}
