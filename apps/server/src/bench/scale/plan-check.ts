import type pg from 'pg';
import type { RecordedQuery } from './query-recorder.ts';

/** What EXPLAIN found wrong with one statement of a seller-scoped call. */
export interface PlanFinding {
  /** The call the statement belongs to (the bench's case name). */
  call: string;
  sql: string;
  /** e.g. "Seq Scan on ord_dtl", "Index Scan using x: first column is not supply_entr_cd". */
  problem: string;
}

/**
 * EXPLAINs each recorded statement of a seller-scoped call on the generated data and answers what breaks the
 * rule: a sequential scan of a seller table (one with supply_entr_cd), or an index on one that does not lead
 * with supply_entr_cd. The bench fails when this answers anything.
 */
export async function checkPlans(client: pg.ClientBase, call: string, queries: RecordedQuery[]): Promise<PlanFinding[]> {
  void client;
  void call;
  void queries;
  throw new Error('checkPlans: not built yet');
}
