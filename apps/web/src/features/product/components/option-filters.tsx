import type { TYn } from '@po/contracts';
import { Form, Input, InputNumber, Select, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUsableBrands } from '../api/seller-choices';
import { PastedCodesField } from './pasted-codes-field';

export interface FilterValues {
  brandCd?: string;
  prodCds?: string;
  prodNm?: string;
  soldOutYn?: TYn | '';
  saleAbleYn?: TYn | '';
  qtyMin?: number | null;
  qtyMax?: number | null;
}

/** The filter boxes of productOptionList (the contract's `ZProductOptionListFilter`). */
export function OptionFilters({ form }: { form: FormInstance<FilterValues> }) {
  const { t } = useTranslation();
  const brands = useUsableBrands();
  const all = { value: '', label: t('form.yn.all') };
  return (
    <>
      <Form.Item name="brandCd" label={t('product.field.brandCd')}>
        <Select
          style={{ width: 180 }}
          loading={brands.isPending}
          options={[all, ...(brands.data?.list ?? []).flatMap((b) => (b.brandCd ? [{ value: b.brandCd, label: `${b.brandNm} (${b.brandCd})` }] : []))]}
          data-testid="option-search-brand"
        />
      </Form.Item>
      <Form.Item name="prodNm" label={t('product.field.prodNm')}>
        <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="option-search-name" />
      </Form.Item>
      <Form.Item label={t('product.option.stock')}>
        <Space size={4}>
          <Form.Item name="qtyMin" noStyle>
            <InputNumber min={0} precision={0} placeholder={t('product.list.from')} style={{ width: 100 }} data-testid="option-search-qtyMin" />
          </Form.Item>
          ~
          <Form.Item name="qtyMax" noStyle>
            <InputNumber min={0} precision={0} placeholder={t('product.list.to')} style={{ width: 100 }} data-testid="option-search-qtyMax" />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item name="soldOutYn" label={t('product.option.soldOut')}>
        <Select
          style={{ width: 120 }}
          options={[all, { value: 'Y', label: t('product.option.soldOutY') }, { value: 'N', label: t('product.option.soldOutN') }]}
        />
      </Form.Item>
      <Form.Item name="saleAbleYn" label={t('product.field.saleAbleYn')}>
        <Select
          style={{ width: 120 }}
          options={[all, { value: 'Y', label: t('product.saleAble.Y') }, { value: 'N', label: t('product.saleAble.N') }]}
          data-testid="option-search-saleAble"
        />
      </Form.Item>
      <PastedCodesField form={form} testId="option-search-prodCds" />
    </>
  );
}
