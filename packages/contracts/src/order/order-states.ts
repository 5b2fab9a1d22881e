import { defineStateMachine } from '../common/state-machine.ts';
import { CLAIM_STATUSES, LINE_STATUSES, type TClaimStsCd, type TOrdDtlStsCd, type TOrderActor } from './order-codes.ts';

export const LINE_ACTIONS = ['prepare', 'ship', 'changeInvoice', 'deliver', 'cancel'] as const;
export type TLineAction = (typeof LINE_ACTIONS)[number];

const seller = ['seller'] as const;

/**
 * An order line's life (spec §4). Preparing only from payment complete (an exchange's new line is born
 * preparing: decisions.md); an invoice moves a preparing line to shipping and may be corrected while shipping;
 * delivery comes from the carrier's tracking or by hand; a line is cancelled (99) when its whole quantity is.
 * A partial cancel leaves the status and raises cancelQty.
 */
export const LINE_MACHINE = defineStateMachine<TOrdDtlStsCd, TLineAction, TOrderActor>({
  states: LINE_STATUSES,
  actions: LINE_ACTIONS,
  transitions: [
    { from: '20', action: 'prepare', to: '35', who: seller },
    // The system ships too: the automatic invoice registration of goods-flow sites (decisions.md, issue 12 jobs).
    { from: '35', action: 'ship', to: '50', who: ['seller', 'system'] },
    { from: '50', action: 'changeInvoice', to: '50', who: seller },
    { from: '50', action: 'deliver', to: '60', who: ['seller', 'carrier', 'operator'] },
    { from: '20', action: 'cancel', to: '99', who: ['seller', 'buyer', 'system', 'operator'] },
    { from: '35', action: 'cancel', to: '99', who: ['seller', 'buyer', 'system', 'operator'] },
  ],
  refusals: [
    { actions: ['prepare'], messageKey: 'order.msg.notPreparable' },
    { from: ['20'], actions: ['ship'], messageKey: 'order.msg.prepareFirst' },
    { from: ['60'], actions: ['deliver'], messageKey: 'order.msg.alreadyDelivered' },
    { actions: ['cancel'], messageKey: 'order.msg.cancelNotAllowed' },
    { messageKey: 'order.msg.checkOrderStatus' },
  ],
});

export const CLAIM_ACTIONS = ['collect', 'collectComplete', 'complete', 'hold', 'release', 'withdraw'] as const;
export type TClaimAction = (typeof CLAIM_ACTIONS)[number];

/**
 * A claim's life (spec §4): a return or exchange is received (RETURN_REQUESTED), picked up (RETURN_COLLECT, with a
 * pickup invoice), collected (RETURN_COLLECT_COMPLETED), then completed, or held (RETURN_DISABLE) and handed to the
 * mall's CS centre, who release it back to collected. The buyer or the seller may withdraw it until it is collected.
 * A cancel request is completed by the seller or the next-day job, or withdrawn by the buyer.
 */
export const CLAIM_MACHINE = defineStateMachine<TClaimStsCd, TClaimAction, TOrderActor>({
  states: CLAIM_STATUSES,
  actions: CLAIM_ACTIONS,
  transitions: [
    { from: 'RETURN_REQUESTED', action: 'collect', to: 'RETURN_COLLECT', who: seller },
    { from: 'RETURN_REQUESTED', action: 'collectComplete', to: 'RETURN_COLLECT_COMPLETED', who: seller },
    { from: 'RETURN_COLLECT', action: 'collectComplete', to: 'RETURN_COLLECT_COMPLETED', who: ['seller', 'carrier'] },
    { from: 'RETURN_COLLECT_COMPLETED', action: 'complete', to: 'RETURN_COMPLETED', who: seller },
    { from: 'RETURN_COLLECT_COMPLETED', action: 'hold', to: 'RETURN_DISABLE', who: seller },
    { from: 'RETURN_DISABLE', action: 'release', to: 'RETURN_COLLECT_COMPLETED', who: ['operator'] },
    { from: 'RETURN_REQUESTED', action: 'withdraw', to: 'RETURN_WITHDRAWN', who: ['buyer', 'seller'] },
    { from: 'RETURN_COLLECT', action: 'withdraw', to: 'RETURN_WITHDRAWN', who: ['buyer', 'seller'] },
    { from: 'CANCEL_REQUESTED', action: 'complete', to: 'CANCEL_COMPLETED', who: ['seller', 'system'] },
    // The system withdraws a sold-out cancel request whose line was shipped before the next-day job came.
    { from: 'CANCEL_REQUESTED', action: 'withdraw', to: 'CANCEL_WITHDRAWN', who: ['buyer', 'system'] },
  ],
  refusals: [
    { from: ['RETURN_DISABLE'], actions: ['complete', 'collect', 'collectComplete'], messageKey: 'order.msg.onHold' },
    { from: ['RETURN_REQUESTED', 'RETURN_COLLECT'], actions: ['complete', 'hold'], messageKey: 'order.msg.notCollected' },
    { from: ['RETURN_DISABLE'], actions: ['hold'], messageKey: 'order.msg.alreadyHeld' },
    { actions: ['release'], messageKey: 'order.msg.notHeld' },
    { actions: ['withdraw'], messageKey: 'order.msg.withdrawNotAllowed' },
    { actions: ['complete', 'collect', 'collectComplete'], messageKey: 'order.msg.recoveryRefused' },
    { messageKey: 'order.msg.checkOrderStatus' },
  ],
});
