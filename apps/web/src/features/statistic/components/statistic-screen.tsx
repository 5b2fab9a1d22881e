import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/shared/ui/panel';

export interface StatisticScreenProps<V extends object> {
  title: ReactNode;
  testId: string;
  form: FormInstance<V>;
  /** The blank form, what Reset goes back to (the default period). */
  initialValues: V;
  onSearch: (values: V) => void;
  /** The filter boxes (Form.Items); Enter in a text box searches. */
  filters: ReactNode;
  /**
   * The fields whose change searches at once: the period (its shortcut buttons and the picker) and the screen's
   * toggles. Text boxes and selects wait for Search, as on the list screens.
   */
  searchOn: readonly (keyof V & string)[];
  /** The chart panels, above the table. */
  charts: ReactNode;
  /** The table panel (StatTable). */
  table: ReactNode;
}

/** Every statistic screen: the filter box, the charts, then the table with the same figures and its Excel. */
export function StatisticScreen<V extends object>(p: StatisticScreenProps<V>) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid={p.testId}>
      <Panel title={p.title}>
        <Form<V>
          form={p.form}
          layout="inline"
          initialValues={p.initialValues}
          onFinish={p.onSearch}
          onValuesChange={(changed: Partial<V>) => {
            if (p.searchOn.some((key) => key in changed)) p.form.submit();
          }}
          style={{ rowGap: 8 }}
        >
          {p.filters}
          <Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={`${p.testId}-search`}>
                {t('statistic.filter.search')}
              </Button>
              <Button
                onClick={() => {
                  p.form.resetFields();
                  p.onSearch(p.form.getFieldsValue(true) as V);
                }}
                data-testid={`${p.testId}-reset`}
              >
                {t('statistic.filter.reset')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      </Panel>
      {p.charts}
      {p.table}
    </Flex>
  );
}
