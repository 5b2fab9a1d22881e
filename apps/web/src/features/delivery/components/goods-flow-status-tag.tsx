import type { TGoodsFlowStatus } from '@po/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TGoodsFlowStatus, string> = { REGISTERED: 'blue', REQUESTED: 'gold', APPROVED: 'green', REJECTED: 'red' };

/** A goods-flow status; no contract shows "not registered". */
export function GoodsFlowStatusTag({ status, testId }: { status: TGoodsFlowStatus | null; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={status ? COLOR[status] : 'default'} data-testid={testId} data-status={status ?? 'NONE'}>
      {t(`goodsFlow.status.${status ?? 'NONE'}`)}
    </Tag>
  );
}
