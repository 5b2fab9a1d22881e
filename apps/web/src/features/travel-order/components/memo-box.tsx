import { TRAVEL_LIMITS } from '@po/contracts';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The seller's memo of a reservation or an estimate with its 300-character counter (business-area §9). */
export function MemoBox(p: { value: string; pending: boolean; disabled?: boolean; onSave: (memo: string) => void; testId: string }) {
  const { t } = useTranslation();
  const [memo, setMemo] = useState(p.value);
  return (
    <Flex gap={8} align="flex-start">
      <Input.TextArea
        rows={2}
        value={memo}
        onChange={(e) => setMemo(e.target.value)}
        maxLength={TRAVEL_LIMITS.memoMax}
        showCount
        disabled={p.disabled}
        aria-label={t('travelOrder.field.memo')}
        data-testid={`${p.testId}-text`}
      />
      <Button loading={p.pending} disabled={p.disabled || memo === p.value} onClick={() => p.onSave(memo)} data-testid={`${p.testId}-save`}>
        {t('travelOrder.detail.memoSave')}
      </Button>
    </Flex>
  );
}
