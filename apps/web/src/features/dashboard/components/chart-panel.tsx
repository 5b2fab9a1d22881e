import { Empty, Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Panel } from '@/shared/ui/panel';
import type { TChartOption } from '../model/chart-common';

// ECharts loads with the first chart that has data, never with the page itself.
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
}

/** A chart's box with its states: a skeleton while loading, the failure with a retry, no data, the chart. */
export function ChartPanel({ title, extra, query, option, height, testId }: ChartPanelProps) {
  const { t } = useTranslation();
  const skeleton = <Skeleton active paragraph={{ rows: 5 }} style={{ height }} />;
  let body: ReactNode;
  if (query.isPending) body = skeleton;
  else if (query.error) body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (!option)
    body = (
      <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid={`${testId}-empty`}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.chart.noData')} />
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
