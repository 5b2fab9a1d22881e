import { defineStateMachine } from '../common/state-machine.ts';
import type { TTravelEstimateStatCd, TTravelOrderStsCd } from './travel-codes.ts';

/**
 * What happens to a reservation: the seller confirms it; the buyer (through the mall) or the seller asks to cancel
 * it; the cancel is completed; the mall reports the purchase confirmed; the stay ends (travel complete). `toWait` is
 * the status screen's "back to reservation wait", which no state allows (business-area §4).
 */
export const TRAVEL_ORDER_ACTIONS = ['confirm', 'cancelRequest', 'cancel', 'purchaseConfirm', 'complete', 'toWait'] as const;
export type TTravelOrderAction = (typeof TRAVEL_ORDER_ACTIONS)[number];
export type TTravelActor = 'seller' | 'mall' | 'system';

const seller = ['seller'] as const;
const sellerOrMall = ['seller', 'mall'] as const;
const anyone = ['seller', 'mall', 'system'] as const;

/**
 * A reservation's life (business-area §4): confirmed only from wait; cancel request only from wait or confirmed;
 * purchase confirmed only from confirmed; travel complete after the purchase is confirmed; a change back to wait is
 * refused with its own message. A cancel gives the nights' stock back.
 */
export const TRAVEL_ORDER_MACHINE = defineStateMachine<TTravelOrderStsCd, TTravelOrderAction, TTravelActor>({
  states: ['RSV_WAIT', 'RSV_CONFIRM', 'PURCHASE_CONFIRM', 'TRAVEL_COMPLETE', 'CANCEL_REQUEST', 'CANCEL'],
  actions: TRAVEL_ORDER_ACTIONS,
  transitions: [
    { from: 'RSV_WAIT', action: 'confirm', to: 'RSV_CONFIRM', who: seller },
    { from: 'RSV_WAIT', action: 'cancelRequest', to: 'CANCEL_REQUEST', who: sellerOrMall },
    { from: 'RSV_CONFIRM', action: 'cancelRequest', to: 'CANCEL_REQUEST', who: sellerOrMall },
    { from: 'CANCEL_REQUEST', action: 'cancel', to: 'CANCEL', who: sellerOrMall },
    { from: 'RSV_CONFIRM', action: 'purchaseConfirm', to: 'PURCHASE_CONFIRM', who: anyone },
    { from: 'PURCHASE_CONFIRM', action: 'complete', to: 'TRAVEL_COMPLETE', who: anyone },
  ],
  refusals: [
    { actions: ['toWait'], messageKey: 'travelOrder.msg.toWaitRefused' },
    { actions: ['confirm'], messageKey: 'travelOrder.msg.confirmOnlyFromWait' },
    { actions: ['cancelRequest'], messageKey: 'travelOrder.msg.cancelRequestRefused' },
    { actions: ['cancel'], messageKey: 'travelOrder.msg.cancelNotRequested' },
    { actions: ['purchaseConfirm'], messageKey: 'travelOrder.msg.purchaseConfirmOnlyFromConfirmed' },
    { actions: ['complete'], messageKey: 'travelOrder.msg.completeOnlyAfterPurchase' },
  ],
});

/**
 * What happens to an estimate: the seller checks it, then sends it for payment with a price and a payment limit date;
 * the mall reports it paid; the seller or the mall cancels it before it is paid.
 */
export const TRAVEL_ESTIMATE_ACTIONS = ['check', 'requestPayment', 'pay', 'cancel'] as const;
export type TTravelEstimateAction = (typeof TRAVEL_ESTIMATE_ACTIONS)[number];

/** An estimate's life (business-area §4): requested → checked → payment pending → paid | cancelled. */
export const TRAVEL_ESTIMATE_MACHINE = defineStateMachine<TTravelEstimateStatCd, TTravelEstimateAction, TTravelActor>({
  states: ['REQUEST', 'CHECK', 'PAY_WAIT', 'PAID', 'CANCEL'],
  actions: TRAVEL_ESTIMATE_ACTIONS,
  transitions: [
    { from: 'REQUEST', action: 'check', to: 'CHECK', who: seller },
    { from: 'CHECK', action: 'requestPayment', to: 'PAY_WAIT', who: seller },
    { from: 'PAY_WAIT', action: 'pay', to: 'PAID', who: ['mall'] },
    { from: 'REQUEST', action: 'cancel', to: 'CANCEL', who: sellerOrMall },
    { from: 'CHECK', action: 'cancel', to: 'CANCEL', who: sellerOrMall },
    { from: 'PAY_WAIT', action: 'cancel', to: 'CANCEL', who: sellerOrMall },
  ],
  refusals: [
    { actions: ['check'], messageKey: 'travelOrder.msg.checkOnlyFromRequested' },
    { actions: ['requestPayment'], messageKey: 'travelOrder.msg.paymentOnlyFromChecked' },
    { actions: ['pay'], messageKey: 'travelOrder.msg.payOnlyFromPending' },
    { actions: ['cancel'], messageKey: 'travelOrder.msg.estimateClosed' },
  ],
});
