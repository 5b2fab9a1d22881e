import { describe, expect, it } from 'vitest';
import { allowedActions, refusalKey } from '../common/state-machine.ts';
import { GOODS_FLOW_MACHINE as m } from './goods-flow-states.ts';

// docs/decisions.md "Goods-flow contracts", read as a table.
describe('GOODS_FLOW_MACHINE', () => {
  it('lets the seller edit, request and delete as the spec says, and nothing while awaiting approval', () => {
    expect(allowedActions(m, 'REGISTERED', 'seller')).toEqual(['edit', 'request', 'delete']);
    expect(allowedActions(m, 'REJECTED', 'seller')).toEqual(['edit', 'request', 'delete']);
    expect(allowedActions(m, 'APPROVED', 'seller')).toEqual(['edit', 'delete']);
    expect(allowedActions(m, 'REQUESTED', 'seller')).toEqual([]);
  });

  it('lets the operator decide only a contract awaiting approval', () => {
    for (const s of m.states) expect(allowedActions(m, s, 'operator')).toEqual(s === 'REQUESTED' ? ['approve', 'reject'] : []);
  });

  it('sends an edited approved contract back for approval and an edited rejected one to registered', () => {
    expect(m.transitions.filter((t) => t.action === 'edit').map((t) => `${t.from}->${String(t.to)}`)).toEqual([
      'REGISTERED->REGISTERED',
      'REJECTED->REGISTERED',
      'APPROVED->REQUESTED',
    ]);
  });

  it('names the spec key of each refusal', () => {
    for (const a of ['edit', 'request', 'delete'] as const) expect(refusalKey(m, 'REQUESTED', a)).toBe('goodsFlow.msg.awaiting');
    expect(refusalKey(m, 'APPROVED', 'request')).toBe('goodsFlow.msg.approvedOnly');
    for (const s of ['REGISTERED', 'APPROVED', 'REJECTED'] as const) expect(refusalKey(m, s, 'approve')).toBe('goodsFlow.msg.notAwaiting');
  });
});
