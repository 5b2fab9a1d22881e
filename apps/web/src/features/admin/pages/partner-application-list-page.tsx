import { SearchOutlined } from '@ant-design/icons';
import { PARTNER_JOIN_STATUS, type TPartnerJoinRow } from '@po/contracts';
import { Button, Card, Empty, Form, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { DEFAULT_PAGE, tablePagination, type PageState } from '@/shared/pagination';
import { QueryFailed } from '@/shared/ui/query-failed';
import { usePartnerJoinList } from '../api/partner-join-review';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

// The application drawer loads when it first opens.
const PartnerJoinDrawer = lazyDialog(
  () => import('../components/partner-join-drawer').then((m) => m.PartnerJoinDrawer),
  (p) => p.applSeq !== null,
);

type StatusFilter = '' | '10' | '20' | '30' | '99';
const STATUSES: StatusFilter[] = [PARTNER_JOIN_STATUS.applied, PARTNER_JOIN_STATUS.entered, PARTNER_JOIN_STATUS.rejected, PARTNER_JOIN_STATUS.closed];
const STATUS_COLOR: Record<string, string> = { '10': 'blue', '20': 'red', '30': 'green', '99': 'default' };

/** /admin/partnerApplicationList: partner applications by status (applied first), a row opens the review drawer. */
export function PartnerApplicationListPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>(PARTNER_JOIN_STATUS.applied);
  const [page, setPage] = useState<PageState>(DEFAULT_PAGE);
  const [opened, setOpened] = useState<number | null>(null);
  const list = usePartnerJoinList({ ...page, ...(status ? { entrStsCd: status } : {}) });

  const columns: TableColumnsType<TPartnerJoinRow> = [
    { key: 'applSeq', dataIndex: 'applSeq', title: t('partnerJoin.field.applSeq'), width: 80 },
    { key: 'status', title: t('partnerJoin.field.entrStsNm'), width: 100, render: (_: unknown, r) => <Tag color={STATUS_COLOR[r.entrStsCd]}>{r.entrStsNm}</Tag> },
    { key: 'bizGb', dataIndex: 'bizGbText', title: t('partnerJoin.field.bizGbText'), width: 110 },
    { key: 'bizNo', dataIndex: 'bizNoText', title: t('partnerJoin.field.bizNoText'), width: 130 },
    { key: 'company', dataIndex: 'supplyEntrNm', title: t('partnerJoin.field.supplyEntrNm'), width: 160 },
    { key: 'owner', dataIndex: 'ownerNm', title: t('partnerJoin.field.ownerNm'), width: 100 },
    { key: 'mgrId', dataIndex: 'mgrId', title: t('partnerJoin.field.mgrId'), width: 130 },
    { key: 'chgNm', dataIndex: 'chgNm', title: t('partnerJoin.field.chgNm'), width: 100 },
    { key: 'regDt', title: t('partnerJoin.field.regDt'), width: 150, render: (_: unknown, r) => formatDateTime(r.regDt) },
    { key: 'supplyEntrCd', title: t('partnerJoin.field.supplyEntrCd'), width: 100, render: (_: unknown, r) => r.supplyEntrCd ?? '—' },
  ];

  return (
    <Card title={t('menu.admin.partnerApplicationList')} data-testid="pj-page">
      <Form
        layout="inline"
        initialValues={{ status: PARTNER_JOIN_STATUS.applied }}
        onFinish={(v: { status: StatusFilter }) => {
          setStatus(v.status);
          setPage(DEFAULT_PAGE);
        }}
        style={{ marginBottom: 12 }}
      >
        <Form.Item name="status" label={t('partnerJoin.field.entrStsNm')}>
          <Select style={{ width: 160 }} options={[{ value: '', label: t('form.yn.all') }, ...STATUSES.map((s) => ({ value: s, label: t(runtimeKey(`partnerJoin.status.${s}`)) }))]} data-testid="pj-status" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="pj-search">
            {t('form.button.search')}
          </Button>
        </Form.Item>
      </Form>
      {list.error ? (
        <QueryFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TPartnerJoinRow>
          size="small"
          rowKey="applSeq"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          tableLayout="fixed"
          scroll={{ x: 1160 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('partnerJoin.empty')} /> }}
          onRow={(r) => ({ onClick: () => setOpened(r.applSeq), style: { cursor: 'pointer' }, 'data-testid': `pj-row-${r.mgrId}` }) as HTMLAttributes<HTMLElement>}
          pagination={tablePagination(page, list.data?.totalCnt ?? 0, setPage, {
            showTotal: (total) => <Typography.Text type="secondary">{t('form.total', { count: total })}</Typography.Text>,
          })}
          data-testid="pj-table"
        />
      )}
      <PartnerJoinDrawer applSeq={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
