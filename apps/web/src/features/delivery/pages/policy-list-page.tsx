import { PlusOutlined } from '@ant-design/icons';
import {
  DLCST_TYPES,
  PLCY_TYPES,
  ZDeliveryPolicyListFilter,
  ZPlcyStatus,
  type TDeliveryPolicyDetailReply,
  type TDlcstType,
  type TPlcyStatus,
  type TYn,
} from '@po/contracts';
import { Button, Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { usePolicies } from '../api/policies';
import { startPoliciesExport } from '../api/start-policies-export';
import { PolicyStatusTag } from '../components/policy-status-tag';

interface FilterValues {
  dlcstPlcyTitl?: string;
  plcyTypeCd?: '01' | '02' | '';
  dlcstTypeCd?: TDlcstType | '';
  plcyStsCd?: TPlcyStatus | '';
  useYn?: TYn | '';
}

const BLANK: FilterValues = { dlcstPlcyTitl: '', plcyTypeCd: '', dlcstTypeCd: '', plcyStsCd: '', useYn: '' };
const detailPath = (code: string) => `/setting/deliveryPolicyDetail?dlcstPlcyCd=${encodeURIComponent(code)}`;

/** /setting/deliveryPolicyList: the seller's delivery-fee policies on the list kit, searched by title, types, status and use. */
export function PolicyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearch(ZDeliveryPolicyListFilter, 'policyList');
  const policies = usePolicies(list.request);
  const form = useFilterForm<FilterValues>({ ...BLANK, ...list.filters });
  const won = (n: number) => formatWon(n, currentLanguage());

  const all = { value: '', label: t('form.yn.all') };
  const columns: DataColumn<TDeliveryPolicyDetailReply>[] = [
    { key: 'dlcstPlcyCd', dataIndex: 'dlcstPlcyCd', title: t('dlcst.field.dlcstPlcyCd'), width: 90 },
    {
      key: 'dlcstPlcyTitl',
      title: t('dlcst.field.dlcstPlcyTitl'),
      ellipsis: true,
      render: (r) => <Link to={detailPath(r.dlcstPlcyCd)}>{r.dlcstPlcyTitl}</Link>,
    },
    { key: 'plcyType', dataIndex: 'plcyTypeNm', title: t('dlcst.field.plcyTypeCd'), width: 100 },
    { key: 'dlcstType', dataIndex: 'dlcstTypeNm', title: t('dlcst.field.dlcstTypeCd'), width: 120 },
    { key: 'dlcst', title: t('dlcst.field.dlcst'), width: 100, align: 'right', render: (r) => won(r.dlcst) },
    { key: 'threshold', title: t('dlcst.field.dlcstLevyStdrAmt'), width: 120, align: 'right', render: (r) => won(r.dlcstLevyStdrAmt) },
    { key: 'period', title: t('dlcst.field.period'), width: 200, render: (r) => `${r.strtDt} ~ ${r.endDt}` },
    { key: 'status', title: t('dlcst.field.status'), width: 90, align: 'center', render: (r) => <PolicyStatusTag status={r.plcyStsCd} /> },
    {
      key: 'useYn',
      title: t('dlcst.field.useYn'),
      width: 90,
      align: 'center',
      render: (r) => <Tag color={r.useYn === 'Y' ? 'green' : 'default'}>{t(`form.yn.${r.useYn}`)}</Tag>,
    },
  ];

  return (
    <ListPage<TDeliveryPolicyDetailReply, FilterValues>
      title={t('menu.setting.deliveryPolicyList')}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/setting/deliveryPolicyForm')} data-testid="policy-register">
          {t('form.button.register')}
        </Button>
      }
      excel={<ExcelExportButton filters={list.filters} start={startPoliciesExport} testId="policy-excel" />}
      form={form}
      initialValues={BLANK}
      onSearch={list.search}
      filters={
        <>
          <Form.Item name="dlcstPlcyTitl" label={t('dlcst.field.dlcstPlcyTitl')}>
            <Input allowClear maxLength={100} style={{ width: 200 }} data-testid="policy-search-title" />
          </Form.Item>
          <Form.Item name="plcyTypeCd" label={t('dlcst.field.plcyTypeCd')}>
            <Select
              style={{ width: 110 }}
              options={[all, ...Object.values(PLCY_TYPES).map((v) => ({ value: v, label: t(`dlcst.plcyType.${v}`) }))]}
              data-testid="policy-search-plcy-type"
            />
          </Form.Item>
          <Form.Item name="dlcstTypeCd" label={t('dlcst.field.dlcstTypeCd')}>
            <Select
              style={{ width: 150 }}
              options={[all, ...Object.values(DLCST_TYPES).map((v) => ({ value: v, label: t(`dlcst.type.${v}`) }))]}
              data-testid="policy-search-type"
            />
          </Form.Item>
          <Form.Item name="plcyStsCd" label={t('dlcst.field.status')}>
            <Select
              style={{ width: 110 }}
              options={[all, ...ZPlcyStatus.options.map((v) => ({ value: v, label: t(`dlcst.status.${v}`) }))]}
              data-testid="policy-search-status"
            />
          </Form.Item>
          <Form.Item name="useYn" label={t('dlcst.field.useYn')}>
            <Select
              style={{ width: 100 }}
              options={[all, { value: 'Y', label: t('form.yn.Y') }, { value: 'N', label: t('form.yn.N') }]}
              data-testid="policy-search-use"
            />
          </Form.Item>
        </>
      }
      query={policies}
      columns={columns}
      rowKey="dlcstPlcyCd"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('dlcst.list.empty')}
      testId="policy-list"
      rowTestId={(r) => `policy-row-${r.dlcstPlcyCd}`}
      scrollX={1000}
    />
  );
}
