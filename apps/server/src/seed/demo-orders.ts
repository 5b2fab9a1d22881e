import { BUYER_FAULT_REASONS, type TMallPlaceOrderRequest } from '@po/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Services } from '@/services.ts';
import { ManualClock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { createMallOrderService, digestOf, lineOf } from '@/modules/order/mall-order.service.ts';
import { createOrderClaimRepository, type ClaimRow } from '@/modules/order/order-claim.repository.ts';
import { createOrderClaims } from '@/modules/order/order-claims.ts';
import { BUYER_ACTOR, CARRIER_ACTOR, createOrderMoves, sellerActor, SYSTEM_ACTOR, type OrderActorRef } from '@/modules/order/order-moves.ts';
import { createOrderRepository, type LineKey, type NewOrderLine, type OrderLineRow } from '@/modules/order/order.repository.ts';
import { buyerNotifications, orderClaims, orderLines, orders, orderStatusHistory } from '@/modules/order/order.tables.ts';
import type { OrderableOption } from '@/modules/product/product-ordering.service.ts';
import { buildOrder, groupBySeller, pickOrderOptions, simOrdNo, takeStock, type SimOption } from '@/sim/mall-sim-orders.ts';
import { demoOrderTime, fitsShowcase, planLineLife, SHOWCASES, showcaseLife, type DemoLineStep } from './demo-order-plan.ts';
import { memoryCore, type DemoCore } from './demo-order-memory.ts';
import { CATALOG_SELLERS } from './demo-products.ts';
import { seededRandom } from './seeded-random.ts';

/** Orders per demo seller (its first line is the seller's; some orders add another seller's lines). */
export const DEMO_ORDERS_PER_SELLER = 400;
/** Demo orders never take an option's stock below this, so the catalogue's demo statuses and counts stay as planned. */
const KEEP_STOCK = 10;
/** How many options of each seller sell: sales gather on part of a catalogue (and each sold option is looked up once). */
const BEST_SELLERS = 120;
/** Orders paid this recently are placed and aged through the product's own services; older ones are replayed in memory. */
const LIVE_HOURS = 24;

/**
 * The order core on a clock of its own: the same intake, moves and claims the product runs, with time set to each
 * step's moment, so history, claim and notification dates fall as if lived.
 */
function liveCore(services: Services, db: Database, clock: ManualClock) {
  const repo = createOrderRepository(db);
  const moves = createOrderMoves({ repo, db, clock });
  const claims = createOrderClaims({ claims: createOrderClaimRepository(db), moves, ordering: services.productOrdering, db, clock });
  const intake = createMallOrderService({ repo, moves, ordering: services.productOrdering, db, clock });
  return { clock, repo, moves, claims, intake };
}

/** A fixed sample of each seller's orderable options, the same on every run. */
function bestSellers(bySeller: Map<string, SimOption[]>): Map<string, SimOption[]> {
  return new Map([...bySeller].map(([seller, options]) => [seller, seededRandom(`best:${seller}`).sample(options, BEST_SELLERS)]));
}

async function readCatalog(services: Services): Promise<SimOption[]> {
  const all: SimOption[] = [];
  for (let after: string | undefined; ;) {
    const page = await services.productOrdering.listOrderableOptions({ ...(after ? { after } : {}), limit: 1000 });
    all.push(...page);
    if (page.length < 1000) return all;
    after = page.at(-1)!.prodOptionCd;
  }
}

interface PlannedOrder {
  body: TMallPlaceOrderRequest;
  lines: NewOrderLine[];
  steps: DemoLineStep[][];
}

/** The demo's orders of one seller, drawn by the simulator's generator and planned step by step (pure but for option look-ups). */
async function planSellerOrders(opts: {
  services: Services;
  supplyEntrCd: string;
  bySeller: Map<string, SimOption[]>;
  options: Map<string, OrderableOption>;
  now: Date;
  serial: () => number;
}): Promise<PlannedOrder[]> {
  const r = seededRandom(`orders:${opts.supplyEntrCd}`);
  const planned: PlannedOrder[] = [];
  for (let i = 0; i < DEMO_ORDERS_PER_SELLER; i++) {
    const picked = pickOrderOptions(r, { bySeller: opts.bySeller, seller: opts.supplyEntrCd, keepStock: KEEP_STOCK });
    if (picked.length === 0) break;
    const orderedAt = demoOrderTime(r, opts.now);
    const serial = opts.serial();
    const body = buildOrder(r, { ordNo: simOrdNo('D', orderedAt, serial), orderedAt, picked });
    // The mall sends paid orders only: a virtual account drawn to be paid after the seed's clock is paid now.
    if (new Date(body.payDt) > opts.now) body.payDt = new Date(opts.now.getTime() - 60_000).toISOString();
    takeStock(picked);
    const lines: NewOrderLine[] = [];
    for (const [i, l] of body.lines.entries()) {
      const option = opts.options.get(l.prodOptionCd) ?? (await opts.services.productOrdering.findOrderableOption(l.prodOptionCd))!;
      opts.options.set(l.prodOptionCd, option);
      lines.push(lineOf(body, i, option, new Date(body.payDt)));
    }
    const steps = lines.map((l) => planLineLife(r, { paidAt: l.payDt, qty: l.ordQty, expectDay: l.deliveryExpectDt, serial: serial * 10 + l.ordDtlSq }));
    planned.push({ body, lines, steps });
  }
  // The newest orders first: each showcase takes the most recent line of the seller's that fits it.
  const used = new Set<PlannedOrder>();
  const newest = [...planned].sort((a, b) => b.body.payDt.localeCompare(a.body.payDt));
  for (const kind of SHOWCASES) {
    const o = newest.find((p) => !used.has(p) && fitsShowcase(kind, p.lines[0]!.payDt, p.lines[0]!.deliveryExpectDt, opts.now));
    if (!o) continue;
    used.add(o);
    o.steps[0] = showcaseLife(kind, { paidAt: o.lines[0]!.payDt, expectDay: o.lines[0]!.deliveryExpectDt, now: opts.now, serial: opts.serial(), r });
  }
  return planned;
}

/** Lives a line's planned steps up to `now` on a core (the product's, or its replay in memory). */
async function liveSteps(core: DemoCore, line: OrderLineRow, openMarket: boolean, steps: DemoLineStep[], now: Date) {
  const life = new DemoLine(core, line, openMarket, line.ordDtlSq % 5 !== 0);
  for (const step of steps) {
    if (step.at.getTime() > now.getTime()) return;
    core.clock.set(step.at);
    await life.apply(step);
  }
}

/**
 * Six months of orders for each demo seller with the order menu (docs/decisions.md "The mall's side and demo
 * orders"), drawn with the simulator's generator and aged step by step up to `now`: every line status, delay
 * marks, purchase confirmations, and claims in every state. The last LIVE_HOURS go through the mall's intake and
 * the order core as the product runs them; older orders are replayed in memory by the same state machines and
 * written in multi-row inserts. Deterministic: one seeded random per seller.
 */
export async function seedDemoOrders(services: Services, db: Database, now: Date): Promise<void> {
  const live = liveCore(services, db, new ManualClock(now));
  const memory = memoryCore(new ManualClock(now));
  const bySeller = bestSellers(groupBySeller(await readCatalog(services)));
  const options = new Map<string, OrderableOption>();
  let serial = 0;
  const oldOrders: TMallPlaceOrderRequest[] = [];
  for (const supplyEntrCd of Object.keys(CATALOG_SELLERS)) {
    if (!bySeller.has(supplyEntrCd)) continue;
    const planned = await planSellerOrders({ services, supplyEntrCd, bySeller, options, now, serial: () => ++serial });
    for (const o of planned) {
      const openMarket = o.body.openMarketYn === 'Y';
      if (now.getTime() - new Date(o.body.payDt).getTime() < LIVE_HOURS * 3_600_000) {
        live.clock.set(new Date(o.body.payDt));
        await live.intake.placeOrder(o.body);
        const placed = await live.repo.listAllLines(o.body.ordNo);
        for (const [i, line] of placed.entries()) await liveSteps(live, line, openMarket, o.steps[i]!, now);
      } else {
        oldOrders.push(o.body);
        memory.core.clock.set(new Date(o.body.payDt));
        for (const [i, line] of o.lines.entries()) await liveSteps(memory.core, memory.addLine(line), openMarket, o.steps[i]!, now);
      }
    }
  }
  await insertReplayed(db, oldOrders, memory.rows());
}

/** The replayed orders' rows in multi-row inserts; claims first, so history and notices name their real numbers. */
async function insertReplayed(db: Database, bodies: TMallPlaceOrderRequest[], rows: ReturnType<ReturnType<typeof memoryCore>['rows']>) {
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

/** One line living its planned steps: each step is the move a seller, the buyer, the carrier or a job makes. */
class DemoLine {
  private claim: ClaimRow | undefined;
  private readonly key: LineKey;
  private readonly seller: OrderActorRef;

  constructor(
    private readonly core: DemoCore,
    private readonly line: OrderLineRow,
    private readonly openMarket: boolean,
    private readonly sellerCompletesCancels: boolean,
  ) {
    this.key = { supplyEntrCd: line.supplyEntrCd, ordNo: line.ordNo, ordDtlSq: line.ordDtlSq };
    this.seller = sellerActor(CATALOG_SELLERS[line.supplyEntrCd] ?? { mgrId: 'seller', nm: 'seller' });
  }

  async apply(step: DemoLineStep): Promise<void> {
    const { moves, claims } = this.core;
    const key = this.key;
    const at = step.at;
    switch (step.kind) {
      case 'prepare':
        await moves.moveLine({ key, action: 'prepare', actor: this.seller });
        return;
      case 'ship':
        await moves.moveLine({
          key,
          action: 'ship',
          actor: this.seller,
          patch: () => ({ deliveryEntrCd: step.deliveryEntrCd, invoiceNo: step.invoiceNo, invoiceDt: at, delayStsCd: null }),
        });
        return;
      case 'deliver':
        await moves.moveLine({ key, action: 'deliver', actor: CARRIER_ACTOR, patch: () => ({ deliveredDt: at, delayStsCd: null }) });
        return;
      case 'deliveryDelay':
      case 'arrivalDelay':
        await moves.changeLine({ key, action: 'delayMark', actor: SYSTEM_ACTOR, patch: () => ({ delayStsCd: step.kind === 'deliveryDelay' ? '72' : '82' }) });
        return;
      case 'confirm':
        await moves.changeLine({ key, action: 'confirm', actor: step.by === 'buyer' ? BUYER_ACTOR : SYSTEM_ACTOR, patch: () => ({ purchaseConfirmDt: at }) });
        return;
      case 'cancel': {
        const partial = this.line.ordQty > 1 && step.by === 'BUYER' && at.getTime() % 3 === 0;
        this.claim = await claims.openClaim({
          key,
          claimType: 'CANCEL',
          qty: partial ? this.line.ordQty - 1 : this.line.ordQty,
          reqBy: step.by,
          reasonCd: step.reasonCd,
          actor: step.by === 'BUYER' ? BUYER_ACTOR : this.seller,
          openMarket: this.openMarket,
          ...(step.by === 'SELLER' ? { reqReason: '품절로 인해 주문을 취소합니다.' } : {}),
        });
        return;
      }
      case 'cancelComplete': {
        const soldOut = this.claim!.reasonCd === '05';
        const actor = soldOut || this.sellerCompletesCancels ? this.seller : SYSTEM_ACTOR;
        this.claim = await claims.completeCancel({ supplyEntrCd: key.supplyEntrCd, claimSq: this.claim!.claimSq, actor, releaseStock: !soldOut });
        return;
      }
      case 'cancelWithdraw':
      case 'claimWithdraw':
        this.claim = await claims.withdrawClaim({
          supplyEntrCd: key.supplyEntrCd,
          claimSq: this.claim!.claimSq,
          actor: BUYER_ACTOR,
          reason: '단순 변심으로 철회합니다.',
        });
        return;
      case 'claim':
        this.claim = await claims.openClaim({
          key,
          claimType: step.claimType,
          qty: step.qty,
          reqBy: 'BUYER',
          reasonCd: step.reasonCd,
          actor: BUYER_ACTOR,
          openMarket: this.openMarket,
          fields: this.feesOf(step),
        });
        return;
      case 'collect':
        this.claim = await claims.moveClaim({
          claim: this.claim!,
          action: 'collect',
          actor: this.seller,
          patch: { rdeliveryEntrCd: step.deliveryEntrCd, rinvoiceNo: step.invoiceNo, collectDt: at },
        });
        return;
      case 'collected':
        this.claim = await claims.moveClaim({ claim: this.claim!, action: 'collectComplete', actor: CARRIER_ACTOR, patch: { collectCompleteDt: at } });
        return;
      case 'hold':
        this.claim = await claims.moveClaim({
          claim: this.claim!,
          action: 'hold',
          actor: this.seller,
          patch: { holdReason: step.reason, holdDt: at },
          memo: step.reason,
        });
        return;
      case 'claimComplete':
        await this.completeReturn(at);
        return;
    }
  }

  /** Who pays the pickup (the reason decides), how a buyer at fault pays it, and how the refund goes back. */
  private feesOf(step: Extract<DemoLineStep, { kind: 'claim' }>) {
    const buyerFault = BUYER_FAULT_REASONS.includes(step.reasonCd);
    const freeShipped = this.line.deliveryFee === 0;
    const returnFee = !buyerFault ? 0 : step.claimType === 'EXCHANGE' || freeShipped ? 6_000 : 3_000;
    return {
      feeGubun: buyerFault ? 'BUYER' : 'SELLER',
      returnFee,
      returnFeePayCd: buyerFault ? (step.qty % 2 === 0 ? 'SEPARATE' : 'DEDUCT') : null,
      refundWayCd: step.claimType === 'RETURN' ? (this.line.pointAmt > 0 ? 'POINT' : 'ORIGINAL') : null,
      exchangeProdOptionCd: step.claimType === 'EXCHANGE' ? this.line.prodOptionCd : null,
    };
  }

  /** The seller completes a collected return: its quantity moves to returned and the refund is recorded. */
  private async completeReturn(at: Date): Promise<void> {
    const claim = this.claim!;
    const share = Math.floor((this.line.realOrdAmt * claim.claimQty) / this.line.ordQty);
    const refundAmt = Math.max(0, share - (claim.returnFeePayCd === 'DEDUCT' ? claim.returnFee : 0));
    this.claim = await this.core.claims.moveClaim({ claim, action: 'complete', actor: this.seller, patch: { completeDt: at, refundAmt, refundDt: at } });
    await this.core.moves.changeLine({
      key: this.key,
      action: 'returnQty',
      actor: this.seller,
      patch: (l) => ({ claimQty: l.claimQty - claim.claimQty, returnQty: l.returnQty + claim.claimQty }),
      claimSq: claim.claimSq,
    });
    await this.core.moves.notifyBuyer(claim, 'REFUND', { claimSq: claim.claimSq, refundAmt });
  }
}
