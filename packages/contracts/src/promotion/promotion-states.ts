import { defineStateMachine } from '../common/state-machine.ts';
import type { TPromReqState } from './promotion-codes.ts';

/** What a seller does to a target product: agree to the promotion price, or reject it with a reason. */
export const PROM_AGREEMENT_ACTIONS = ['agree', 'reject'] as const;
export type TPromAgreementAction = (typeof PROM_AGREEMENT_ACTIONS)[number];
export type TPromAgreementActor = 'seller';

const seller = ['seller'] as const;

/**
 * A target product's agreement (business-area §4 "agreement is agree or reject per product"). The seller may change
 * its mind while the request period lasts; afterwards the promotion is read-only (the service refuses with
 * promotion.msg.requestClosed: a rule of the calendar, not of the state).
 */
export const PROMOTION_AGREEMENT_MACHINE = defineStateMachine<TPromReqState, TPromAgreementAction, TPromAgreementActor>({
  states: ['PREPARE', 'AGREE', 'REJECT'],
  actions: PROM_AGREEMENT_ACTIONS,
  transitions: [
    { from: 'PREPARE', action: 'agree', to: 'AGREE', who: seller },
    { from: 'PREPARE', action: 'reject', to: 'REJECT', who: seller },
    { from: 'REJECT', action: 'agree', to: 'AGREE', who: seller },
    { from: 'AGREE', action: 'reject', to: 'REJECT', who: seller },
    { from: 'AGREE', action: 'agree', to: 'AGREE', who: seller },
    { from: 'REJECT', action: 'reject', to: 'REJECT', who: seller },
  ],
  refusals: [],
});
