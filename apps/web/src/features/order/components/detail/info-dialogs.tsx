import type { TOrderDetailLine } from '@po/contracts';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { DataTable } from '@/shared/ui/data-table';

/** The expected arrival detail popup: planned dispatch, lead time, expected date, and the delay and its notice. */
export function ArrivalDialog({ line, onClose }: { line: TOrderDetailLine | null; onClose: () => void }) {
  const { t } = useTranslation();
  const l = line;
  const items = l
    ? [
        { key: 'giPrrnDt', label: t('orderDetail.giPrrnDt'), children: formatDate(l.giPrrnDt) },
        { key: 'leadTimeDays', label: t('orderDetail.leadTimeDays'), children: t('orderDetail.days', { n: l.leadTimeDays }) },
        { key: 'deliveryExpectDt', label: t('orderDetail.deliveryExpectDt'), children: formatDate(l.deliveryExpectDt) },
        { key: 'arrivalDelayDay', label: t('orderDetail.arrivalDelayDay'), children: t('orderDetail.days', { n: l.arrivalDelayDay }) },
        { key: 'delayMark', label: t('orderDetail.delayMark'), children: l.delayStsCd ? t(runtimeKey(`order.ordDtlStsCd.${l.delayStsCd}`)) : '-' },
        {
          key: 'delayReason',
          label: t('orderDetail.delayReasonCd'),
          children: l.delayReasonCd ? `${t(runtimeKey(`order.delayReasonCd.${l.delayReasonCd}`))} ${l.delayReason ?? ''}` : '-',
        },
        { key: 'delayNoticeDt', label: t('orderDetail.delayNoticeDt'), children: formatDateTime(l.delayNoticeDt) || '-' },
      ]
    : [];
  return (
    <Modal open={line !== null} title={t('orderDetail.arrival')} onCancel={onClose} footer={null} destroyOnHidden>
      <Descriptions size="small" column={1} bordered items={items} data-testid="arrival-detail" />
    </Modal>
  );
}

/** The coupon usage and the e-gift mileage usage popups: what each of the seller's lines used, and who bore it. */
export function UsageDialog({ kind, lines, onClose }: { kind: 'coupon' | 'egm' | null; lines: TOrderDetailLine[]; onClose: () => void }) {
  const { t } = useTranslation();
  const won = (n: number) => formatWon(n, currentLanguage()) || '0';
  const used = lines.filter((l) => (kind === 'coupon' ? l.couponAmt > 0 : l.egmAmt > 0));
  const line = { key: 'ordDtlSq', title: t('orderDetail.ordDtlSq'), width: 70, render: (l: TOrderDetailLine) => l.ordDtlSq };
  const product = { key: 'prodNm', title: t('orderDetail.product'), ellipsis: true, render: (l: TOrderDetailLine) => l.prodNm };
  const columns =
    kind === 'coupon'
      ? [
          line,
          product,
          { key: 'couponNo', title: t('orderDetail.couponNo'), width: 120, render: (l: TOrderDetailLine) => l.couponNo ?? '-' },
          { key: 'couponNm', title: t('orderDetail.couponNm'), width: 150, render: (l: TOrderDetailLine) => l.couponNm ?? '-' },
          { key: 'couponAmt', title: t('orderDetail.couponAmt'), width: 110, align: 'right' as const, render: (l: TOrderDetailLine) => won(l.couponAmt) },
          { key: 'bearer', title: t('orderDetail.bearer'), width: 120, render: (l: TOrderDetailLine) => t(runtimeKey(`order.bearer.${l.couponBearer}`)) },
        ]
      : [line, product, { key: 'egmAmt', title: t('orderDetail.egmAmt'), width: 140, align: 'right' as const, render: (l: TOrderDetailLine) => won(l.egmAmt) }];
  return (
    <Modal
      open={kind !== null}
      title={kind === 'egm' ? t('orderDetail.egmUsage') : t('orderDetail.couponUsage')}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      <DataTable data-testid="usage-table" columns={columns} rows={used} rowKey={(l) => l.ordDtlSq} empty={t('orderDetail.noData')} />
    </Modal>
  );
}
