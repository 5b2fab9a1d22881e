import type { TGoodsFlowStatus } from '@po/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TGoodsFlowStatus, string> = { REGISTERED: 'blue', REQUESTED: 'gold', APPROVED: 'green', REJECTED: 'red' };

export function ContractStatusTag({ status, testId }: { status: TGoodsFlowStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid={testId} data-status={status}>
      {t(`goodsFlow.status.${status}`)}
    </Tag>
  );
}
