import { findTransition, refusalKey, type StateMachine, type TMessageKey } from '@po/contracts';
import { AppError } from '../http/app-error.ts';

/**
 * The state after a move the table allows; a move it lacks answers 409 CONFLICT with the table's message
 * key, and one made by someone the table does not name answers 403 FORBIDDEN.
 */
export function requireTransition<S extends string, A extends string, W extends string>(
  machine: StateMachine<S, A, W>,
  move: { from: S; action: A; who: W },
): S | null {
  const t = findTransition(machine, move.from, move.action);
  // The tables' keys are held to the catalogue by the message-key test, which reads contracts.
  if (!t) throw new AppError('CONFLICT', { messageKey: refusalKey(machine, move.from, move.action) as TMessageKey });
  if (!t.who.includes(move.who)) throw new AppError('FORBIDDEN');
  return t.to;
}
