import type { TMallPlaceOrderRequest } from '@po/contracts';
import type { Services } from '@/services.ts';
import { ManualClock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { createMallOrderService, lineOf, linePromotionsOf, promotionDiscountOf } from '@/modules/order/mall-order.service.ts';
import type { LinePromotion } from '@/modules/promotion/promotion-prices.service.ts';
import { createOrderClaimRepository } from '@/modules/order/order-claim.repository.ts';
import { createOrderClaims } from '@/modules/order/order-claims.ts';
import { createOrderMoves } from '@/modules/order/order-moves.ts';
import { createOrderRepository, type NewOrderLine, type OrderLineRow } from '@/modules/order/order.repository.ts';
import type { OrderableOption } from '@/modules/product/product-ordering.service.ts';
import { buildOrder, groupBySeller, pickOrderOptions, simOrdNo, takeStock, type SimOption } from '@/sim/mall-sim-orders.ts';
import { demoOrderTime, fitsShowcase, planLineLife, SHOWCASES, showcaseLife, type DemoLineStep } from './demo-order-plan.ts';
import { insertReplayed } from './demo-order-insert.ts';
import { DemoLine } from './demo-order-line.ts';
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
  const intake = createMallOrderService({ repo, moves, ordering: services.productOrdering, prices: services.promotionPrices, db, clock });
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

/**
 * The mall takes its discounts off what a line costs after its promotion: a drawn line whose points and e-gift
 * mileage would pay more than that pays less of them (the intake refuses discounts above the line's amount).
 */
function fitDiscounts(body: TMallPlaceOrderRequest, options: OrderableOption[], promotions: Map<string, LinePromotion>): void {
  for (const [i, l] of body.lines.entries()) {
    const o = options[i]!;
    const amount = (o.prodPrice + o.extraCharge) * l.ordQty - promotionDiscountOf(promotions.get(o.prodCd), o, l.ordQty);
    let over = l.gradeDiscountAmt + l.couponAmt + l.pointAmt + l.egmAmt - amount;
    if (over <= 0) continue;
    const egm = Math.min(l.egmAmt, over);
    l.egmAmt -= egm;
    over -= egm;
    l.pointAmt -= Math.min(l.pointAmt, over);
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
    const found: OrderableOption[] = [];
    for (const l of body.lines) {
      const option = opts.options.get(l.prodOptionCd) ?? (await opts.services.productOrdering.findOrderableOption(l.prodOptionCd))!;
      opts.options.set(l.prodOptionCd, option);
      found.push(option);
    }
    // Orders in a demo promotion's run sell its agreed products at the promotion price, as the intake would.
    const promotions = await linePromotionsOf(opts.services.promotionPrices, body, found);
    fitDiscounts(body, found, promotions);
    const lines: NewOrderLine[] = body.lines.map((_, i) => lineOf(body, i, found[i]!, new Date(body.payDt), promotions.get(found[i]!.prodCd)));
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
