import { Text } from '@/shared/ui/typography';
import { ClockCircleOutlined } from '@ant-design/icons';

import { useTranslation } from 'react-i18next';
import { formatMmSs, type CountdownState } from '@/shared/hooks/countdown';

/** mm:ss while the code is valid; the expiry message (step2.msg.msg6) once it reached zero. */
export function CodeCountdown({ state, testId }: { state: CountdownState; testId: string }) {
  const { t } = useTranslation();
  if (!state.running && !state.expired) return null;
  return (
    <Text type={state.expired ? 'danger' : 'secondary'} data-testid={testId} role="timer" aria-live="off">
      <ClockCircleOutlined aria-hidden /> {formatMmSs(state.remaining)}
      {state.expired ? ` ${t('step2.msg.msg6')}` : ''}
    </Text>
  );
}
