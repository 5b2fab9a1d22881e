import type { TPlcyStatus } from '@po/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TPlcyStatus, string> = { SCHEDULED: 'blue', ACTIVE: 'green', ENDED: 'default', UNUSED: 'default' };

/** A policy's derived status: scheduled, active, ended, or not in use. */
export function PolicyStatusTag({ status, testId }: { status: TPlcyStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid={testId}>
      {t(`dlcst.status.${status}`)}
    </Tag>
  );
}
