import { ZAdminMonthsRequest, type TAdminMonth } from '@po/contracts';
import { Button, Flex, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useSessionUser } from '@/shared/session/session-user';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useAdminMonths, useConfirmMonth, usePublishMonth } from '../api/admin-months';
import { AdminMonthSellers } from '../components/admin-month-sellers';

const RunProgressModal = lazyDialog(
  () => import('../components/admin-run-progress-modal').then((m) => m.AdminRunProgressModal),
  (p) => p.jobId !== null,
);

const STATUS_COLOR = { NONE: 'default', RUNNING: 'processing', FIXED: 'blue', PUBLISHED: 'green' } as const;
/** Confirm while the month has ended and is not fixed (a RUNNING month is finished by another run). */
export const canConfirm = (m: TAdminMonth) => m.ended && (m.stsCd === 'NONE' || m.stsCd === 'RUNNING');
export const canPublish = (m: TAdminMonth) => m.stsCd === 'FIXED';

interface FilterValues {
  startYm?: string;
  endYm?: string;
}

/**
 * /admin/settlementMonthList: the settlement months (the last 12 by default), each with its run, sellers, payout and
 * fees. An ended month is confirmed (the run, a queue job followed here); a fixed one is published (its commission
 * tax invoices). A row opens its sellers. Each action asks first; a master session only looks.
 */
export function AdminMonthListPage() {
  useMessageNamespaces('calculateAdmin');
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const toastFailure = useFailureToast();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const [form] = Form.useForm<FilterValues>();
  const [period, setPeriod] = useState<FilterValues>({});
  const [opened, setOpened] = useState<string | null>(null);
  const [run, setRun] = useState<{ jobId: string; settleYm: string } | null>(null);
  const months = useAdminMonths(period);
  const confirm = useConfirmMonth();
  const publish = usePublishMonth();

  const askConfirm = (m: TAdminMonth) =>
    modal.confirm({
      title: t('calculateAdmin.month.confirm'),
      content: t('calculateAdmin.month.confirmAsk', { settleYm: m.settleYm }),
      okButtonProps: { 'data-testid': 'month-confirm-ok' },
      onOk: async () => {
        try {
          const { jobId } = await confirm.mutateAsync(m.settleYm);
          void message.success(t('calculateAdmin.month.confirmStarted'));
          setRun({ jobId, settleYm: m.settleYm });
        } catch (error) {
          toastFailure(error);
        }
      },
    });
  const askPublish = (m: TAdminMonth) =>
    modal.confirm({
      title: t('calculateAdmin.month.publish'),
      content: t('calculateAdmin.month.publishAsk', { settleYm: m.settleYm }),
      okButtonProps: { 'data-testid': 'month-publish-ok' },
      onOk: async () => {
        try {
          const reply = await publish.mutateAsync(m.settleYm);
          void message.success(t(reply.late ? 'calculateAdmin.month.publishedLate' : 'calculateAdmin.month.published', { count: reply.invoiceCnt }));
        } catch (error) {
          toastFailure(error);
        }
      },
    });

  const columns: DataColumn<TAdminMonth>[] = [
    { key: 'settleYm', dataIndex: 'settleYm', title: t('calculateAdmin.month.settleYm'), width: 100 },
    {
      key: 'stsCd',
      title: t('calculateAdmin.month.stsCd'),
      width: 100,
      render: (m) => (
        <Tag color={STATUS_COLOR[m.stsCd]} data-testid={`month-status-${m.settleYm}`}>
          {t(`calculateAdmin.month.status.${m.stsCd}`)}
        </Tag>
      ),
    },
    { key: 'sellerCnt', title: t('calculateAdmin.month.sellerCnt'), width: 90, align: 'right', render: (m) => formatNumber(m.sellerCnt) },
    { key: 'rowCnt', title: t('calculateAdmin.month.rowCnt'), width: 90, align: 'right', render: (m) => formatNumber(m.rowCnt) },
    { key: 'payoutAmt', title: t('calculateAdmin.month.payoutAmt'), width: 130, align: 'right', render: (m) => formatNumber(m.payoutAmt) },
    { key: 'feeAmt', title: t('calculateAdmin.month.feeAmt'), width: 120, align: 'right', render: (m) => formatNumber(m.feeAmt) },
    { key: 'confirmDt', title: t('calculateAdmin.month.confirmDt'), width: 110, render: (m) => m.confirmDt ?? '—' },
    { key: 'payDueDt', title: t('calculateAdmin.month.payDueDt'), width: 110, render: (m) => m.payDueDt ?? '—' },
    { key: 'invoiceCnt', title: t('calculateAdmin.month.invoiceCnt'), width: 100, align: 'right', render: (m) => formatNumber(m.invoiceCnt) },
    { key: 'issueDueDt', dataIndex: 'issueDueDt', title: t('calculateAdmin.month.issueDueDt'), width: 110 },
    { key: 'publishedDt', title: t('calculateAdmin.month.publishedDt'), width: 110, render: (m) => (m.publishedDt ? formatDate(m.publishedDt) : '—') },
    ...(viewOnly
      ? []
      : [
          {
            key: 'actions',
            title: '',
            width: 250,
            render: (m: TAdminMonth) => (
              <Flex gap={6} onClick={(e) => e.stopPropagation()}>
                <Button size="small" type="primary" disabled={!canConfirm(m)} onClick={() => askConfirm(m)} data-testid={`month-confirm-${m.settleYm}`}>
                  {t('calculateAdmin.month.confirm')}
                </Button>
                <Button size="small" disabled={!canPublish(m)} onClick={() => askPublish(m)} data-testid={`month-publish-${m.settleYm}`}>
                  {t('calculateAdmin.month.publish')}
                </Button>
              </Flex>
            ),
          },
        ]),
  ];

  const search = (v: FilterValues) => {
    const parsed = ZAdminMonthsRequest.safeParse({ startYm: v.startYm || undefined, endYm: v.endYm || undefined });
    if (parsed.success) setPeriod(parsed.data);
    else void message.error(t((parsed.error.issues[0]?.message ?? 'form.msg.invalid') as never));
  };

  return (
    <Flex vertical gap={16}>
      <Panel title={t('menu.admin.settlementMonthList')} data-testid="months">
        <Form<FilterValues> form={form} layout="inline" onFinish={search} style={{ rowGap: 8, marginBottom: 12 }}>
          <Form.Item name="startYm" label={t('calculateAdmin.month.period')}>
            <Input type="month" style={{ width: 160 }} data-testid="months-start" />
          </Form.Item>
          <Form.Item name="endYm" label="~">
            <Input type="month" style={{ width: 160 }} data-testid="months-end" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" data-testid="months-search">
              {t('form.button.search')}
            </Button>
          </Form.Item>
        </Form>
        {months.error ? (
          <QueryFailed error={months.error} onRetry={() => void months.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={months.data?.list ?? []}
            rowKey={(m) => m.settleYm}
            rowTestId={(m) => `month-row-${m.settleYm}`}
            onRowClick={(m) => setOpened(m.settleYm)}
            loading={months.isFetching}
            empty={t('calculateAdmin.month.empty')}
            scrollX={1500}
            data-testid="months-table"
          />
        )}
      </Panel>
      {opened ? <AdminMonthSellers key={opened} settleYm={opened} /> : null}
      <RunProgressModal jobId={run?.jobId ?? null} settleYm={run?.settleYm ?? ''} onClose={() => setRun(null)} onFinished={() => void months.refetch()} />
    </Flex>
  );
}
