import type { TOrderDetailReply } from '@po/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { Panel } from '@/shared/ui/panel';

/** The order's buyer-side facts and the recipient (the mall's, shared by the order's sellers). */
export function OrderSummary({ order }: { order: TOrderDetailReply }) {
  const { t } = useTranslation();
  const items = [
    { key: 'ordNo', label: t('orderDetail.ordNo'), children: order.ordNo },
    { key: 'ordDt', label: t('orderDetail.ordDt'), children: formatDateTime(order.ordDt) },
    { key: 'payDt', label: t('orderDetail.payDt'), children: formatDateTime(order.payDt) },
    {
      key: 'payKind',
      label: t('orderDetail.payKind'),
      children: `${t(runtimeKey(`order.payKindCd.${order.payKindCd}`))}${order.openMarketYn === 'Y' ? ` · ${t('orderDetail.openMarket')}` : ''}`,
    },
    { key: 'buyer', label: t('orderDetail.buyer'), children: order.buyerNm },
  ];
  const recipient = [
    { key: 'rcpNm', label: t('orderDetail.rcpNm'), children: order.rcpNm },
    { key: 'rcpMobile', label: t('orderDetail.rcpMobile'), children: order.rcpMobile },
    { key: 'address', label: t('orderDetail.address'), children: `(${order.rcpZip}) ${order.fixAddr} ${order.dtlAddr}`, span: 2 },
    { key: 'ordMemo', label: t('orderDetail.ordMemo'), children: order.ordMemo || '-', span: 2 },
    ...(order.puniPassNo ? [{ key: 'puniPassNo', label: t('orderDetail.puniPassNo'), children: order.puniPassNo }] : []),
  ];
  return (
    <>
      <Panel size="small" title={t('orderDetail.summary')} data-testid="order-summary">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      </Panel>
      <Panel size="small" title={t('orderDetail.recipient')} data-testid="order-recipient">
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={recipient} />
      </Panel>
    </>
  );
}
