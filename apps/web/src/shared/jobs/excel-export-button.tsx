import { FileExcelOutlined } from '@ant-design/icons';
import type { TJobStartedReply } from '@po/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '@/shared/form/idempotency-key';

// The progress modal (Modal, Progress) loads when a job starts, not with the list.
const JobProgressModal = lazy(() => import('./job-progress-modal').then((m) => ({ default: m.JobProgressModal })));

export interface ExcelExportButtonProps<F> {
  /** The list's current search: the export writes what the screen would list. */
  filters: F;
  /** Starts the export job (one call of the feature's api/), with the key that makes a retry the same job. */
  start: (filters: F, idemKey: string) => Promise<TJobStartedReply>;
  testId: string;
}

/** The "엑셀 다운로드" button of a list (ListPage's `excel` slot): starts the export and follows it in a modal. */
export function ExcelExportButton<F>({ filters, start, testId }: ExcelExportButtonProps<F>) {
  const { t } = useTranslation();
  const keys = useIdempotencyKey();
  const [jobId, setJobId] = useState<string | null>(null);
  const starting = useMutation({
    mutationFn: (f: F) => start(f, keys.keyFor(f)),
    onSuccess: (reply) => {
      keys.settle();
      setJobId(reply.jobId);
    },
  });
  return (
    <>
      <Button icon={<FileExcelOutlined />} loading={starting.isPending} onClick={() => starting.mutate(filters)} data-testid={testId}>
        {t('job.excel.button')}
      </Button>
      {jobId ? (
        <Suspense fallback={null}>
          <JobProgressModal jobId={jobId} title={t('job.excel.title')} onClose={() => setJobId(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
