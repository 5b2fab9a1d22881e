import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupplyBrandList } from '../api/statistic-api';

/** The seller's brands (getSupplyBrandList), unused ones included since their sales still count; empty is every brand. */
export function BrandField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const brands = useSupplyBrandList();
  return (
    <Form.Item name="brandCd" label={t('statistic.filter.brand')}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={brands.isPending}
        placeholder={t('statistic.filter.allBrands')}
        style={{ width: 180 }}
        options={(brands.data?.list ?? []).map((b) => ({ value: b.brandCd, label: b.brandNm }))}
        data-testid={`${testId}-brand`}
      />
    </Form.Item>
  );
}
