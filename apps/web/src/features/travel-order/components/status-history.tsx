import type { TTravelStatusHistoryRow as TTravelHistoryRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { DataTable } from '@/shared/ui/data-table';

/** The status moves of a reservation or an estimate, oldest first: when, which, from what to what, who, why. */
export function StatusHistory(p: { kind: 'rsvStsCd' | 'estmStatCd'; rows: TTravelHistoryRow[]; loading?: boolean; withRef?: boolean }) {
  const { t } = useTranslation();
  const status = (s: string | null) => (s ? t(runtimeKey(`travelOrder.${p.kind}.${s}`)) : '-');
  const columns = [
    { key: 'changedDt', title: t('travelOrder.detail.changedDt'), width: 150, render: (r: TTravelHistoryRow) => formatDateTime(r.changedDt) },
    ...(p.withRef ? [{ key: 'refKey', title: t('travelOrder.field.ordDtlSq'), width: 160, render: (r: TTravelHistoryRow) => r.refKey }] : []),
    {
      key: 'fromTo',
      title: `${t('travelOrder.detail.from')} → ${t('travelOrder.detail.to')}`,
      width: 240,
      render: (r: TTravelHistoryRow) => `${status(r.fromStsCd)} → ${status(r.toStsCd)}`,
    },
    { key: 'actor', title: t('travelOrder.detail.actor'), width: 130, render: (r: TTravelHistoryRow) => r.actorNm },
    { key: 'memo', title: t('travelOrder.field.memo'), ellipsis: true, render: (r: TTravelHistoryRow) => r.memo ?? '' },
  ];
  return (
    <DataTable
      data-testid={`${p.kind === 'rsvStsCd' ? 'torder' : 'testm'}-history`}
      columns={columns}
      rows={p.rows}
      rowKey={(r) => `${r.refKey}-${r.changedDt}-${r.action}-${r.toStsCd}`}
      rowTestId={(r) => `history-${r.action}-${r.toStsCd}`}
      loading={p.loading ?? false}
      empty={t('travelOrder.detail.historyEmpty')}
      scrollX={760}
    />
  );
}
