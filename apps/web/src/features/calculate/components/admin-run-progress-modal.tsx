import { Alert, Button, Flex, Modal, Progress } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Text } from '@/shared/ui/typography';
import { useRunJob } from '../api/admin-months';

/** Follows a confirm's run on the queue: progress while it waits and runs, then done or its error. */
export function AdminRunProgressModal({
  jobId,
  settleYm,
  onClose,
  onFinished,
}: {
  jobId: string | null;
  settleYm: string;
  onClose: () => void;
  onFinished: () => void;
}) {
  const { t } = useTranslation();
  const job = useRunJob(jobId);
  const data = job.data;
  const finished = data?.status === 'completed' || data?.status === 'failed';
  const told = useRef(false);
  useEffect(() => {
    if (finished && !told.current) {
      told.current = true;
      onFinished();
    }
  }, [finished, onFinished]);
  const percent = data?.status === 'completed' ? 100 : data?.progressTotal ? Math.floor((data.progressDone / data.progressTotal) * 100) : 0;
  return (
    <Modal
      open={jobId !== null}
      title={`${t('calculateAdmin.month.runTitle')} · ${settleYm}`}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose} data-testid="run-close">
          {t('calculateAdmin.month.close')}
        </Button>,
      ]}
      destroyOnHidden
      data-testid="run-modal"
    >
      {job.error ? <QueryFailed error={job.error} onRetry={() => void job.refetch()} /> : null}
      <Flex vertical gap={12}>
        {data?.status === 'failed' ? (
          <Alert type="error" showIcon title={data.errorMessage ?? t('job.msg.failed')} data-testid="run-failed" />
        ) : data?.status === 'completed' ? (
          <Alert type="success" showIcon title={t('calculateAdmin.month.runDone')} data-testid="run-done" />
        ) : (
          <Text>{t('calculateAdmin.month.runRunning')}</Text>
        )}
        <Progress percent={percent} status={data?.status === 'failed' ? 'exception' : data?.status === 'completed' ? 'success' : 'active'} />
      </Flex>
    </Modal>
  );
}
