import type { TMallShipmentsReply, TMallTrackingEvent } from '@po/contracts';
import type { Random } from '@/seed/seeded-random.ts';

/** What the simulated carrier and buyers do next with what is shipped. */
export interface CarrierPlan {
  /** Deliveries of shipped invoices and pickups back at the seller (one event per carrier and invoice). */
  events: TMallTrackingEvent[];
  /** Delivered lines whose buyer confirms the purchase now. */
  confirms: { ordNo: string; ordDtlSq: number }[];
}

/**
 * The carrier's and buyers' next moves (pure): each shipped invoice is delivered with probability `deliverRate`,
 * each pickup under way arrives back with `pickupRate`, and each delivered line is confirmed with `confirmRate`.
 * Events are dated `now`.
 */
export function planCarrierMoves(
  r: Random,
  shipments: TMallShipmentsReply,
  now: Date,
  rates: { deliverRate?: number; pickupRate?: number; confirmRate?: number } = {},
): CarrierPlan {
  const eventDt = now.toISOString();
  const events: TMallTrackingEvent[] = [];
  const seen = new Set<string>();
  for (const l of shipments.lines) {
    const parcel = `${l.deliveryEntrCd}/${l.invoiceNo}`;
    if (l.ordDtlStsCd !== '50' || seen.has(parcel)) continue;
    seen.add(parcel);
    if (r.chance(rates.deliverRate ?? 0.7)) events.push({ deliveryEntrCd: l.deliveryEntrCd, invoiceNo: l.invoiceNo, eventCd: 'DELIVERED', eventDt });
  }
  for (const p of shipments.pickups) {
    const parcel = `R/${p.deliveryEntrCd}/${p.invoiceNo}`;
    if (seen.has(parcel)) continue;
    seen.add(parcel);
    if (r.chance(rates.pickupRate ?? 0.6)) events.push({ deliveryEntrCd: p.deliveryEntrCd, invoiceNo: p.invoiceNo, eventCd: 'RETURN_DELIVERED', eventDt });
  }
  const confirms = shipments.lines
    .filter((l) => l.ordDtlStsCd === '60' && r.chance(rates.confirmRate ?? 0.4))
    .map((l) => ({ ordNo: l.ordNo, ordDtlSq: l.ordDtlSq }));
  return { events, confirms };
}
