import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_SEARCH_OPTIONS } from '@po/contracts';
import {
  checkSupplierSearch,
  DEFAULT_SEARCH_VALUES,
  SUPPLIER_STATUS_FILTERS,
  type SupplierCriteria,
  type SupplierSearchValues,
} from '../model/supplier-search';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useFeedback } from '@/shared/feedback/feedback';

/** Search option, term and status filter of the supplier dialog; a rejected search is an alert. */
export function SupplierSearchForm({ onSearch }: { onSearch: (criteria: SupplierCriteria) => void }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const [form] = Form.useForm<SupplierSearchValues>();

  const submit = (values: SupplierSearchValues) => {
    const checked = checkSupplierSearch(values);
    if (!checked.ok) {
      modal.warning({ title: t('supplier.title'), content: t(runtimeKey(checked.messageKey)) });
      return;
    }
    onSearch(checked.criteria);
  };

  return (
    <Form form={form} layout="inline" initialValues={DEFAULT_SEARCH_VALUES} onFinish={submit} style={{ rowGap: 8, marginBottom: 12 }}>
      <Form.Item name="searchOption" label={t('supplier.search.option')}>
        <Select
          allowClear
          style={{ width: 170 }}
          placeholder={t('supplier.search.optionPlaceholder')}
          options={SUPPLIER_SEARCH_OPTIONS.map((value) => ({ value, label: t(`supplier.option.${value}`) }))}
          data-testid="supplier-search-option"
        />
      </Form.Item>
      <Form.Item name="searchOptionNm" label={t('supplier.search.term')}>
        <Input allowClear maxLength={50} style={{ width: 170 }} placeholder={t('supplier.search.termPlaceholder')} data-testid="supplier-search-term" />
      </Form.Item>
      <Form.Item name="entrStsCd" label={t('supplier.search.status')}>
        <Select
          style={{ width: 100 }}
          options={SUPPLIER_STATUS_FILTERS.map((s) => ({ value: s.value, label: t(runtimeKey(s.labelKey)) }))}
          data-testid="supplier-status"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="supplier-search">
          {t('supplier.search.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
