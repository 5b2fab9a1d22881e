import { defineStateMachine } from '../common/state-machine.ts';
import type { TGoodsFlowStatus } from './codes.ts';

export const GOODS_FLOW_ACTIONS = ['edit', 'request', 'delete', 'approve', 'reject'] as const;
export type TGoodsFlowAction = (typeof GOODS_FLOW_ACTIONS)[number];
/** The seller edits and requests; the provider (by default the operator screen) decides. */
export type TGoodsFlowActor = 'seller' | 'operator';

const seller = ['seller'] as const;
const operator = ['operator'] as const;

/**
 * A goods-flow contract's life (spec business §4; docs/decisions.md "Goods-flow contracts"). Registering
 * creates it REGISTERED. While REQUESTED nothing changes but the decision. An APPROVED contract can only be
 * edited (which resubmits it at once) or deleted; editing a REJECTED one makes it REGISTERED again.
 */
export const GOODS_FLOW_MACHINE = defineStateMachine<TGoodsFlowStatus, TGoodsFlowAction, TGoodsFlowActor>({
  states: ['REGISTERED', 'REQUESTED', 'APPROVED', 'REJECTED'],
  actions: GOODS_FLOW_ACTIONS,
  transitions: [
    { from: 'REGISTERED', action: 'edit', to: 'REGISTERED', who: seller },
    { from: 'REGISTERED', action: 'request', to: 'REQUESTED', who: seller },
    { from: 'REGISTERED', action: 'delete', to: null, who: seller },
    { from: 'REJECTED', action: 'edit', to: 'REGISTERED', who: seller },
    { from: 'REJECTED', action: 'request', to: 'REQUESTED', who: seller },
    { from: 'REJECTED', action: 'delete', to: null, who: seller },
    { from: 'APPROVED', action: 'edit', to: 'REQUESTED', who: seller },
    { from: 'APPROVED', action: 'delete', to: null, who: seller },
    { from: 'REQUESTED', action: 'approve', to: 'APPROVED', who: operator },
    { from: 'REQUESTED', action: 'reject', to: 'REJECTED', who: operator },
  ],
  refusals: [
    { actions: ['approve', 'reject'], messageKey: 'goodsFlow.msg.notAwaiting' },
    { from: ['REQUESTED'], messageKey: 'goodsFlow.msg.awaiting' },
    { from: ['APPROVED'], actions: ['request'], messageKey: 'goodsFlow.msg.approvedOnly' },
  ],
});
