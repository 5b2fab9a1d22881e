import { PlusOutlined } from '@ant-design/icons';
import { HOLD_KINDS, ZHoldFilter, type THoldRow } from '@po/contracts';
import { Button, Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import type { DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { useHolds, useReleaseHold } from '../api/admin-entries';

const HoldModal = lazyDialog(
  () => import('../components/admin-hold-modal').then((m) => m.AdminHoldModal),
  (p) => p.open,
);
const MemoModal = lazyDialog(
  () => import('../components/admin-memo-modal').then((m) => m.AdminMemoModal),
  (p) => p.open,
);

interface FilterValues {
  seller?: string;
  holdKind?: string;
  state?: string;
}
const BLANK: FilterValues = { seller: '', holdKind: '', state: '' };
const isReleased = (r: THoldRow) => r.releasedDt !== null || r.releasedYm !== null;

/**
 * /admin/settlementHoldList: holds on sellers' payouts, the operator's and the run's (refund rate, termination),
 * newest first, opening on those still held. A hold is released early once, with a memo; the next run pays it out.
 */
export function AdminHoldListPage() {
  useMessageNamespaces('calculateAdmin');
  const { t } = useTranslation();
  const { message } = useFeedback();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const [adding, setAdding] = useState(false);
  const [releasing, setReleasing] = useState<THoldRow | null>(null);
  const list = useListSearch(ZHoldFilter, 'settlementHoldList', { defaults: { state: 'ACTIVE' } });
  const holds = useHolds(list.request);
  const form = useFilterForm<FilterValues>({ ...BLANK, ...list.filters });
  const release = useReleaseHold();

  const columns: DataColumn<THoldRow>[] = [
    ...(viewOnly
      ? []
      : [
          {
            key: 'actions',
            title: '',
            width: 80,
            render: (r: THoldRow) =>
              isReleased(r) ? null : (
                <Button size="small" onClick={() => setReleasing(r)} data-testid={`hold-release-${r.holdSq}`}>
                  {t('calculateAdmin.hold.release')}
                </Button>
              ),
          },
        ]),
    { key: 'holdSq', title: '#', width: 60, align: 'right', render: (r) => r.holdSq },
    { key: 'seller', title: t('calculateAdmin.field.supplyEntrNm'), width: 190, render: (r) => `${r.supplyEntrNm} (${r.supplyEntrCd})` },
    { key: 'kind', title: t('calculateAdmin.field.holdKind'), width: 140, render: (r) => t(`calculate.holdKind.${r.holdKind}` as never) },
    { key: 'amount', title: t('calculateAdmin.field.amount'), width: 110, align: 'right', render: (r) => formatNumber(r.amount) },
    { key: 'reason', dataIndex: 'reason', title: t('calculateAdmin.field.reason'), width: 220, ellipsis: true },
    {
      key: 'state',
      title: t('calculateAdmin.field.state'),
      width: 90,
      render: (r) => <Tag color={isReleased(r) ? 'green' : 'orange'}>{t(`calculateAdmin.hold.state.${isReleased(r) ? 'RELEASED' : 'ACTIVE'}`)}</Tag>,
    },
    { key: 'releaseDueDt', dataIndex: 'releaseDueDt', title: t('calculateAdmin.field.releaseDueDt'), width: 110 },
    { key: 'heldYm', title: t('calculateAdmin.field.heldYm'), width: 100, render: (r) => r.heldYm ?? '—' },
    { key: 'releasedYm', title: t('calculateAdmin.field.releasedYm'), width: 100, render: (r) => r.releasedYm ?? '—' },
    { key: 'releasedDt', title: t('calculateAdmin.field.releasedDt'), width: 150, render: (r) => (r.releasedDt ? formatDateTime(r.releasedDt) : '—') },
    { key: 'releaseMemo', title: t('calculateAdmin.field.releaseMemo'), width: 180, ellipsis: true, render: (r) => r.releaseMemo ?? '' },
    { key: 'createdBy', dataIndex: 'createdBy', title: t('calculateAdmin.field.createdBy'), width: 110 },
    { key: 'createdDt', title: t('calculateAdmin.field.createdDt'), width: 150, render: (r) => formatDateTime(r.createdDt) },
  ];

  const submitRelease = async (releaseMemo: string) => {
    if (!releasing) return;
    await release.mutateAsync({ holdSq: releasing.holdSq, releaseMemo });
    void message.success(t('calculateAdmin.hold.released'));
    setReleasing(null);
  };

  return (
    <ListPage<THoldRow, FilterValues>
      title={t('menu.admin.settlementHoldList')}
      actions={
        viewOnly ? null : (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="hold-add">
            {t('calculateAdmin.hold.add')}
          </Button>
        )
      }
      form={form}
      initialValues={BLANK}
      onSearch={(v) => list.search({ seller: v.seller || undefined, holdKind: v.holdKind || undefined, state: v.state || undefined })}
      filters={
        <>
          <Form.Item name="seller" label={t('calculateAdmin.month.seller')}>
            <Input allowClear maxLength={50} style={{ width: 180 }} data-testid="hold-search-seller" />
          </Form.Item>
          <Form.Item name="holdKind" label={t('calculateAdmin.field.holdKind')}>
            <Select
              style={{ width: 170 }}
              options={[{ value: '', label: t('form.yn.all') }, ...HOLD_KINDS.map((k) => ({ value: k, label: t(`calculate.holdKind.${k}`) }))]}
              data-testid="hold-search-kind"
            />
          </Form.Item>
          <Form.Item name="state" label={t('calculateAdmin.field.state')}>
            <Select
              style={{ width: 120 }}
              options={[
                { value: '', label: t('form.yn.all') },
                ...(['ACTIVE', 'RELEASED'] as const).map((s) => ({ value: s, label: t(`calculateAdmin.hold.state.${s}`) })),
              ]}
              data-testid="hold-search-state"
            />
          </Form.Item>
        </>
      }
      query={holds}
      columns={columns}
      rowKey="holdSq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('calculateAdmin.hold.empty')}
      testId="holds"
      rowTestId={(r) => `hold-row-${r.holdSq}`}
      scrollX={1900}
    >
      <HoldModal open={adding} onClose={() => setAdding(false)} />
      <MemoModal open={releasing !== null} title={t('calculateAdmin.hold.releaseTitle')} onOk={submitRelease} onClose={() => setReleasing(null)} />
    </ListPage>
  );
}
