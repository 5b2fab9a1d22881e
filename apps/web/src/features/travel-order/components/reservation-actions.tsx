import { allowedActions, TRAVEL_ORDER_MACHINE, type TTravelOrderAction, type TTravelOrderStsCd } from '@po/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { useTravelOrderMove } from '../api/travel-orders';

// The reason dialog (Modal, its form) loads the first time a cancel asks for it: most visits only read.
const ReasonModal = lazyDialog(
  () => import('./reason-modal').then((m) => m.ReasonModal),
  (p) => p.open,
);

export interface ReservationRef {
  ordNo: string;
  ordDtlSq: number;
  rsvStsCd: TTravelOrderStsCd;
  version: number;
}

/** The seller's moves in the screen's order. */
const BUTTONS: readonly TTravelOrderAction[] = ['confirm', 'cancelRequest', 'cancel', 'purchaseConfirm', 'complete'];
const WITH_REASON: ReadonlySet<TTravelOrderAction> = new Set(['cancelRequest', 'cancel']);

/** Whether every chosen reservation allows the seller this move (TRAVEL_ORDER_MACHINE): what enables its button. */
export const sellerMayAll = (lines: readonly ReservationRef[], action: TTravelOrderAction) =>
  lines.length > 0 && lines.every((l) => allowedActions(TRAVEL_ORDER_MACHINE, l.rsvStsCd, 'seller').includes(action));

/**
 * The status moves of the chosen reservations (the list's bulk bar, a detail line's buttons): a button is enabled
 * when the machine lets the seller make the move from every chosen line's status; a cancel asks for its reason.
 * `withToWait` offers "back to reservation wait", which no status allows: the server's refusal shows (§4).
 */
export function ReservationActions({ lines, onDone, withToWait = false }: { lines: readonly ReservationRef[]; onDone?: () => void; withToWait?: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const toastFailure = useFailureToast();
  const move = useTravelOrderMove();
  const [asking, setAsking] = useState<TTravelOrderAction | null>(null);

  const run = async (action: TTravelOrderAction, reason = '') => {
    try {
      const reply = await move.mutateAsync({ action, lines: lines.map(({ ordNo, ordDtlSq, version }) => ({ ordNo, ordDtlSq, version })), reason });
      setAsking(null);
      onDone?.();
      if (reply.failed.length === 0) void message.success(t('travelOrder.list.done', { count: reply.ok.length }));
      else if (reply.ok.length === 0 && reply.failed.length === 1) void message.error(reply.failed[0]!.message, 5);
      else
        modal.warning({
          title: t('travelOrder.list.bulkResult', { ok: reply.ok.length, failed: reply.failed.length }),
          content: reply.failed.map((f) => `${f.ordNo}-${f.ordDtlSq}: ${f.message}`).join('\n'),
        });
    } catch (error) {
      toastFailure(error, 'travelOrder.msg.saveFailed');
    }
  };
  const press = (action: TTravelOrderAction) => (WITH_REASON.has(action) ? setAsking(action) : void run(action));

  return (
    <Flex gap={8} wrap data-testid="torder-actions">
      {BUTTONS.map((a) => (
        <Button
          key={a}
          disabled={!sellerMayAll(lines, a)}
          loading={move.isPending && move.variables.action === a}
          onClick={() => press(a)}
          data-testid={`torder-action-${a}`}
        >
          {t(`travelOrder.action.${a}`)}
        </Button>
      ))}
      {withToWait ? (
        <Button disabled={lines.length === 0} onClick={() => void run('toWait')} data-testid="torder-action-toWait">
          {t('travelOrder.action.toWait')}
        </Button>
      ) : null}
      <ReasonModal
        open={asking !== null}
        title={asking ? t(`travelOrder.action.${asking}`) : ''}
        pending={move.isPending}
        onOk={(reason) => asking && void run(asking, reason)}
        onClose={() => setAsking(null)}
      />
    </Flex>
  );
}
