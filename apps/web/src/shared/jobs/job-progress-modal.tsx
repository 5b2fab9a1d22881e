import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Space } from 'antd';
import { Text } from '@/shared/ui/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailed } from '@/shared/ui/query-failed';
import { downloadJobFile } from './download-job-file';
import { useJobStatus } from './job-status';

export interface JobProgressModalProps {
  jobId: string;
  title: string;
  onClose: () => void;
}

/** Follows one job: a progress bar while it waits and runs, then its file to save, or its error. */
export function JobProgressModal({ jobId, title, onClose }: JobProgressModalProps) {
  const { t } = useTranslation();
  const job = useJobStatus(jobId);
  const [saving, setSaving] = useState(false);
  const data = job.data;
  const percent = data?.status === 'completed' ? 100 : data?.progressTotal ? Math.floor((data.progressDone / data.progressTotal) * 100) : 0;

  const save = async () => {
    setSaving(true);
    try {
      await downloadJobFile(jobId, data?.fileNm ?? undefined);
    } catch {
      // The download's own failure toast has told the user.
    } finally {
      setSaving(false);
    }
  };

  const footer = [
    data?.fileReady ? (
      <Button key="save" type="primary" icon={<DownloadOutlined />} loading={saving} onClick={() => void save()} data-testid="job-download">
        {t('job.excel.download')}
      </Button>
    ) : null,
    <Button key="close" onClick={onClose} data-testid="job-close">
      {t('job.excel.close')}
    </Button>,
  ];

  return (
    <Modal open title={title} onCancel={onClose} footer={footer} maskClosable={false} destroyOnHidden data-testid="job-modal">
      {job.error && !data ? (
        <QueryFailed error={job.error} onRetry={() => void job.refetch()} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Text data-testid="job-status" data-status={data?.status ?? 'loading'}>
            {data?.status === 'completed' ? t('job.excel.ready') : data?.status === 'failed' ? t('job.status.failed') : t('job.excel.preparing')}
          </Text>
          <Progress
            percent={percent}
            status={data?.status === 'failed' ? 'exception' : data?.status === 'completed' ? 'success' : 'active'}
            data-testid="job-progress"
          />
          {data?.progressTotal !== null && data?.progressTotal !== undefined ? (
            <Text type="secondary" data-testid="job-count">
              {t('job.excel.progress', { done: data.progressDone, total: data.progressTotal })}
            </Text>
          ) : null}
          {data?.errorMessage ? <Alert type="error" showIcon message={data.errorMessage} data-testid="job-error" /> : null}
        </Space>
      )}
    </Modal>
  );
}
