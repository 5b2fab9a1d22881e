import { SearchOutlined } from '@ant-design/icons';
import { ZGoodsFlowStatus, type TGoodsFlowAdminRow, type TGoodsFlowStatus } from '@po/contracts';
import { Button, Card, Empty, Form, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { DEFAULT_PAGE, tablePagination, type PageState } from '@/shared/pagination';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useGoodsFlowReviewList } from '../api/goods-flow-review-list';
import type { ContractKey } from '../api/goods-flow-review';
import { ContractStatusTag } from '../components/contract-status-tag';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

// The contract drawer and the reject dialog (a form with a date picker) load when they first open.
const ContractDrawer = lazyDialog(
  () => import('../components/contract-drawer').then((m) => m.ContractDrawer),
  (p) => p.target !== null,
);
const RejectModal = lazyDialog(
  () => import('../components/reject-modal').then((m) => m.RejectModal),
  (p) => p.target !== null,
);

type StatusFilter = TGoodsFlowStatus | '';

/**
 * /admin/goodsFlowList: the operator's queue of goods-flow contracts across sellers (awaiting approval
 * first by default); a row opens the contract, which can be approved or rejected while it awaits.
 */
export function GoodsFlowListPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ status: StatusFilter }>();
  const [status, setStatus] = useState<StatusFilter>('REQUESTED');
  const [page, setPage] = useState<PageState>(DEFAULT_PAGE);
  const [opened, setOpened] = useState<ContractKey | null>(null);
  const [rejecting, setRejecting] = useState<ContractKey | null>(null);
  const search = (v: { status: StatusFilter }) => {
    setStatus(v.status);
    setPage(DEFAULT_PAGE);
  };
  const list = useGoodsFlowReviewList({ ...page, ...(status ? { gfStsCd: status } : {}) });

  const columns: TableColumnsType<TGoodsFlowAdminRow> = [
    { key: 'seller', title: t('goodsFlow.admin.seller'), width: 170, render: (_: unknown, r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'site', title: t('goodsFlow.admin.site'), width: 180, render: (_: unknown, r) => `${r.deliveryLocNm} (${r.deliveryLocCd})` },
    { key: 'carrier', dataIndex: 'deliveryEntrNm', title: t('goodsFlow.admin.carrier'), width: 110 },
    { key: 'contractNo', dataIndex: 'contractNo', title: t('goodsFlow.field.contractNo'), width: 130 },
    { key: 'contractCustNo', dataIndex: 'contractCustNo', title: t('goodsFlow.field.contractCustNo'), width: 110 },
    { key: 'fareType', dataIndex: 'fareTypeNm', title: t('goodsFlow.field.fareType'), width: 100 },
    { key: 'status', title: t('goodsFlow.admin.status'), width: 100, align: 'center', render: (_: unknown, r) => <ContractStatusTag status={r.gfStsCd} /> },
    { key: 'requestDt', title: t('goodsFlow.admin.requestDt'), width: 150, render: (_: unknown, r) => formatDateTime(r.requestDt) || '—' },
  ];

  return (
    <Card title={t('menu.admin.goodsFlowList')} data-testid="gf-admin-page">
      <Form form={form} layout="inline" initialValues={{ status: 'REQUESTED' }} onFinish={search} style={{ marginBottom: 12 }}>
        <Form.Item name="status" label={t('goodsFlow.admin.status')}>
          <Select
            style={{ width: 160 }}
            options={[{ value: '', label: t('form.yn.all') }, ...ZGoodsFlowStatus.options.map((s) => ({ value: s, label: t(`goodsFlow.status.${s}`) }))]}
            onChange={() => form.submit()}
            data-testid="gf-admin-status"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="gf-admin-search">
            {t('form.button.search')}
          </Button>
        </Form.Item>
      </Form>
      {list.error ? (
        <QueryFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TGoodsFlowAdminRow>
          size="small"
          rowKey={(r) => `${r.supplyEntrCd}/${r.deliveryLocCd}`}
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          tableLayout="fixed"
          scroll={{ x: 1050 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('goodsFlow.admin.empty')} /> }}
          onRow={(r) =>
            ({
              onClick: () => setOpened({ supplyEntrCd: r.supplyEntrCd, deliveryLocCd: r.deliveryLocCd }),
              style: { cursor: 'pointer' },
              'data-testid': `gf-admin-row-${r.supplyEntrCd}-${r.deliveryLocCd}`,
            }) as HTMLAttributes<HTMLElement>
          }
          pagination={tablePagination(page, list.data?.totalCnt ?? 0, setPage, {
            showTotal: (total) => <Typography.Text type="secondary">{t('form.total', { count: total })}</Typography.Text>,
          })}
          data-testid="gf-admin-table"
        />
      )}
      <ContractDrawer target={opened} onClose={() => setOpened(null)} onReject={setRejecting} />
      <RejectModal target={rejecting} onClose={() => setRejecting(null)} />
    </Card>
  );
}
