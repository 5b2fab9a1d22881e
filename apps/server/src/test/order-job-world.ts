import type { TLineAction } from '@po/contracts';
import { sql } from 'drizzle-orm';
import type { OrderActorRef } from '@/modules/order/order-moves.ts';
import type { LineKey } from '@/modules/order/order.repository.ts';
import { rowsOf } from '@/platform/db/database.ts';
import { placeOrder, sellerWithProductOnSale } from './order-factories.ts';
import type { TestApp } from './test-app.ts';

// Lines in the state a clock job looks for, moved the way the seller's screens and the carrier move them.

const SELLER: OrderActorRef = { type: 'seller', id: 'job-test', nm: 'job-test' };
const CARRIER: OrderActorRef = { type: 'carrier', id: 'carrier', nm: 'carrier' };

/** A seller with one paid line of quantity `qty`, paid at the clock's now. */
export async function paidLine(t: TestApp, opts: { qty?: number; stock?: number } = {}) {
  const s = await sellerWithProductOnSale(t, { stock: [opts.stock ?? 10] });
  const ordNo = await placeOrder(t, [{ prodOptionCd: s.optionCds[0]!, ordQty: opts.qty ?? 1 }]);
  return { seller: s, key: { supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1 } satisfies LineKey };
}

/** Moves a line on as its seller (prepare, ship with an invoice) or its carrier (deliver). */
export function moveLine(t: TestApp, key: LineKey, action: TLineAction) {
  const now = t.clock.now();
  const patch =
    action === 'ship'
      ? { deliveryEntrCd: '04', invoiceNo: `${Date.now()}${key.ordNo.length}`, invoiceDt: now }
      : action === 'deliver'
        ? { deliveredDt: now }
        : {};
  return t.app.services.orderMoves.moveLine({ key, action, actor: action === 'deliver' ? CARRIER : SELLER, patch: () => patch });
}

/** Walks a line from paid to `to` (35 preparing, 50 shipping, 60 delivered) at the clock's now. */
export async function walkLine(t: TestApp, key: LineKey, to: '35' | '50' | '60') {
  await moveLine(t, key, 'prepare');
  if (to !== '35') await moveLine(t, key, 'ship');
  if (to === '60') await moveLine(t, key, 'deliver');
}

/** The line as stored now. */
export const lineOf = (t: TestApp, key: LineKey) => t.app.services.orderMoves.lockLine(key);

/** The history actions of a line, oldest first. */
export async function actionsOf(t: TestApp, key: LineKey): Promise<string[]> {
  const result = await t.db.q.execute(
    sql`select action from ord_status_history where ord_no = ${key.ordNo} and ord_dtl_sq = ${key.ordDtlSq} order by hist_seq`,
  );
  return rowsOf<{ action: string }>(result).map((r) => r.action);
}

/** Seoul wall time as an instant: `at('2026-11-24 10:00')`. */
export const seoul = (s: string) => new Date(`${s.replace(' ', 'T')}:00+09:00`);
