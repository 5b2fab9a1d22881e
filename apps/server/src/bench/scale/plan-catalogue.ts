import type pg from 'pg';
import type { PlanCatalogue } from './plan-problems.ts';

// The plan check's questions to the catalogue, asked once per connection (the schema does not change under a bench).
const cached = new WeakMap<pg.ClientBase, Promise<PlanCatalogue>>();

/** The seller tables (those with supply_entr_cd) and every index's first column, of the connection's schema. */
export function readPlanCatalogue(client: pg.ClientBase): Promise<PlanCatalogue> {
  let found = cached.get(client);
  if (!found) {
    found = askCatalogue(client);
    cached.set(client, found);
    // A failed question is asked again next time rather than answered from the cache.
    found.catch(() => cached.delete(client));
  }
  return found;
}

async function askCatalogue(client: pg.ClientBase): Promise<PlanCatalogue> {
  const tables = await client.query<{ table: string; pages: number }>(
    `select c.relname as table, c.relpages as pages
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where a.attname = 'supply_entr_cd' and not a.attisdropped and c.relkind in ('r', 'p', 'm')
        and c.relnamespace = any (current_schemas(false)::regnamespace[])`,
  );
  // indkey[0] is 0 when the index begins with an expression: no column then.
  const indexes = await client.query<{ index: string; table: string; first: string | null; unique: boolean }>(
    `select i.relname as index, t.relname as table, a.attname as first, x.indisunique as unique
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
       left join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
      where t.relnamespace = any (current_schemas(false)::regnamespace[])`,
  );
  return {
    sellerTables: new Map(tables.rows.map((r) => [r.table, r.pages])),
    indexes: new Map(indexes.rows.map((r) => [r.index, { table: r.table, firstColumn: r.first, unique: r.unique }])),
  };
}
