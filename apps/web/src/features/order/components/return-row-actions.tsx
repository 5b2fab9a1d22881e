import type { TReturnRow } from '@po/contracts';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

export type RowPopup = 'collect' | 'fees' | 'hold';

/** The buttons of one return by its status (spec §4): what may be done next, one item at a time. */
export function ReturnRowActions(p: {
  row: TReturnRow;
  viewOnly: boolean;
  onPopup: (kind: RowPopup) => void;
  onRun: (kind: 'collectComplete' | 'complete' | 'withdraw') => void;
}) {
  const { t } = useTranslation();
  if (p.viewOnly) return null;
  const s = p.row.claimStsCd;
  const id = p.row.claimSq;
  const button = (key: string, onClick: () => void, primary = false) => (
    <Button key={key} size="small" type={primary ? 'primary' : 'default'} onClick={onClick} data-testid={`claim-${key}-${id}`}>
      {t(`claim.action.${key}` as never)}
    </Button>
  );
  const buttons = [];
  if (s === 'RETURN_REQUESTED') buttons.push(button('collect', () => p.onPopup('collect'), true));
  if (s === 'RETURN_REQUESTED' || s === 'RETURN_COLLECT') buttons.push(button('collectComplete', () => p.onRun('collectComplete')));
  if (s === 'RETURN_REQUESTED' || s === 'RETURN_COLLECT' || s === 'RETURN_COLLECT_COMPLETED') buttons.push(button('fees', () => p.onPopup('fees')));
  if (s === 'RETURN_COLLECT_COMPLETED') {
    buttons.push(button('complete', () => p.onRun('complete'), true));
    buttons.push(button('hold', () => p.onPopup('hold')));
  }
  if (s === 'RETURN_REQUESTED' || s === 'RETURN_COLLECT') buttons.push(button('withdraw', () => p.onRun('withdraw')));
  return (
    <Flex gap={4} wrap>
      {buttons}
    </Flex>
  );
}
