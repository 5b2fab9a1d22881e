import { allowedActions, TRAVEL_ESTIMATE_MACHINE, type TTravelEstimateDetailReply } from '@po/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import type { useTravelEstimateCall } from '../api/travel-estimates';

// The reason dialog (Modal, its form) loads the first time a cancel asks for it: most visits only read.
const ReasonModal = lazyDialog(
  () => import('./reason-modal').then((m) => m.ReasonModal),
  (p) => p.open,
);

/**
 * The estimate's check and cancel, enabled from TRAVEL_ESTIMATE_MACHINE for the seller (request payment sits with
 * the price; paying is the mall's move). A cancel asks for its reason.
 */
export function EstimateActions({ estimate, call }: { estimate: TTravelEstimateDetailReply; call: ReturnType<typeof useTravelEstimateCall> }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const [asking, setAsking] = useState(false);
  const allowed = allowedActions(TRAVEL_ESTIMATE_MACHINE, estimate.estmStatCd, 'seller');
  const pendingOf = (c: string) => call.isPending && call.variables.call === c;

  const run = async (v: Parameters<typeof call.mutateAsync>[0]) => {
    try {
      await call.mutateAsync(v);
      setAsking(false);
      void message.success(t('travelOrder.detail.saved'));
    } catch (error) {
      toastFailure(error, 'travelOrder.msg.saveFailed');
    }
  };

  return (
    <Flex gap={8} wrap data-testid="testm-actions">
      <Button
        disabled={!allowed.includes('check')}
        loading={pendingOf('check')}
        onClick={() => void run({ call: 'check', body: { version: estimate.version } })}
        data-testid="testm-action-check"
      >
        {t('travelOrder.action.check')}
      </Button>
      <Button danger disabled={!allowed.includes('cancel')} onClick={() => setAsking(true)} data-testid="testm-action-cancel">
        {t('travelOrder.action.estimateCancel')}
      </Button>
      <ReasonModal
        open={asking}
        title={t('travelOrder.action.estimateCancel')}
        pending={pendingOf('cancel')}
        onOk={(cancelReason) => void run({ call: 'cancel', body: { version: estimate.version, cancelReason } })}
        onClose={() => setAsking(false)}
      />
    </Flex>
  );
}
