import { describe, expect, it } from 'vitest';
import { findPlanProblems, type PlanCatalogue, type PlanNode } from './plan-problems.ts';

// Plan trees as EXPLAIN (FORMAT JSON) prints them (trimmed to the fields the check reads).
const catalogue: PlanCatalogue = {
  sellerTables: new Map([
    ['ord_dtl', 5000],
    ['ord_claim', 300],
    ['product', 900],
    ['delivery_loc', 4],
  ]),
  indexes: new Map([
    ['ord_dtl_seller_ord_dt_idx', { table: 'ord_dtl', firstColumn: 'supply_entr_cd', unique: false }],
    ['ord_dtl_pkey', { table: 'ord_dtl', firstColumn: 'ord_no', unique: true }],
    ['ord_dtl_buyer_idx', { table: 'ord_dtl', firstColumn: 'buyer_nm', unique: false }],
    ['ord_claim_seller_idx', { table: 'ord_claim', firstColumn: 'supply_entr_cd', unique: false }],
    ['product_name_trgm_idx', { table: 'product', firstColumn: null, unique: false }],
    ['ord_pkey', { table: 'ord', firstColumn: 'ord_no', unique: true }],
  ]),
};

const scan = (type: string, relation?: string, index?: string, children?: PlanNode[]): PlanNode => ({
  'Node Type': type,
  ...(relation ? { 'Relation Name': relation } : {}),
  ...(index ? { 'Index Name': index } : {}),
  ...(children ? { Plans: children } : {}),
});

describe('findPlanProblems', () => {
  it('passes a list read through the seller-led index, joined to the shared order by its key', () => {
    const plan = scan('Limit', undefined, undefined, [
      scan('Nested Loop', undefined, undefined, [scan('Index Scan', 'ord_dtl', 'ord_dtl_seller_ord_dt_idx'), scan('Index Scan', 'ord', 'ord_pkey')]),
    ]);
    expect(findPlanProblems(plan, catalogue)).toEqual([]);
  });

  it('finds a sequential scan of a seller table, and not of a shared one', () => {
    const plan = scan('Hash Join', undefined, undefined, [scan('Seq Scan', 'ord_dtl'), scan('Hash', undefined, undefined, [scan('Seq Scan', 'ord')])]);
    expect(findPlanProblems(plan, catalogue)).toEqual(['Seq Scan on ord_dtl']);
  });

  it('finds an index scan through an index that does not lead with supply_entr_cd', () => {
    expect(findPlanProblems(scan('Index Only Scan', 'ord_dtl', 'ord_dtl_pkey'), catalogue)).toEqual([
      'Index Only Scan using ord_dtl_pkey on ord_dtl: first column is ord_no, not supply_entr_cd',
    ]);
  });

  it('passes a lookup by a mall-wide unique key (the seller a filter on the rows found), not a range over one', () => {
    const lookup = (cond: string, index = 'ord_dtl_pkey'): PlanNode => ({ ...scan('Index Scan', 'ord_dtl', index), 'Index Cond': cond });
    expect(findPlanProblems(lookup('(ord_no = $1)'), catalogue)).toEqual([]);
    expect(findPlanProblems(lookup("(ord_no = ANY ('{B1,B2}'::text[]))"), catalogue)).toEqual([]);
    expect(findPlanProblems(lookup('(ord_no > $1)'), catalogue)).toEqual([
      'Index Scan using ord_dtl_pkey on ord_dtl: first column is ord_no, not supply_entr_cd',
    ]);
    expect(findPlanProblems(lookup('(buyer_nm = $1)', 'ord_dtl_buyer_idx'), catalogue)).toEqual([
      'Index Scan using ord_dtl_buyer_idx on ord_dtl: first column is buyer_nm, not supply_entr_cd',
    ]);
  });

  it('finds a bitmap index scan (which names no table) through an expression index of a seller table', () => {
    const plan = scan('Bitmap Heap Scan', 'product', undefined, [
      scan('BitmapAnd', undefined, undefined, [scan('Bitmap Index Scan', undefined, 'product_name_trgm_idx')]),
    ]);
    expect(findPlanProblems(plan, catalogue)).toEqual([
      'Bitmap Index Scan using product_name_trgm_idx on product: first column is an expression, not supply_entr_cd',
    ]);
  });

  it('looks into init plans, subplans and CTEs', () => {
    const plan: PlanNode = {
      'Node Type': 'Limit',
      Plans: [
        { ...scan('Aggregate', undefined, undefined, [scan('Seq Scan', 'ord_claim')]), 'Parent Relationship': 'InitPlan' } as PlanNode,
        scan('CTE Scan', undefined, undefined, [scan('Index Scan', 'ord_dtl', 'ord_dtl_pkey')]),
        scan('Result', undefined, undefined, [scan('Index Scan', 'ord_claim', 'ord_claim_seller_idx')]),
      ],
    };
    expect(findPlanProblems(plan, catalogue)).toEqual([
      'Seq Scan on ord_claim',
      'Index Scan using ord_dtl_pkey on ord_dtl: first column is ord_no, not supply_entr_cd',
    ]);
  });

  it('does not judge a sequential scan of a seller table too small for any index to pay (but still its index scans)', () => {
    const plan = scan('Nested Loop', undefined, undefined, [scan('Seq Scan', 'delivery_loc'), scan('Index Scan', 'ord_dtl', 'ord_dtl_pkey')]);
    expect(findPlanProblems(plan, catalogue)).toEqual(['Index Scan using ord_dtl_pkey on ord_dtl: first column is ord_no, not supply_entr_cd']);
  });

  it('does not judge scans of tables without supply_entr_cd (sessions, codes, the shared order)', () => {
    const plan = scan('Append', undefined, undefined, [scan('Seq Scan', 'session'), scan('Seq Scan', 'code_dtl'), scan('Index Scan', 'ord', 'ord_pkey')]);
    expect(findPlanProblems(plan, catalogue)).toEqual([]);
  });
});
