import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Panel } from '@/shared/ui/panel';
import { RefreshButton } from './refresh-button';

export interface CardRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export interface CardQuery {
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** A status card of the home: a title, its refresh button and label / count rows. */
export function StatusCard({ title, query, rows, testId }: { title: ReactNode; query: CardQuery; rows: CardRow[] | null; testId: string }) {
  let body: ReactNode;
  if (query.error && !rows) body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (!rows) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else
    body = (
      <dl className="po-home-rows" style={{ margin: 0 }}>
        {rows.map((r) => (
          <div key={r.key} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '4px 0' }}>
            <dt>{r.label}</dt>
            <dd style={{ margin: 0 }}>{r.value}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <Panel
      title={title}
      size="small"
      data-testid={testId}
      extra={<RefreshButton onClick={query.refetch} loading={query.isFetching} testId={`${testId}-refresh`} />}
      style={{ height: '100%' }}
    >
      {body}
    </Panel>
  );
}
