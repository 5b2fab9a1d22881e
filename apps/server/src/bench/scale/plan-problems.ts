/** What the plan check knows of the schema: which tables belong to sellers and how each index begins. */
export interface PlanCatalogue {
  /** Tables with a supply_entr_cd column, and their size in 8 kB pages (pg_class.relpages, as last analysed). */
  sellerTables: ReadonlyMap<string, number>;
  /** Index name → the table it is on, its first column (null when the first key is an expression), and whether it is unique. */
  indexes: ReadonlyMap<string, { table: string; firstColumn: string | null; unique: boolean }>;
}

/** One node of EXPLAIN (FORMAT JSON)'s tree; only the fields the check reads. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  /** Children: the inputs, and also the subplans, init plans and CTEs (told apart by 'Parent Relationship'). */
  Plans?: PlanNode[];
}

const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Index Scan']);

/**
 * A seller table smaller than this is read whole whatever its indexes (a sequential read of a few pages costs
 * less than an index descent and its heap visits), so its sequential scan says nothing about the largest seller:
 * not judged. The plans part lists such tables, so a table the generator leaves nearly empty does not pass unseen.
 */
export const MIN_JUDGED_PAGES = 10;

/**
 * The rule broken anywhere in a plan: a sequential scan of a seller table, or an index scan of one through an
 * index that does not lead with supply_entr_cd (every seller query must stay as fast for the largest seller).
 * A Bitmap Index Scan names its index but not its table; the catalogue answers the table. Tables under
 * MIN_JUDGED_PAGES are not judged on sequential scans, nor lookups by a mall-wide unique key (isKeyLookup).
 */
export function findPlanProblems(plan: PlanNode, catalogue: PlanCatalogue): string[] {
  const problems: string[] = [];
  const visit = (node: PlanNode) => {
    const type = node['Node Type'];
    const relation = node['Relation Name'];
    const pages = relation ? catalogue.sellerTables.get(relation) : undefined;
    if (type === 'Seq Scan' && relation && pages !== undefined && pages >= MIN_JUDGED_PAGES) problems.push(`Seq Scan on ${relation}`);
    const indexName = node['Index Name'];
    if (indexName && INDEX_SCANS.has(type)) {
      const index = catalogue.indexes.get(indexName);
      const table = relation ?? index?.table;
      if (table && catalogue.sellerTables.has(table) && index?.firstColumn !== 'supply_entr_cd' && !isKeyLookup(node, index))
        problems.push(`${type} using ${indexName} on ${table}: first column is ${describeFirstColumn(index)}, not supply_entr_cd`);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return problems;
}

/**
 * A lookup by a mall-wide unique key (a product code, an order number): the index is unique and its first column
 * is fixed by equality (`= $1`, or `= ANY(...)` for a page's keys), so the scan reads one row per key, or one
 * order's lines, whatever the seller's size. The planner rightly prefers that narrower index to the seller-led one
 * beside it (the seller is then a filter on the few rows found); such a scan is no finding.
 */
function isKeyLookup(node: PlanNode, index: { firstColumn: string | null; unique: boolean } | undefined): boolean {
  if (!index?.unique || !index.firstColumn || !node['Index Cond']) return false;
  return new RegExp(`(^|[(\\s])${index.firstColumn} = `).test(node['Index Cond']);
}

const describeFirstColumn = (index: { firstColumn: string | null } | undefined) =>
  !index ? 'unknown (index not in the catalogue)' : (index.firstColumn ?? 'an expression');
