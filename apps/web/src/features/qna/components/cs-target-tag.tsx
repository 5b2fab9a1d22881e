import type { TSupplyCsRow } from '@po/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The 4-hour target of an inquiry: answered within it, answered over it (with the minutes), or overdue while waiting. */
export function CsTargetTag({ row }: { row: Pick<TSupplyCsRow, 'supplyCsSq' | 'stsCd' | 'inTargetYn' | 'overdueYn' | 'rspnMinutes'> }) {
  const { t } = useTranslation();
  const id = `cs-target-${row.supplyCsSq}`;
  if (row.stsCd === 'ANSWERED')
    return (
      <Tag color={row.inTargetYn === 'Y' ? 'green' : 'orange'} data-testid={id}>
        {t(row.inTargetYn === 'Y' ? 'qna.list.inTarget' : 'qna.list.outTarget')} · {t('qna.list.minutes', { count: row.rspnMinutes ?? 0 })}
      </Tag>
    );
  return row.overdueYn === 'Y' ? (
    <Tag color="red" data-testid={id}>
      {t('qna.list.overdue')}
    </Tag>
  ) : (
    <span data-testid={id}>-</span>
  );
}
