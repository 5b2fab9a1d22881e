import { Empty, Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Panel } from '@/shared/ui/panel';
import type { TChartOption } from './chart-common';

// ECharts loads with the first chart that has data, never with the page itself (the home and the statistic screens).
const EChart = lazy(() => import('./echart').then((m) => ({ default: m.EChart })));

export interface ChartState {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface ChartPanelProps {
  title: ReactNode;
  extra?: ReactNode;
  query: ChartState;
  /** The option to draw, or null for the "no data to provide" state. */
  option: TChartOption | null;
  height: number;
  testId: string;
  /** The "no data to provide" text, in the feature's own namespace. */
  emptyText: string;
}

/** A chart's box with its states: a skeleton while loading, the failure with a retry, no data, the chart. */
export function ChartPanel({ title, extra, query, option, height, testId, emptyText }: ChartPanelProps) {
  const skeleton = <Skeleton active paragraph={{ rows: 5 }} style={{ height }} />;
  let body: ReactNode;
  if (query.isPending) body = skeleton;
  else if (query.error) body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (!option)
    body = (
      <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid={`${testId}-empty`}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );
  else
    body = (
      <Suspense fallback={skeleton}>
        <EChart option={option} height={height} testId={`${testId}-chart`} />
      </Suspense>
    );
  return (
    <Panel
      title={title}
      extra={extra}
      size="small"
      data-testid={testId}
      data-state={query.isPending ? 'loading' : query.error ? 'error' : option ? 'chart' : 'empty'}
    >
      {body}
    </Panel>
  );
}
