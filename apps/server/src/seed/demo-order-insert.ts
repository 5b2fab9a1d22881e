import type { TMallPlaceOrderRequest } from '@po/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/platform/db/database.ts';
import { digestOf } from '@/modules/order/mall-order.service.ts';
import { buyerNotifications, orderClaims, orderLines, orders, orderStatusHistory } from '@/modules/order/order.tables.ts';
import type { memoryCore } from './demo-order-memory.ts';

/** The replayed orders' rows in multi-row inserts; claims first, so history and notices name their real numbers. */
export async function insertReplayed(db: Database, bodies: TMallPlaceOrderRequest[], rows: ReturnType<ReturnType<typeof memoryCore>['rows']>) {
  await insertChunked(
    db,
    orders,
    bodies.map((b) => {
      const { lines: _lines, ...order } = b;
      return {
        ...order,
        ordDt: new Date(b.ordDt),
        payDt: new Date(b.payDt),
        puniPassNo: b.puniPassNo ?? null,
        requestHash: digestOf(b),
        createdDt: new Date(b.payDt),
      };
    }),
  );
  await insertChunked(db, orderLines, rows.lines);
  const real = new Map<number, number>();
  const claimKey = (c: { ordNo: string; ordDtlSq: number; claimType: string }) => `${c.ordNo}/${c.ordDtlSq}/${c.claimType}`;
  const provisional = new Map(rows.claims.map((c) => [claimKey(c), c.claimSq]));
  for (let i = 0; i < rows.claims.length; i += 500) {
    const chunk = rows.claims.slice(i, i + 500).map(({ claimSq: _sq, ...c }) => c);
    const made = await db.q
      .insert(orderClaims)
      .values(chunk)
      .returning({ claimSq: orderClaims.claimSq, ordNo: orderClaims.ordNo, ordDtlSq: orderClaims.ordDtlSq, claimType: orderClaims.claimType });
    for (const m of made) real.set(provisional.get(claimKey(m))!, m.claimSq);
  }
  const realSq = (sq: number | null | undefined) => (sq == null ? null : (real.get(sq) ?? sq));
  await insertChunked(
    db,
    orderStatusHistory,
    rows.history.map((h) => ({ ...h, claimSq: realSq(h.claimSq) })),
  );
  await insertChunked(
    db,
    buyerNotifications,
    rows.notifications.map((n) => {
      const payload = n.payload as { claimSq?: number };
      // The mall's notifier sent them a few minutes after they were written.
      return {
        ...n,
        payload: { ...payload, ...(payload.claimSq ? { claimSq: realSq(payload.claimSq) } : {}) },
        sentDt: new Date(n.createdDt.getTime() + 180_000),
      };
    }),
  );
}

async function insertChunked(db: Database, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(30_000 / Object.keys(rows[0] ?? {}).length));
  for (let i = 0; i < rows.length; i += size) await db.q.insert(table).values(rows.slice(i, i + size));
}
