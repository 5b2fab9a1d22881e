import type { TReturnRow } from '@po/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import type { DataColumn } from '@/shared/ui/data-table';

/** A claim's status in words: an exchange's receipt and completion read as an exchange's. */
export function ClaimStatusTag({ row }: { row: Pick<TReturnRow, 'claimType' | 'claimStsCd' | 'claimSq'> }) {
  const { t } = useTranslation();
  const set = row.claimType === 'EXCHANGE' ? 'exchangeStsCd' : 'claimStsCd';
  const color = row.claimStsCd === 'RETURN_DISABLE' ? 'red' : row.claimStsCd === 'RETURN_COMPLETED' ? 'green' : 'blue';
  return (
    <Tag color={color} data-testid={`claim-status-${row.claimSq}`}>
      {t(`order.${set}.${row.claimStsCd}` as never)}
    </Tag>
  );
}

/**
 * The columns the return screens share: the claim, its line and product, quantity, reason, fault party and
 * fees, pickup, hold and dates; `actions` adds the screen's own buttons first.
 */
export function useClaimColumns(opts: { actions?: (r: TReturnRow) => ReactNode; withSeller?: boolean } = {}): DataColumn<TReturnRow>[] {
  const { t } = useTranslation();
  const yn = (v: 'Y' | 'N') => t(v === 'Y' ? 'claim.list.yes' : 'claim.list.no');
  const cols: DataColumn<TReturnRow>[] = [
    ...(opts.actions ? [{ key: 'actions', title: '', width: 230, render: opts.actions }] : []),
    ...(opts.withSeller ? [{ key: 'seller', title: t('claim.field.supplyEntrCd'), width: 110, render: (r: TReturnRow) => r.supplyEntrCd }] : []),
    { key: 'status', title: t('claim.field.status'), width: 120, render: (r) => <ClaimStatusTag row={r} /> },
    { key: 'type', title: t('claim.field.claimType'), width: 80, render: (r) => t(`order.claimType.${r.claimType}`) },
    { key: 'ordNo', title: t('claim.field.ordNo'), width: 170, render: (r) => `${r.ordNo}-${r.ordDtlSq}` },
    { key: 'prod', title: t('claim.field.prod'), width: 200, render: (r) => `${r.prodNm} (${r.prodCd})` },
    { key: 'option', title: t('claim.field.option'), width: 120, render: (r) => [r.optionValue1, r.optionValue2].filter(Boolean).join(' / ') },
    { key: 'qty', title: t('claim.field.qty'), width: 60, align: 'right', render: (r) => formatNumber(r.claimQty) },
    {
      key: 'reason',
      title: t('claim.field.reason'),
      width: 140,
      render: (r) => `${t(`order.reasonCd.${r.reasonCd}`)}${r.reqReason ? ` · ${r.reqReason}` : ''}`,
    },
    { key: 'fault', title: t('claim.field.feeGubun'), width: 110, render: (r) => (r.feeGubun ? t(`order.feeGubun.${r.feeGubun}`) : '-') },
    { key: 'fee', title: t('claim.field.returnFee'), width: 90, align: 'right', render: (r) => formatNumber(r.returnFee) },
    { key: 'gift', title: t('claim.field.gift'), width: 80, render: (r) => (r.giftYn === 'Y' ? `${yn(r.giftYn)} / ${yn(r.giftCheckedYn)}` : '-') },
    { key: 'pickup', title: t('claim.field.pickup'), width: 150, render: (r) => r.rinvoiceNo ?? (r.autoCollectYn === 'Y' ? 'goods-flow' : '') },
    {
      key: 'refund',
      title: t('claim.field.refundAmt'),
      width: 100,
      align: 'right',
      render: (r) => (r.refundAmt === null ? '' : <span data-testid={`claim-refund-${r.claimSq}`}>{formatNumber(r.refundAmt)}</span>),
    },
    { key: 'hold', title: t('claim.field.holdReason'), width: 180, render: (r) => r.holdReason ?? '' },
    { key: 'reqDt', title: t('claim.field.reqDt'), width: 140, render: (r) => formatDateTime(r.reqDt) },
    { key: 'completeDt', title: t('claim.field.completeDt'), width: 140, render: (r) => (r.completeDt ? formatDateTime(r.completeDt) : '') },
  ];
  return cols;
}
