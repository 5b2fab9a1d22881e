import { sql } from 'drizzle-orm';
import { generateClaims } from './scale-claims.ts';
import { loadWithoutIndexes, loadWithoutJit, loadWithoutTriggers } from './scale-load.ts';
import { generateOrders } from './scale-orders.ts';
import type { ScaleContext } from './scale-plan.ts';
import { generateProducts } from './scale-products.ts';
import { generateQnaAndViews } from './scale-qna.ts';
import { generateReviews } from './scale-reviews.ts';
import { generateSellers } from './scale-sellers.ts';
import { generateSettlements } from './scale-settlements.ts';

/**
 * A bulk step: one transaction without JIT, the tables' triggers off, their secondary indexes built once at the
 * end. The orders step names ord_dtl, so its kept counts are made once, by their own step.
 */
const bulk = (ctx: ScaleContext, tables: string[], step: (ctx: ScaleContext) => Promise<void>) =>
  loadWithoutJit(ctx.db, () => loadWithoutTriggers(ctx.db, tables, () => loadWithoutIndexes(ctx.db, tables, () => step(ctx))));

export interface ScaleStep {
  name: string;
  run: (ctx: ScaleContext) => Promise<void>;
}

/** The generator's steps, in order; a later issue adds its own before `analyze`. */
export const SCALE_STEPS: ScaleStep[] = [
  { name: 'sellers, accounts, sites, brands', run: generateSellers },
  { name: 'products and options', run: (ctx) => bulk(ctx, ['product', 'product_option'], generateProducts) },
  { name: 'orders and lines', run: (ctx) => bulk(ctx, ['ord', 'ord_dtl'], generateOrders) },
  { name: 'claims and status history', run: (ctx) => bulk(ctx, ['ord_claim'], generateClaims) },
  // Through the product's run (its own transactions, indexes and triggers), month by month.
  { name: 'settlements', run: generateSettlements },
  { name: 'product questions, CS inquiries and product views', run: (ctx) => bulk(ctx, ['product_qna', 'supply_cs', 'product_view_day'], generateQnaAndViews) },
  { name: 'reviews of delivered lines', run: (ctx) => bulk(ctx, ['product_review'], generateReviews) },
  {
    name: 'kept order line counts',
    run: async (ctx) => {
      ctx.rows.ord_dtl_count = (await ctx.services.orderCounts.rebuildLineCounts()).rows;
    },
  },
  // The products the lines name, for the order list's product search (its triggers were off with the others).
  {
    name: 'kept line products',
    run: async (ctx) => {
      ctx.rows.ord_line_product = (await ctx.services.orderLineProducts.rebuildLineProducts()).rows;
    },
  },
  // The order statistics' kept sums (decisions "Order statistics (issue 16)") and the home's due counts, summed once
  // over every line.
  {
    name: 'kept sales sums',
    run: async (ctx) => {
      const sums = await ctx.services.orderSaleSums.rebuildSaleSums();
      ctx.rows.ord_sale_day_sum = sums.dayRows;
      ctx.rows.ord_sale_prod_sum = sums.productRows;
      ctx.rows.ord_lead_time_count = sums.leadTimeRows;
      ctx.rows.ord_due_count = sums.dueRows;
    },
  },
  // As autovacuum would after a load this size: fresh statistics and a visibility map for index-only scans.
  { name: 'vacuum analyze', run: (ctx) => ctx.db.q.execute(sql`vacuum analyze`).then(() => undefined) },
];
