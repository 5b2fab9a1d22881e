import { defineStateMachine } from '../common/state-machine.ts';
import type { TBrandStatus } from './brand-codes.ts';

export const BRAND_ACTIONS = ['approve', 'reject', 'updateSettings'] as const;
export type TBrandAction = (typeof BRAND_ACTIONS)[number];
/** The seller requests and keeps its brand's settings; the mall's MD (an operator) decides. */
export type TBrandActor = 'seller' | 'operator';

const seller = ['seller'] as const;
const operator = ['operator'] as const;

/**
 * A brand request's life (spec business §4 "Brand request: pending until MD approval"). A request is
 * created PENDING; only a pending one is decided; only an approved brand has settings to change.
 */
export const BRAND_REQUEST_MACHINE = defineStateMachine<TBrandStatus, TBrandAction, TBrandActor>({
  states: ['PENDING', 'APPROVED', 'REJECTED'],
  actions: BRAND_ACTIONS,
  transitions: [
    { from: 'PENDING', action: 'approve', to: 'APPROVED', who: operator },
    { from: 'PENDING', action: 'reject', to: 'REJECTED', who: operator },
    { from: 'APPROVED', action: 'updateSettings', to: 'APPROVED', who: seller },
  ],
  refusals: [
    { actions: ['approve', 'reject'], messageKey: 'brand.msg.notPending' },
    { actions: ['updateSettings'], messageKey: 'brand.msg.notApproved' },
  ],
});
