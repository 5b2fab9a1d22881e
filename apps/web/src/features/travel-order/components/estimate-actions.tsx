import { allowedActions, TRAVEL_ESTIMATE_MACHINE, type TTravelEstimateAction, type TTravelEstimateStatCd } from '@po/contracts';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The seller's estimate moves in the screen's order, with their labels. */
const BUTTONS: readonly { action: TTravelEstimateAction; label: 'check' | 'requestPayment' | 'estimateCancel' }[] = [
  { action: 'check', label: 'check' },
  { action: 'requestPayment', label: 'requestPayment' },
  { action: 'cancel', label: 'estimateCancel' },
];

/** The estimate's buttons, enabled from TRAVEL_ESTIMATE_MACHINE for the seller (paying is the mall's move). */
export function EstimateActions(p: {
  status: TTravelEstimateStatCd;
  pending: TTravelEstimateAction | null;
  onAction: (action: TTravelEstimateAction) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const allowed = allowedActions(TRAVEL_ESTIMATE_MACHINE, p.status, 'seller');
  return (
    <Flex gap={8} wrap data-testid="testm-actions">
      {p.extra}
      {BUTTONS.map((b) => (
        <Button
          key={b.action}
          type={b.action === 'requestPayment' ? 'primary' : 'default'}
          danger={b.action === 'cancel'}
          disabled={!allowed.includes(b.action)}
          loading={p.pending === b.action}
          onClick={() => p.onAction(b.action)}
          data-testid={`testm-action-${b.action}`}
        >
          {t(`travelOrder.action.${b.label}`)}
        </Button>
      ))}
    </Flex>
  );
}
