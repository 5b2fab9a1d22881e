import type { Database } from '@/platform/db/database.ts';
import type { Services } from '@/services.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { createScaleRandom, type ScaleRandom } from './scale-random.ts';
import type { ScaleOptions } from './scale-types.ts';

// The mall's shape, decided in TypeScript before any row is written: who sells how much, and how many products each
// seller has. The steps turn it into rows with set-based SQL.

/** The share of all lines the first seller gets (the "one seller with 10 % of the lines"). */
export const LARGEST_SHARE = 0.1;
/** Lines per product on average: the largest seller of the full mall gets about 25,000 products. */
const LINES_PER_PRODUCT = 8;
const MIN_PRODUCTS = 60;
/** Every generated account signs in with this password (its argon2 hash is computed once). */
export const SCALE_PASSWORD = 'Scale#2026';

export interface ScalePlan {
  sellers: number;
  lines: number;
  /** The tail's Zipf offset: the tail seller of rank r (0-based) gets lines in proportion to 1 / (r + c). */
  tailC: number;
  /** Expected share of the lines per seller, index 0 = seller 1. */
  shares: number[];
  /** Products per seller and the global product number before each seller's first. */
  products: number[];
  productOffsets: number[];
  totalProducts: number;
  /** The anchor day (Seoul) and its midnight: every order is placed before it. */
  anchor: string;
  anchorAt: Date;
}

export interface ScaleContext {
  db: Database;
  services: Services;
  opts: ScaleOptions;
  plan: ScalePlan;
  random: ScaleRandom;
  /** Rows written per table, filled by the steps. */
  rows: Record<string, number>;
}

/** Seller n's code: G + 7 digits, a series the demo (S…), the benches (B…, O…) and approvals (S1…) never use. */
export const sellerCd = (n: number) => `G${String(n).padStart(7, '0')}`;
/** Seller n's manager account. */
export const sellerLoginId = (n: number) => `scale${String(n).padStart(4, '0')}`;
/** Seller n's authentication phone. */
export const sellerPhone = (n: number) => `010${String(70_000_000 + n).padStart(8, '0')}`;

export function makeScalePlan(opts: ScaleOptions, today: Date): ScalePlan {
  if (!Number.isInteger(opts.sellers) || opts.sellers < 2) throw new Error('a scale mall needs at least 2 sellers');
  if (!Number.isInteger(opts.lines) || opts.lines < 1) throw new Error('a scale mall needs at least 1 line');
  const anchor = opts.anchor ?? seoulDate(today);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchor)) throw new Error(`anchor ${anchor}: expected yyyy-MM-dd`);
  // Midnight in Seoul (UTC+9 all year, see seoul-date.ts).
  const anchorAt = new Date(`${anchor}T00:00:00+09:00`);
  if (Number.isNaN(anchorAt.getTime())) throw new Error(`anchor ${anchor}: not a date`);
  // A long tail for a big mall (c = 5: the tail's head sells 100 times its end), flatter for a tiny one, so the first
  // seller stays the largest.
  const tailC = Math.max(5, 1000 / opts.sellers);
  const tail = opts.sellers - 1;
  const ln = Math.log((tail + tailC) / tailC);
  const shares = [LARGEST_SHARE];
  for (let r = 0; r < tail; r++) shares.push(((1 - LARGEST_SHARE) * Math.log((r + 1 + tailC) / (r + tailC))) / ln);
  const products = shares.map((s) => Math.max(MIN_PRODUCTS, Math.round((s * opts.lines) / LINES_PER_PRODUCT)));
  const productOffsets: number[] = [];
  let total = 0;
  for (const p of products) {
    productOffsets.push(total);
    total += p;
  }
  return { sellers: opts.sellers, lines: opts.lines, tailC, shares, products, productOffsets, totalProducts: total, anchor, anchorAt };
}

export function makeScaleContext(db: Database, services: Services, opts: ScaleOptions, today: Date): ScaleContext {
  return { db, services, opts, plan: makeScalePlan(opts, today), random: createScaleRandom(opts.seed), rows: {} };
}
