import type { TPromReqState, TPromotionCounts } from '@po/contracts';
import { Flex, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';
import { REQ_STATE_COLOR } from '../model/promotion-texts';

const ALL = 'all';
const TABS = [
  { value: ALL, count: 'total' },
  { value: 'PREPARE', count: 'prepare' },
  { value: 'AGREE', count: 'agree' },
  { value: 'REJECT', count: 'reject' },
] as const;

/**
 * The seller's target products counted by answer (business-area §4: target, awaiting, agreed, rejected) as the
 * list's tabs: a click narrows the list by statusCd, "target" shows every promotion.
 */
export function PromotionCountTabs({
  counts,
  value,
  onChange,
}: {
  counts: TPromotionCounts | undefined;
  value: TPromReqState | undefined;
  onChange: (statusCd: TPromReqState | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      optionType="button"
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? undefined : (e.target.value as TPromReqState))}
      style={{ marginBottom: 12 }}
      data-testid="promotion-counts"
    >
      {TABS.map((tab) => (
        <Radio.Button key={tab.value} value={tab.value}>
          {/* The test id on the visible text: antd puts a Radio.Button's own props on its hidden input. */}
          <span data-testid={`promotion-count-${tab.count}`}>{`${t(`promotion.count.${tab.count}`)} ${formatNumber(counts?.[tab.count] ?? 0)}`}</span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}

/** The same counts as figures (a promotion's detail, the operator's view of one). */
export function PromotionCountFigures({ counts, testId }: { counts: TPromotionCounts | undefined; testId: string }) {
  const { t } = useTranslation();
  const color = { total: 'blue', prepare: REQ_STATE_COLOR.PREPARE, agree: REQ_STATE_COLOR.AGREE, reject: REQ_STATE_COLOR.REJECT } as const;
  return (
    <Flex gap={8} wrap data-testid={testId}>
      {TABS.map((tab) => (
        <Tag key={tab.count} color={color[tab.count]} style={{ fontSize: 14, padding: '4px 10px' }} data-testid={`${testId}-${tab.count}`}>
          {`${t(`promotion.count.${tab.count}`)} ${formatNumber(counts?.[tab.count] ?? 0)}`}
        </Tag>
      ))}
    </Flex>
  );
}
