import { HistoryOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { TOrderDetailLine } from '@po/contracts';
import { Button, Flex, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { DataTable } from '@/shared/ui/data-table';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { useOrderDetail } from '../api/order-detail';
import { detailLineColumns } from '../components/detail/detail-line-columns';
import { LineActionButtons, type LineDialog } from '../components/detail/line-action-buttons';
import { OrderSummary } from '../components/detail/order-summary';

// The popups (their forms, the date picker, the carrier select) load the first time one opens: most visits read.
const withLine = (p: { line: TOrderDetailLine | null }) => p.line !== null;
const HistoryDialog = lazyDialog(
  () => import('../components/detail/history-dialog').then((m) => m.HistoryDialog),
  (p) => p.open,
);
const UsageDialog = lazyDialog(
  () => import('../components/detail/info-dialogs').then((m) => m.UsageDialog),
  (p) => p.kind !== null,
);
const ArrivalDialog = lazyDialog(() => import('../components/detail/info-dialogs').then((m) => m.ArrivalDialog), withLine);
const InvoiceDialog = lazyDialog(() => import('../components/detail/invoice-dialog').then((m) => m.InvoiceDialog), withLine);
const MemoDialog = lazyDialog(() => import('../components/detail/memo-dialog').then((m) => m.MemoDialog), withLine);
const DelayNoticeDialog = lazyDialog(() => import('../components/detail/delay-notice-dialog').then((m) => m.DelayNoticeDialog), withLine);

/**
 * /order/orderDetail/:ordNo: the order's facts, the recipient, and the seller's own lines with the actions each
 * allows now (from the reply), and the popups: state history, expected arrival, coupon and e-gift mileage usage,
 * invoice, memo, delay notice; sold-out registration asks for confirmation.
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ordNo = '' } = useParams();
  const detail = useOrderDetail(ordNo);
  const [open, setOpen] = useState<{ dialog: LineDialog; ordDtlSq: number } | null>(null);
  const [popup, setPopup] = useState<'history' | 'coupon' | 'egm' | null>(null);
  const columns = useMemo(() => detailLineColumns(t), [t]);

  if (detail.error) return <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <PageSpinner />;
  const order = detail.data;
  const refetch = () => void detail.refetch();
  // The dialog reads the line as last fetched, so it sends the version the screen shows.
  const lineFor = (d: LineDialog): TOrderDetailLine | null => (open?.dialog === d ? (order.lines.find((l) => l.ordDtlSq === open.ordDtlSq) ?? null) : null);
  const close = () => setOpen(null);

  const actionsColumn = {
    key: 'actions',
    title: t('orderDetail.actions'),
    width: 260,
    render: (l: TOrderDetailLine) => <LineActionButtons line={l} onOpen={(dialog) => setOpen({ dialog, ordDtlSq: l.ordDtlSq })} onDone={refetch} />,
  };

  return (
    <Flex vertical gap={12} data-testid="order-detail-page">
      <Flex justify="space-between" wrap gap={8}>
        <Space wrap>
          <Button icon={<HistoryOutlined />} onClick={() => setPopup('history')} data-testid="open-history">
            {t('orderDetail.history')}
          </Button>
          <Button onClick={() => setPopup('coupon')} data-testid="open-coupon">
            {t('orderDetail.couponUsage')}
          </Button>
          <Button onClick={() => setPopup('egm')} data-testid="open-egm">
            {t('orderDetail.egmUsage')}
          </Button>
        </Space>
        <Button icon={<UnorderedListOutlined />} onClick={() => void navigate('/order/orderList')}>
          {t('form.button.list')}
        </Button>
      </Flex>
      <OrderSummary order={order} />
      <Panel size="small" title={t('orderDetail.lines')}>
        <DataTable
          data-testid="detail-lines"
          columns={[...columns, actionsColumn]}
          rows={order.lines}
          rowKey={(l) => l.ordDtlSq}
          rowTestId={(l) => `detail-line-${l.ordDtlSq}`}
          loading={detail.isFetching}
          empty={t('orderDetail.empty')}
          scrollX={1500}
        />
      </Panel>
      <HistoryDialog ordNo={ordNo} open={popup === 'history'} onClose={() => setPopup(null)} />
      <UsageDialog kind={popup === 'coupon' || popup === 'egm' ? popup : null} lines={order.lines} onClose={() => setPopup(null)} />
      <ArrivalDialog line={lineFor('arrival')} onClose={close} />
      <InvoiceDialog line={lineFor('invoice')} onClose={close} />
      <MemoDialog line={lineFor('memo')} onClose={close} />
      <DelayNoticeDialog line={lineFor('delayNotice')} onClose={close} />
    </Flex>
  );
}
