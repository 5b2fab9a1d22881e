import { canTransition, defineStateMachine, findTransition, GOODS_FLOW_MACHINE, refusalKey, type StateMachine } from '@po/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { requireTransition } from './transition.ts';

/** What requireTransition does with one move: the new state, or the refusal it throws. */
function outcome<S extends string, A extends string, W extends string>(m: StateMachine<S, A, W>, move: { from: S; action: A; who: W }) {
  try {
    return { to: requireTransition(m, move) };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { refused: err.code, status: err.status, messageKey: err.options.messageKey };
  }
}

/** The property: a move the table allows is accepted into its `to`; every other is refused as the table says. */
function checkAgainstTable<S extends string, A extends string, W extends string>(m: StateMachine<S, A, W>, move: { from: S; action: A; who: W }) {
  const t = findTransition(m, move.from, move.action);
  const got = outcome(m, move);
  if (canTransition(m, move.from, move.action, move.who)) expect(got).toEqual({ to: t!.to });
  else if (t) expect(got).toMatchObject({ refused: 'FORBIDDEN', status: 403 });
  else expect(got).toEqual({ refused: 'CONFLICT', status: 409, messageKey: refusalKey(m, move.from, move.action) });
}

describe('requireTransition', () => {
  it('accepts exactly the goods-flow moves its table lists, for whoever it names', () => {
    const m = GOODS_FLOW_MACHINE;
    fc.assert(
      fc.property(fc.constantFrom(...m.states), fc.constantFrom(...m.actions), fc.constantFrom('seller' as const, 'operator' as const), (from, action, who) =>
        checkAgainstTable(m, { from, action, who }),
      ),
      { numRuns: 500 },
    );
  });

  it('holds for any table: random states, actions, moves and refusals', () => {
    const names = (prefix: string) =>
      fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 5 }).map((ns) => ns.map((n) => `${prefix}${n}`));
    const machine = fc.record({ states: names('s'), actions: names('a'), who: names('w') }).chain(({ states, actions, who }) =>
      fc
        .record({
          transitions: fc.uniqueArray(
            fc.record({
              from: fc.constantFrom(...states),
              action: fc.constantFrom(...actions),
              to: fc.option(fc.constantFrom(...states), { nil: null }),
              who: fc.subarray(who, { minLength: 1 }),
            }),
            { selector: (t) => `${t.from} ${t.action}`, maxLength: 12 },
          ),
          refusals: fc.array(
            fc.record({
              from: fc.option(fc.subarray(states), { nil: undefined }),
              actions: fc.option(fc.subarray(actions), { nil: undefined }),
              messageKey: fc.constantFrom('x.msg.one', 'x.msg.two'),
            }),
            { maxLength: 3 },
          ),
          move: fc.record({ from: fc.constantFrom(...states), action: fc.constantFrom(...actions), who: fc.constantFrom(...who) }),
        })
        .map((r) => ({
          m: defineStateMachine({
            states,
            actions,
            transitions: r.transitions,
            refusals: r.refusals.map(({ from, actions: a, messageKey }) => ({ ...(from ? { from } : {}), ...(a ? { actions: a } : {}), messageKey })),
          }),
          move: r.move,
        })),
    );
    fc.assert(
      fc.property(machine, ({ m, move }) => checkAgainstTable(m, move)),
      { numRuns: 300 },
    );
  });
});
