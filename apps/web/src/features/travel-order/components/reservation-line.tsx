import type { TTravelOrderDetailLine } from '@po/contracts';
import { Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { Panel } from '@/shared/ui/panel';
import { Text } from '@/shared/ui/typography';
import { useSaveTravelOrderMemo } from '../api/travel-orders';
import { MemoBox } from './memo-box';
import { ReservationActions } from './reservation-actions';

/** One reservation of the order: the stay, its nights at their prices, the guests, the buyer, the memo, the moves. */
export function ReservationLine({ line }: { line: TTravelOrderDetailLine }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const memo = useSaveTravelOrderMemo();
  const key = `${line.ordNo}-${line.ordDtlSq}`;
  const saveMemo = (text: string) =>
    memo.mutate(
      { ordNo: line.ordNo, ordDtlSq: line.ordDtlSq, version: line.version, memo: text },
      { onSuccess: () => void message.success(t('travelOrder.detail.saved')), onError: (e) => toastFailure(e, 'travelOrder.msg.saveFailed') },
    );
  const nights = line.nights;
  const items = [
    {
      key: 'status',
      label: t('travelOrder.field.status'),
      children: <strong data-testid={`torder-detail-status-${key}`}>{t(`travelOrder.rsvStsCd.${line.rsvStsCd}`)}</strong>,
    },
    { key: 'prodRoom', label: t('travelOrder.field.prodRoom'), children: `${line.prodNm} / ${line.roomNm} × ${line.roomCnt}` },
    {
      key: 'stay',
      label: t('travelOrder.field.stay'),
      children: `${line.checkInDt} ~ ${line.checkOutDt} (${t('travelOrder.list.nights', { count: nights.length })})`,
    },
    {
      key: 'nights',
      label: t('travelOrder.field.nights'),
      span: 3,
      children: (
        <Flex gap={12} wrap data-testid={`torder-nights-${key}`}>
          {nights.map((n) => (
            <span key={n.stayDt}>
              {n.stayDt} <Text type="secondary">{formatNumber(n.price)}</Text>
            </span>
          ))}
        </Flex>
      ),
    },
    { key: 'guest', label: t('travelOrder.field.guest'), children: [line.guestNm, line.guestMobile, line.guestEmail].filter(Boolean).join(' / ') },
    {
      key: 'persons',
      label: t('travelOrder.field.persons'),
      children: `${t('travelOrder.field.adultCnt')} ${line.adultCnt}, ${t('travelOrder.field.childCnt')} ${line.childCnt}`,
    },
    { key: 'buyer', label: t('travelOrder.field.buyer'), children: `${line.buyerNm} / ${line.buyerMobile}` },
    { key: 'ordDt', label: t('travelOrder.field.ordDt'), children: formatDateTime(line.ordDt) },
    { key: 'ordAmt', label: t('travelOrder.field.ordAmt'), children: <span data-testid={`torder-amt-${key}`}>{formatNumber(line.ordAmt)}</span> },
    { key: 'request', label: t('travelOrder.field.rsvRequest'), span: 3, children: line.rsvRequest || '-' },
    ...(line.cancelReason ? [{ key: 'cancelReason', label: t('travelOrder.field.cancelReason'), span: 3, children: line.cancelReason }] : []),
    {
      key: 'memo',
      label: t('travelOrder.field.memo'),
      span: 3,
      children: <MemoBox key={line.version} value={line.memo} pending={memo.isPending} onSave={saveMemo} testId={`torder-memo-${key}`} />,
    },
  ];
  return (
    <Panel
      size="small"
      title={`${t('travelOrder.field.ordDtlSq')} ${line.ordDtlSq}`}
      extra={<ReservationActions lines={[line]} withToWait />}
      data-testid={`torder-line-${key}`}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
    </Panel>
  );
}
