/**
 * A state machine as data (DESIGN "State machines are data"): the service refuses a move the table does
 * not list, and the screen enables the buttons of the moves it lists, from the same table.
 */
export interface Transition<S extends string, A extends string, W extends string> {
  from: S;
  action: A;
  /** The state after the move; null when the move ends the record (a delete). */
  to: S | null;
  /** Who may make the move. */
  who: readonly W[];
}

/** Why a move is refused: the spec's message key for these states and actions (any, when left out). */
export interface Refusal<S extends string, A extends string> {
  from?: readonly S[];
  actions?: readonly A[];
  messageKey: string;
}

export interface StateMachine<S extends string, A extends string, W extends string> {
  states: readonly S[];
  actions: readonly A[];
  transitions: readonly Transition<S, A, W>[];
  /** The first that matches names the refusal of a move the table lacks. */
  refusals: readonly Refusal<S, A>[];
}

export const defineStateMachine = <S extends string, A extends string, W extends string>(m: StateMachine<S, A, W>) => m;

/** The move of this action from this state, whoever makes it; undefined when the table has none. */
export function findTransition<S extends string, A extends string, W extends string>(
  m: StateMachine<S, A, W>,
  from: S,
  action: A,
): Transition<S, A, W> | undefined {
  return m.transitions.find((t) => t.from === from && t.action === action);
}

/** Whether `who` may make the move. */
export function canTransition<S extends string, A extends string, W extends string>(m: StateMachine<S, A, W>, from: S, action: A, who: W): boolean {
  return findTransition(m, from, action)?.who.includes(who) === true;
}

/** The actions `who` may take from a state: what a screen enables. */
export function allowedActions<S extends string, A extends string, W extends string>(m: StateMachine<S, A, W>, from: S, who: W): A[] {
  return m.actions.filter((a) => canTransition(m, from, a, who));
}

/** The message key of a move the table does not list. */
export function refusalKey<S extends string, A extends string, W extends string>(m: StateMachine<S, A, W>, from: S, action: A): string {
  return m.refusals.find((r) => (!r.from || r.from.includes(from)) && (!r.actions || r.actions.includes(action)))?.messageKey ?? 'CONFLICT';
}
