import { ANSWER_STATUSES, type TAnswerStsCd, type TProductQnaListReply } from '@po/contracts';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';

const ALL = 'all';

/** The answer-state tabs with their counts in the search (each state, an empty one too; "all" their sum). */
export function QnaStatusTabs({
  reply,
  value,
  onChange,
}: {
  reply: TProductQnaListReply | undefined;
  value: TAnswerStsCd | undefined;
  onChange: (v: TAnswerStsCd | undefined) => void;
}) {
  const { t } = useTranslation();
  const counts = reply?.statusCounts ?? [];
  const countOf = (cd: TAnswerStsCd) => counts.find((c) => c.answerStsCd === cd)?.cnt ?? 0;
  const all = counts.reduce((n, c) => n + c.cnt, 0);
  return (
    <Radio.Group
      optionType="button"
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? undefined : (e.target.value as TAnswerStsCd))}
      style={{ marginBottom: 12 }}
      data-testid="qna-tabs"
    >
      <Radio.Button value={ALL}>
        <span data-testid="qna-tab-all">{`${t('qna.list.all')} (${formatNumber(all)})`}</span>
      </Radio.Button>
      {ANSWER_STATUSES.map((cd) => (
        <Radio.Button key={cd} value={cd}>
          <span data-testid={`qna-tab-${cd}`}>{`${t(`qna.answerSts.${cd}`)} (${formatNumber(countOf(cd))})`}</span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
