import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@/shared/ui/typography';

/**
 * "Download Excel": the file of exactly what the table shows (the same filters, every row). The button spins while
 * the server writes the file and cannot be pressed twice; a failure (the client's toast already names it) also stays
 * beside the button until the next try.
 */
export function StatExcelButton({ onDownload, disabled, testId }: { onDownload: () => Promise<unknown>; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const run = async () => {
    setState('busy');
    try {
      await onDownload();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Flex gap={8} align="center">
      {state === 'failed' && (
        <Text type="danger" role="alert" data-testid={`${testId}-failed`}>
          {t('statistic.msg.downloadFailed')}
        </Text>
      )}
      <Button icon={<DownloadOutlined />} loading={state === 'busy'} disabled={disabled} onClick={() => void run()} data-testid={testId}>
        {t('statistic.button.excel')}
      </Button>
    </Flex>
  );
}
