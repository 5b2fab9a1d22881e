import { describe, expect, it } from 'vitest';
import { allowedActions, findTransition, refusalKey } from '../common/state-machine.ts';
import { isOnSale, PROD_STATUSES } from './product-codes.ts';
import { PRICE_CHANGE_MACHINE, PRODUCT_MACHINE as m } from './product-states.ts';

// docs/decisions.md "Product model (issue 11)", read as a table.
describe('PRODUCT_MACHINE', () => {
  it('lets the operator decide only a product awaiting approval', () => {
    for (const s of m.states) expect(allowedActions(m, s, 'operator')).toEqual(s === '40' ? ['approve', 'reject'] : []);
    expect(findTransition(m, '40', 'approve')?.to).toBe('90');
    expect(findTransition(m, '40', 'reject')?.to).toBe('20');
  });

  it('lets the seller resubmit a rejected product and suspend or resume an approved one', () => {
    expect(allowedActions(m, '20', 'seller')).toEqual(['resubmit']);
    expect(allowedActions(m, '40', 'seller')).toEqual([]);
    expect(allowedActions(m, '90', 'seller')).toEqual(['suspend']);
    expect(allowedActions(m, '60', 'seller')).toEqual(['suspend']);
    expect(allowedActions(m, '70', 'seller')).toEqual(['resume']);
  });

  it('moves only 90 and 60 by the stock, and only the system does', () => {
    for (const s of m.states) expect(allowedActions(m, s, 'system')).toEqual(s === '90' ? ['soldOut'] : s === '60' ? ['restock'] : []);
  });

  it('names a message key for every move the table lacks', () => {
    for (const s of m.states) for (const a of m.actions) if (!findTransition(m, s, a)) expect(refusalKey(m, s, a), `${s} ${a}`).toMatch(/^product\.msg\./);
    expect(refusalKey(m, '90', 'approve')).toBe('product.msg.notAwaiting');
    expect(refusalKey(m, '40', 'suspend')).toBe('product.msg.notApproved');
    expect(refusalKey(m, '90', 'resume')).toBe('product.msg.notSuspended');
  });

  it('puts only a normal product on sale', () => {
    expect(PROD_STATUSES.filter(isOnSale)).toEqual(['90']);
  });
});

describe('PRICE_CHANGE_MACHINE', () => {
  it('decides a request once: the operator confirms or rejects, the seller may withdraw it meanwhile', () => {
    expect(allowedActions(PRICE_CHANGE_MACHINE, '10', 'operator')).toEqual(['confirm', 'reject']);
    expect(allowedActions(PRICE_CHANGE_MACHINE, '10', 'seller')).toEqual(['withdraw']);
    for (const s of ['20', '30', '40'] as const) {
      expect(allowedActions(PRICE_CHANGE_MACHINE, s, 'operator')).toEqual([]);
      expect(refusalKey(PRICE_CHANGE_MACHINE, s, 'confirm')).toBe('product.msg.priceChangeDecided');
    }
  });
});
