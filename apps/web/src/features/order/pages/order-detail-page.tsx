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
import { useOrderDetail } from '../api/order-detail';
import { DelayNoticeDialog } from '../components/detail/delay-notice-dialog';
import { detailLineColumns } from '../components/detail/detail-line-columns';
import { HistoryDialog } from '../components/detail/history-dialog';
import { ArrivalDialog, UsageDialog } from '../components/detail/info-dialogs';
import { InvoiceDialog } from '../components/detail/invoice-dialog';
import { LineActionButtons, type LineDialog } from '../components/detail/line-action-buttons';
import { MemoDialog } from '../components/detail/memo-dialog';
import { OrderSummary } from '../components/detail/order-summary';

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
