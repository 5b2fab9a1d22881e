import type { TJobStartedReply } from '@po/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIdempotencyKey } from '@/shared/form/idempotency-key';

// The progress modal loads when a job starts, as with the lists' Excel button.
const JobProgressModal = lazy(() => import('@/shared/jobs/job-progress-modal').then((m) => ({ default: m.JobProgressModal })));

/**
 * A button that starts a file job (the statement's PDF or Excel: 202 with the job) and follows it in the shared
 * progress modal until the file can be saved. The lists' ExcelExportButton is the same for a search.
 */
export function JobFileButton({
  label,
  icon,
  start,
  testId,
}: {
  label: string;
  icon: ReactNode;
  start: (idemKey: string) => Promise<TJobStartedReply>;
  testId: string;
}) {
  const keys = useIdempotencyKey();
  const [jobId, setJobId] = useState<string | null>(null);
  const starting = useMutation({
    mutationFn: () => start(keys.keyFor(testId)),
    onSuccess: (reply) => {
      keys.settle();
      setJobId(reply.jobId);
    },
  });
  return (
    <>
      <Button icon={icon} loading={starting.isPending} onClick={() => starting.mutate()} data-testid={testId}>
        {label}
      </Button>
      {jobId ? (
        <Suspense fallback={null}>
          <JobProgressModal jobId={jobId} title={label} onClose={() => setJobId(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
