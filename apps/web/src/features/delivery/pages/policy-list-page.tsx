import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { DLCST_TYPES, PLCY_TYPES, ZPlcyStatus, type TDeliveryPolicyDetailReply, type TDeliveryPolicyListRequest, type TDlcstType, type TPlcyStatus, type TYn } from '@po/contracts';
import { Button, Card, Empty, Flex, Form, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import { DEFAULT_PAGE, tablePagination, type PageState } from '@/shared/pagination';
import { QueryFailed } from '@/shared/ui/query-failed';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import { usePolicies } from '../api/policies';
import { startPoliciesExport } from '../api/start-policies-export';
import { PolicyStatusTag } from '../components/policy-status-tag';

type Filters = Omit<TDeliveryPolicyListRequest, 'pageNum' | 'pageSize'>;
interface FilterValues {
  dlcstPlcyTitl?: string;
  plcyTypeCd?: '01' | '02' | '';
  dlcstTypeCd?: TDlcstType | '';
  plcyStsCd?: TPlcyStatus | '';
  useYn?: TYn | '';
}

const detailPath = (code: string) => `/setting/deliveryPolicyDetail?dlcstPlcyCd=${encodeURIComponent(code)}`;
const orUndefined = <T extends string>(v: T | '' | undefined): T | undefined => (v ? v : undefined);

/** /setting/deliveryPolicyList: the seller's delivery-fee policies, filtered by title, types, status and use; Enter searches. */
export function PolicyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<PageState>(DEFAULT_PAGE);
  const policies = usePolicies({ ...filters, ...page });
  const won = (n: number) => formatWon(n, currentLanguage());

  const search = (v: FilterValues) => {
    const title = (v.dlcstPlcyTitl ?? '').trim();
    setFilters({
      ...(title ? { dlcstPlcyTitl: title } : {}),
      plcyTypeCd: orUndefined(v.plcyTypeCd),
      dlcstTypeCd: orUndefined(v.dlcstTypeCd),
      plcyStsCd: orUndefined(v.plcyStsCd),
      useYn: orUndefined(v.useYn),
    });
    setPage(DEFAULT_PAGE);
  };

  const all = { value: '', label: t('form.yn.all') };
  const columns: TableColumnsType<TDeliveryPolicyDetailReply> = [
    { key: 'dlcstPlcyCd', dataIndex: 'dlcstPlcyCd', title: t('dlcst.field.dlcstPlcyCd'), width: 90 },
    {
      key: 'dlcstPlcyTitl',
      title: t('dlcst.field.dlcstPlcyTitl'),
      ellipsis: true,
      render: (_: unknown, r) => <Link to={detailPath(r.dlcstPlcyCd)}>{r.dlcstPlcyTitl}</Link>,
    },
    { key: 'plcyType', dataIndex: 'plcyTypeNm', title: t('dlcst.field.plcyTypeCd'), width: 100 },
    { key: 'dlcstType', dataIndex: 'dlcstTypeNm', title: t('dlcst.field.dlcstTypeCd'), width: 120 },
    { key: 'dlcst', title: t('dlcst.field.dlcst'), width: 100, align: 'right', render: (_: unknown, r) => won(r.dlcst) },
    { key: 'threshold', title: t('dlcst.field.dlcstLevyStdrAmt'), width: 120, align: 'right', render: (_: unknown, r) => won(r.dlcstLevyStdrAmt) },
    { key: 'period', title: t('dlcst.field.period'), width: 200, render: (_: unknown, r) => `${r.strtDt} ~ ${r.endDt}` },
    { key: 'status', title: t('dlcst.field.status'), width: 90, align: 'center', render: (_: unknown, r) => <PolicyStatusTag status={r.plcyStsCd} /> },
    { key: 'useYn', title: t('dlcst.field.useYn'), width: 90, align: 'center', render: (_: unknown, r) => <Tag color={r.useYn === 'Y' ? 'green' : 'default'}>{t(`form.yn.${r.useYn}`)}</Tag> },
  ];

  return (
    <Card
      title={t('menu.setting.deliveryPolicyList')}
      extra={
        <Flex gap={8}>
          <ExcelExportButton filters={filters} start={startPoliciesExport} testId="policy-excel" />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/setting/deliveryPolicyForm')} data-testid="policy-register">
            {t('form.button.register')}
          </Button>
        </Flex>
      }
      data-testid="policy-list-page"
    >
      <Form<FilterValues> form={form} layout="inline" onFinish={search} initialValues={{ plcyTypeCd: '', dlcstTypeCd: '', plcyStsCd: '', useYn: '' }} style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item name="dlcstPlcyTitl" label={t('dlcst.field.dlcstPlcyTitl')}>
          <Input allowClear maxLength={100} style={{ width: 200 }} data-testid="policy-search-title" />
        </Form.Item>
        <Form.Item name="plcyTypeCd" label={t('dlcst.field.plcyTypeCd')}>
          <Select style={{ width: 110 }} options={[all, ...Object.values(PLCY_TYPES).map((v) => ({ value: v, label: t(`dlcst.plcyType.${v}`) }))]} data-testid="policy-search-plcy-type" />
        </Form.Item>
        <Form.Item name="dlcstTypeCd" label={t('dlcst.field.dlcstTypeCd')}>
          <Select style={{ width: 150 }} options={[all, ...Object.values(DLCST_TYPES).map((v) => ({ value: v, label: t(`dlcst.type.${v}`) }))]} data-testid="policy-search-type" />
        </Form.Item>
        <Form.Item name="plcyStsCd" label={t('dlcst.field.status')}>
          <Select style={{ width: 110 }} options={[all, ...ZPlcyStatus.options.map((v) => ({ value: v, label: t(`dlcst.status.${v}`) }))]} data-testid="policy-search-status" />
        </Form.Item>
        <Form.Item name="useYn" label={t('dlcst.field.useYn')}>
          <Select style={{ width: 100 }} options={[all, { value: 'Y', label: t('form.yn.Y') }, { value: 'N', label: t('form.yn.N') }]} data-testid="policy-search-use" />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="policy-search">
              {t('form.button.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search(form.getFieldsValue());
              }}
            >
              {t('form.button.reset')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {policies.error ? (
        <QueryFailed error={policies.error} onRetry={() => void policies.refetch()} />
      ) : (
        <Table<TDeliveryPolicyDetailReply>
          size="small"
          rowKey="dlcstPlcyCd"
          columns={columns}
          dataSource={policies.data?.list ?? []}
          loading={policies.isFetching}
          tableLayout="fixed"
          scroll={{ x: 1000 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dlcst.list.empty')} /> }}
          onRow={(r) => ({ 'data-testid': `policy-row-${r.dlcstPlcyCd}` }) as HTMLAttributes<HTMLElement>}
          pagination={tablePagination(page, policies.data?.totalCnt ?? 0, setPage, {
            showTotal: (total) => <Typography.Text type="secondary">{t('form.total', { count: total })}</Typography.Text>,
          })}
          data-testid="policy-table"
        />
      )}
    </Card>
  );
}
