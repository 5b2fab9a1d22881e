import type { TDeliveryPolicyHistoryRow } from '@po/contracts';
import { Empty, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { Paragraph, Text } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import { DEFAULT_PAGE, tablePagination, type PageState } from '@/shared/pagination';
import { QueryFailed } from '@/shared/ui/query-failed';
import { usePolicyHistory } from '../api/policy-history';
import { replacedColumns, type HistoryField } from '../model/policy-history';

const REPLACED_STYLE = { background: '#fff1b8', padding: '0 4px', borderRadius: 2 } as const;

/** A value cell: highlighted when the next version replaced it. */
function Cell({ row, field, children }: { row: TDeliveryPolicyHistoryRow; field: HistoryField; children: ReactNode }) {
  const { t } = useTranslation();
  if (!replacedColumns(row).has(field)) return <>{children}</>;
  return (
    <Tooltip title={t('dlcst.history.replacedBy', { name: row.changedNm ?? '', date: formatDateTime(row.changedDt) })}>
      <mark style={REPLACED_STYLE} data-testid={`history-changed-${row.dlcstPlcySeq}-${field}`}>
        {children}
      </mark>
    </Tooltip>
  );
}

/**
 * Every version of a policy, the current one first: who wrote it when, and on earlier versions the
 * values the next version changed (highlighted), with who changed them and when.
 */
export function PolicyHistory({ dlcstPlcyCd }: { dlcstPlcyCd: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<PageState>(DEFAULT_PAGE);
  const history = usePolicyHistory(dlcstPlcyCd, page);
  const won = (n: number) => formatWon(n, currentLanguage());
  const cell = (field: HistoryField, render: (r: TDeliveryPolicyHistoryRow) => ReactNode) => ({
    key: field,
    title: t(`dlcst.field.${field}`),
    render: (_: unknown, r: TDeliveryPolicyHistoryRow) => (
      <Cell row={r} field={field}>
        {render(r)}
      </Cell>
    ),
  });

  const columns: TableColumnsType<TDeliveryPolicyHistoryRow> = [
    {
      key: 'seq',
      title: t('dlcst.history.version'),
      width: 90,
      fixed: 'left',
      render: (_: unknown, r) => (
        <>
          <span data-testid="history-version">{`v${r.dlcstPlcySeq}`}</span> {r.currentYn === 'Y' && <Tag color="red">{t('dlcst.history.current')}</Tag>}
        </>
      ),
    },
    cell('dlcstPlcyTitl', (r) => r.dlcstPlcyTitl),
    cell('plcyTypeCd', (r) => r.plcyTypeNm),
    cell('period', (r) => `${r.strtDt} ~ ${r.endDt}`),
    cell('dlcstTypeCd', (r) => r.dlcstTypeNm),
    cell('dlcst', (r) => won(r.dlcst)),
    cell('dlcstLevyStdrAmt', (r) => won(r.dlcstLevyStdrAmt)),
    cell('inmnDlcst', (r) => won(r.inmnDlcst)),
    cell('jejuDlcst', (r) => won(r.jejuDlcst)),
    cell('rtrnDlcst', (r) => won(r.rtrnDlcst)),
    cell('exchDlcst', (r) => won(r.exchDlcst)),
    cell('useYn', (r) => t(`form.yn.${r.useYn}`)),
    {
      key: 'written',
      title: t('dlcst.history.written'),
      width: 150,
      render: (_: unknown, r) => <Text style={{ fontSize: 12 }}>{`${r.upNm} · ${formatDateTime(r.upDt)}`}</Text>,
    },
    {
      key: 'replaced',
      title: t('dlcst.history.replaced'),
      width: 150,
      render: (_: unknown, r) => (r.changedDt ? <Text style={{ fontSize: 12 }}>{`${r.changedNm ?? ''} · ${formatDateTime(r.changedDt)}`}</Text> : '—'),
    },
  ];

  return (
    <Panel title={t('dlcst.history.title')} size="small" data-testid="policy-history">
      <Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('dlcst.history.legend')}
      </Paragraph>
      {history.error ? (
        <QueryFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <Table<TDeliveryPolicyHistoryRow>
          size="small"
          rowKey="dlcstPlcySeq"
          columns={columns}
          dataSource={history.data?.list ?? []}
          loading={history.isFetching}
          scroll={{ x: 1500 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dlcst.history.empty')} /> }}
          pagination={tablePagination(page, history.data?.totalCnt ?? 0, setPage, { size: 'small' })}
          data-testid="policy-history-table"
        />
      )}
    </Panel>
  );
}
