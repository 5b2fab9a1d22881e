import type { TBrandStatus } from '@po/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TBrandStatus, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };

/** A brand request's MD approval: awaiting, approved, rejected. */
export function BrandStatusTag({ status, testId }: { status: TBrandStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid={testId} data-status={status}>
      {t(`brand.status.${status}`)}
    </Tag>
  );
}
