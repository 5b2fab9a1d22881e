import { defineStateMachine } from '../common/state-machine.ts';
import { type TConfirmStsCd, type TProdStsCd } from './product-codes.ts';

export const PRODUCT_ACTIONS = ['approve', 'reject', 'resubmit', 'suspend', 'resume', 'soldOut', 'restock'] as const;
export type TProductAction = (typeof PRODUCT_ACTIONS)[number];
/** The seller registers and suspends; the operator (MD) decides; the system follows the stock. */
export type TProductActor = 'seller' | 'operator' | 'system';

const seller = ['seller'] as const;
const operator = ['operator'] as const;
const system = ['system'] as const;

/**
 * A product's life (spec business §4; docs/decisions.md "Product model"). A new product awaits approval
 * (40); the operator approves it (90) or rejects it with a reason (20), and the seller resubmits a rejected
 * one. The seller suspends (70) and resumes a product on sale or sold out; the stock moves 90 and 60 back
 * and forth by itself. Resuming lands on 90 and the stock rule then takes it to 60 if nothing is left.
 */
export const PRODUCT_MACHINE = defineStateMachine<TProdStsCd, TProductAction, TProductActor>({
  states: ['20', '40', '60', '70', '90'],
  actions: PRODUCT_ACTIONS,
  transitions: [
    { from: '40', action: 'approve', to: '90', who: operator },
    { from: '40', action: 'reject', to: '20', who: operator },
    { from: '20', action: 'resubmit', to: '40', who: seller },
    { from: '90', action: 'suspend', to: '70', who: seller },
    { from: '60', action: 'suspend', to: '70', who: seller },
    { from: '70', action: 'resume', to: '90', who: seller },
    { from: '90', action: 'soldOut', to: '60', who: system },
    { from: '60', action: 'restock', to: '90', who: system },
  ],
  refusals: [
    { actions: ['approve', 'reject'], messageKey: 'product.msg.notAwaiting' },
    { actions: ['resubmit'], messageKey: 'product.msg.notRejected' },
    { from: ['20', '40'], actions: ['suspend', 'resume'], messageKey: 'product.msg.notApproved' },
    { from: ['70'], actions: ['suspend'], messageKey: 'product.msg.alreadySuspended' },
    { actions: ['resume'], messageKey: 'product.msg.notSuspended' },
    { actions: ['soldOut', 'restock'], messageKey: 'product.msg.stockMoveRefused' },
  ],
});

export const PRICE_CHANGE_ACTIONS = ['confirm', 'reject', 'withdraw'] as const;
export type TPriceChangeAction = (typeof PRICE_CHANGE_ACTIONS)[number];

/**
 * A price-change request (spec §3 price-change fields): requested (10) until the operator confirms it (20),
 * which is when the product's prices change, or rejects it (30); the seller may withdraw it while requested (40).
 */
export const PRICE_CHANGE_MACHINE = defineStateMachine<TConfirmStsCd, TPriceChangeAction, 'seller' | 'operator'>({
  states: ['10', '20', '30', '40'],
  actions: PRICE_CHANGE_ACTIONS,
  transitions: [
    { from: '10', action: 'confirm', to: '20', who: operator },
    { from: '10', action: 'reject', to: '30', who: operator },
    { from: '10', action: 'withdraw', to: '40', who: seller },
  ],
  refusals: [{ messageKey: 'product.msg.priceChangeDecided' }],
});
