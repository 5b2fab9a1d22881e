import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useTravelOrderDetail } from '../api/travel-orders';
import { ReservationLine } from '../components/reservation-line';
import { StatusHistory } from '../components/status-history';

/**
 * /travelOrder/orderDetail/:ordNo: every reservation line of the order with its stay, nights, guests, buyer,
 * request, price, memo and the moves the machine allows the seller now, then the status history.
 */
export function TravelOrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ordNo = '' } = useParams();
  const detail = useTravelOrderDetail(ordNo);

  if (detail.error) return <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <PageSpinner />;
  // Every line's moves in one table, oldest first.
  const history = detail.data.lines.flatMap((l) => l.history).sort((a, b) => a.changedDt.localeCompare(b.changedDt));
  return (
    <Flex vertical gap={12} data-testid="torder-detail-page">
      <Flex justify="space-between" align="center">
        <strong data-testid="torder-detail-ord-no">
          {t('travelOrder.field.ordNo')} {detail.data.ordNo}
        </strong>
        <Button icon={<UnorderedListOutlined />} onClick={() => void navigate('/travelOrder/orderList')}>
          {t('travelOrder.detail.back')}
        </Button>
      </Flex>
      {detail.data.lines.map((l) => (
        <ReservationLine key={l.ordDtlSq} line={l} />
      ))}
      <Panel size="small" title={t('travelOrder.detail.history')}>
        <StatusHistory kind="rsvStsCd" rows={history} withRef />
      </Panel>
    </Flex>
  );
}
