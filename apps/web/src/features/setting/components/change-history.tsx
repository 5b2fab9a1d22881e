import { CHANGE_LOG_ENTITIES, type TChangeLogEntity, type TChangeLogRow } from '@po/contracts';
import { Empty, Select, Table, type TableColumnsType } from 'antd';
import { Text } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { DEFAULT_PAGE, tablePagination, type PageState } from '@/shared/pagination';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useAccountHistory } from '../api/account-history';
import { changeFieldLabel, formatChangeValue } from '../model/change-value';

/** One row's changes: field, from, to. */
export function ChangeList({ row }: { row: TChangeLogRow }) {
  const { t } = useTranslation();
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {row.changes.map((c) => (
        <li key={c.field} data-testid={`history-change-${c.field}`}>
          <Text strong>{changeFieldLabel(c.field, t)}</Text> <Text type="secondary">{formatChangeValue(c.field, c.from, t)}</Text> →{' '}
          <Text>{formatChangeValue(c.field, c.to, t)}</Text>
        </li>
      ))}
    </ul>
  );
}

/** Who changed what and when: the company by default, or the sites and goods-flow contracts of the seller. */
export function ChangeHistory() {
  const { t } = useTranslation();
  const [entity, setEntity] = useState<TChangeLogEntity | 'all'>('supplyEntr');
  const [page, setPage] = useState<PageState>(DEFAULT_PAGE);
  const history = useAccountHistory({ ...page, ...(entity === 'all' ? {} : { entity }) });

  const columns: TableColumnsType<TChangeLogRow> = [
    { key: 'changedDt', title: t('setting.history.changedDt'), width: 150, render: (_: unknown, r) => formatDateTime(r.changedDt) },
    { key: 'who', title: t('setting.history.who'), width: 150, render: (_: unknown, r) => `${r.mgrNm} (${r.mgrId})` },
    {
      key: 'entity',
      title: t('setting.history.entity'),
      width: 170,
      render: (_: unknown, r) => `${t(`setting.history.entityName.${r.entity}`, { defaultValue: r.entity })} ${r.entityId}`,
    },
    { key: 'changes', title: t('setting.history.changes'), render: (_: unknown, r) => <ChangeList row={r} /> },
  ];

  return (
    <Panel
      title={t('setting.history.title')}
      size="small"
      extra={
        <Select
          value={entity}
          style={{ width: 160 }}
          onChange={(v) => {
            setEntity(v);
            setPage(DEFAULT_PAGE);
          }}
          options={[
            { value: 'all' as const, label: t('setting.history.entityAll') },
            ...CHANGE_LOG_ENTITIES.map((e) => ({ value: e, label: t(`setting.history.entityName.${e}`) })),
          ]}
          aria-label={t('setting.history.entity')}
          data-testid="history-entity"
        />
      }
    >
      {history.error ? (
        <QueryFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <Table<TChangeLogRow>
          size="small"
          rowKey="changeSq"
          columns={columns}
          dataSource={history.data?.list ?? []}
          loading={history.isFetching}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('setting.history.empty')} /> }}
          pagination={tablePagination(page, history.data?.totalCnt ?? 0, setPage, { size: 'small' })}
          scroll={{ x: 720 }}
          data-testid="account-history"
        />
      )}
    </Panel>
  );
}
