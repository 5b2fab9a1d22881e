import { CODE_GROUPS, PRODUCT_LIMITS as L, type TBrandRow } from '@po/contracts';
import { Checkbox, Col, Form, Input, Radio, Row, Select, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeList } from '@/shared/code/code-list';
import type { CategoryPickerProps } from './category-picker';
import { useFormLocks } from './product-form-locks';

// The cascader and the category tree load beside the form, not with it.
const CategoryPicker = lazy(() => import('./category-picker').then((m) => ({ default: m.CategoryPicker })));

/** The form item hands value and onChange to its direct child: this one, which passes them past the Suspense. */
function LazyCategoryPicker(props: CategoryPickerProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block />}>
      <CategoryPicker {...props} />
    </Suspense>
  );
}

const SEASONS = ['SS', 'FW', 'AL'] as const;
const ITEM_KINDS = ['01', '02', '03', '04'] as const;
const SEXES = ['M', 'F', 'U'] as const;
const IMPORT_KINDS = ['01', '02', '03', '04'] as const;

/** Name, codes, the brand (an approved one of the seller's), the standard category and the product's facts. */
export function BasicsSection({
  brands,
  onBrandChange,
  disabled,
}: {
  brands: readonly TBrandRow[];
  onBrandChange: (b: TBrandRow | undefined) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const countries = useCodeList(CODE_GROUPS.country);
  const locks = useFormLocks();
  const text = (name: 'prodNm' | 'supplyProdCd' | 'modelCd' | 'modelNm' | 'makeNm', max: number, required: boolean) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={t(`product.field.${name}`)} required={required}>
        <Input maxLength={max} data-testid={`product-${name}`} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {text('prodNm', L.prodNmMax, true)}
      {text('supplyProdCd', L.supplyProdCdMax, true)}
      <Col xs={24} md={12}>
        <Form.Item name="brandCd" label={t('product.field.brandCd')} required extra={locks.brand ? locks.notes.brand : undefined}>
          <Select
            disabled={locks.brand || undefined}
            options={brands.map((b) => ({ value: b.brandCd ?? '', label: `${b.brandNm} (${b.brandCd ?? ''})` }))}
            onChange={(cd: string) => onBrandChange(brands.find((b) => b.brandCd === cd))}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="product-brandCd"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="standardCategoryId" label={t('product.field.standardCategoryId')} required>
          <LazyCategoryPicker disabled={disabled} data-testid="product-category" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="seasonCd" label={t('product.field.seasonCd')} required>
          <Select options={SEASONS.map((c) => ({ value: c, label: t(`product.season.${c}`) }))} data-testid="product-seasonCd" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="itemkindCd" label={t('product.field.itemkindCd')} required>
          <Select options={ITEM_KINDS.map((c) => ({ value: c, label: t(`product.itemkind.${c}`) }))} data-testid="product-itemkindCd" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="prodSexGb" label={t('product.field.prodSexGb')} required>
          <Radio.Group data-testid="product-prodSexGb">
            {SEXES.map((c) => (
              <Radio key={c} value={c}>
                {t(`product.sex.${c}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Col>
      {text('modelCd', L.modelMax, false)}
      {text('modelNm', L.modelMax, false)}
      {text('makeNm', L.makeNmMax, true)}
      <Col xs={24} md={12}>
        <Form.Item name="nativeCd" label={t('product.field.nativeCd')} required>
          <Select
            options={(countries.data ?? []).map((c) => ({ value: c.code, label: `${c.codeNm} (${c.code})` }))}
            loading={countries.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="product-nativeCd"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="importationGb" label={t('product.field.importationGb')} required>
          <Select options={IMPORT_KINDS.map((c) => ({ value: c, label: t(`product.importation.${c}`) }))} data-testid="product-importationGb" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="luxuryYn"
          label={t('product.field.luxuryYn')}
          valuePropName="checked"
          getValueProps={(v: string) => ({ checked: v === 'Y' })}
          normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
        >
          <Checkbox data-testid="product-luxuryYn">{t('product.field.luxuryYn')}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}
