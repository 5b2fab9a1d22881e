import type pg from 'pg';
import { readPlanCatalogue } from './plan-catalogue.ts';
import { findPlanProblems, type PlanNode } from './plan-problems.ts';
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
 * The only statements allowed to break the rule, each with the reason why. A statement matches when its SQL
 * contains `sqlIncludes`. Seller-scoped list and search calls never go here: only a statement that reads across
 * sellers by its nature (a job, an operator's screen) may, and none of the checked calls sends one today.
 */
export const PLAN_EXEMPTIONS: readonly { sqlIncludes: string; reason: string }[] = [];

// Transaction control, SET and the like have no plan.
const PLANNED = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * EXPLAINs each recorded statement of a seller-scoped call on the generated data and answers what breaks the
 * rule: a sequential scan of a seller table (one with supply_entr_cd), or an index on one that does not lead
 * with supply_entr_cd. The bench fails when this answers anything.
 */
export async function checkPlans(client: pg.ClientBase, call: string, queries: RecordedQuery[]): Promise<PlanFinding[]> {
  const catalogue = await readPlanCatalogue(client);
  const findings: PlanFinding[] = [];
  for (const { sql, params } of queries) {
    if (!PLANNED.test(sql) || PLAN_EXEMPTIONS.some((e) => sql.includes(e.sqlIncludes))) continue;
    let plan: PlanNode;
    try {
      // The same parameters as the call sent: the planner chooses for these values (a custom plan), as it did then.
      const r = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`, params);
      plan = r.rows[0]!['QUERY PLAN'][0].Plan;
    } catch (err) {
      findings.push({ call, sql, problem: `EXPLAIN failed: ${(err as Error).message}` });
      continue;
    }
    for (const problem of findPlanProblems(plan, catalogue)) findings.push({ call, sql, problem });
  }
  return findings;
}
