import { sql } from 'drizzle-orm';
import { generateClaims } from './scale-claims.ts';
import { loadWithoutIndexes, loadWithoutJit } from './scale-load.ts';
import { generateOrders } from './scale-orders.ts';
import type { ScaleContext } from './scale-plan.ts';
import { generateProducts } from './scale-products.ts';
import { generateSellers } from './scale-sellers.ts';

/** A bulk step: one transaction without JIT, the tables' secondary indexes built once at the end. */
const bulk = (ctx: ScaleContext, tables: string[], step: (ctx: ScaleContext) => Promise<void>) =>
  loadWithoutJit(ctx.db, () => loadWithoutIndexes(ctx.db, tables, () => step(ctx)));

export interface ScaleStep {
  name: string;
  run: (ctx: ScaleContext) => Promise<void>;
}

/**
 * The generator's steps, in order; a later issue adds its own before `analyze`. Still to come with their tables:
 * Q&A (after claims: questions on the sellers' products and orders), reviews (on delivered lines) and settlements
 * (per seller and month, from the confirmed and returned lines).
 */
export const SCALE_STEPS: ScaleStep[] = [
  { name: 'sellers, accounts, sites, brands', run: generateSellers },
  { name: 'products and options', run: (ctx) => bulk(ctx, ['product', 'product_option'], generateProducts) },
  { name: 'orders and lines', run: (ctx) => bulk(ctx, ['ord', 'ord_dtl'], generateOrders) },
  { name: 'claims and status history', run: (ctx) => bulk(ctx, ['ord_claim'], generateClaims) },
  // As autovacuum would after a load this size: fresh statistics and a visibility map for index-only scans.
  { name: 'vacuum analyze', run: (ctx) => ctx.db.q.execute(sql`vacuum analyze`).then(() => undefined) },
];
