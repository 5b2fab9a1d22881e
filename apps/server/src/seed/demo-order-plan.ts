import { BUYER_FAULT_REASONS, type TClaimReasonCd } from '@po/contracts';
import type { Random } from './seeded-random.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Carriers (D010) in the proportions Korean parcels travel: CJ most, then Lotte, Hanjin, the post office, Logen. */
const CARRIERS = ['04', '04', '04', '08', '08', '05', '01', '06'] as const;
/** The days a demo seller's orders span, and how busy recent days are compared with the oldest. */
export const DEMO_ORDER_DAYS = 182;

/** One thing that happens to a demo line, at a moment; the seed applies those up to its clock, in order. */
export type DemoLineStep =
  | { kind: 'prepare' | 'deliver' | 'deliveryDelay' | 'arrivalDelay'; at: Date }
  | { kind: 'ship'; at: Date; deliveryEntrCd: string; invoiceNo: string }
  | { kind: 'confirm'; at: Date; by: 'buyer' | 'system' }
  | { kind: 'cancel'; at: Date; by: 'BUYER' | 'SELLER'; reasonCd: TClaimReasonCd }
  | { kind: 'cancelComplete' | 'cancelWithdraw'; at: Date }
  | { kind: 'claim'; at: Date; claimType: 'RETURN' | 'EXCHANGE'; reasonCd: TClaimReasonCd; qty: number }
  | { kind: 'collect'; at: Date; deliveryEntrCd: string; invoiceNo: string }
  | { kind: 'collected' | 'claimComplete' | 'claimWithdraw'; at: Date }
  | { kind: 'hold'; at: Date; reason: string };

const HOLD_REASONS = [
  '회수된 상품에 사용 흔적이 있어 반품 불가 상품으로 판단됩니다. CS센터 확인을 요청드립니다.',
  '택(TAG)이 제거된 상태로 회수되었습니다.',
  '구성품(더스트백) 누락으로 고객 확인이 필요합니다.',
];
const RETURN_REASONS: readonly TClaimReasonCd[] = ['01', '01', '02', '02', '03', '04', '06', '09'];
const EXCHANGE_REASONS: readonly TClaimReasonCd[] = ['02', '02', '02', '03', '04'];

/** When a demo order was placed: over the last DEMO_ORDER_DAYS days, denser towards now (a growing shop). */
export function demoOrderTime(r: Random, now: Date): Date {
  const ageDays = DEMO_ORDER_DAYS * r.next() ** 1.5;
  // Shops sell in the day: between 08:00 and 23:00 in Seoul (23:00-14:00 UTC).
  const t = now.getTime() - ageDays * DAY;
  const seoulHour = r.int(8, 22);
  const day = Math.floor((t + 9 * HOUR) / DAY) * DAY - 9 * HOUR;
  const at = day + seoulHour * HOUR + r.int(0, 59) * 60_000;
  return new Date(Math.min(at, now.getTime() - 10 * 60_000));
}

/** A pickup or a shipment's invoice: the carrier and twelve digits, unique by the serial. */
const invoiceOf = (r: Random, serial: number) => ({
  deliveryEntrCd: r.pick(CARRIERS),
  invoiceNo: `6${String(serial).padStart(7, '0')}${String(r.int(1000, 9999))}`,
});

/**
 * A line's life from payment, step by step, with no regard to the present: the seed applies the steps dated
 * before its clock, so recent lines stop part-way (paid, preparing, shipping, a claim collecting) and old ones
 * are delivered and confirmed. Some sellers are slow (a dispatch past 48 hours: the 72 mark) and some parcels
 * late (past the expected day: the 82 mark); some buyers cancel before dispatch, some return or exchange after
 * delivery, and some of those are held or withdrawn.
 */
export function planLineLife(r: Random, opts: { paidAt: Date; qty: number; expectDay: string; serial: number }): DemoLineStep[] {
  const steps: DemoLineStep[] = [];
  let t = opts.paidAt.getTime();
  const after = (minHours: number, maxHours: number) => (t += r.int(minHours * 60, maxHours * 60) * 60_000);
  const at = () => new Date(t);
  const fate = r.next();
  let prepared = false;
  if (fate < 0.08) {
    const bySeller = fate < 0.02;
    after(bySeller ? 10 : 0.5, bySeller ? 40 : 20);
    if (r.chance(0.3)) {
      steps.push({ kind: 'prepare', at: at() });
      prepared = true;
      after(0.5, 6);
    }
    steps.push({ kind: 'cancel', at: at(), by: bySeller ? 'SELLER' : 'BUYER', reasonCd: bySeller ? '05' : r.pick(['01', '01', '02', '09'] as const) });
    const withdrawn = !bySeller && r.chance(0.12);
    after(bySeller ? 0 : 6, bySeller ? 0.2 : 40);
    steps.push({ kind: withdrawn ? 'cancelWithdraw' : 'cancelComplete', at: at() });
    if (!withdrawn) return steps;
  }
  const slow = r.chance(0.07);
  if (!prepared) steps.push({ kind: 'prepare', at: new Date(after(1, slow ? 30 : 20)) });
  const shipAt = after(slow ? 40 : 1, slow ? 90 : 24);
  // The delay job marks the line 48 hours after payment, or at its next run after a step that came later (a cancel
  // request withdrawn after two days): never before the line's last step, and always before the shipping.
  if (shipAt - opts.paidAt.getTime() > 49 * HOUR) {
    const markAt = Math.max(opts.paidAt.getTime() + 48 * HOUR + 30 * 60_000, (steps.at(-1)?.at.getTime() ?? 0) + 60_000);
    steps.push({ kind: 'deliveryDelay', at: new Date(markAt) });
  }
  steps.push({ kind: 'ship', at: at(), ...invoiceOf(r, opts.serial) });
  // Most parcels arrive in a day or two; some are late, a few go astray for weeks.
  const transit = r.next();
  if (transit < 0.03) after(240, 480);
  else if (transit < 0.08) after(100, 190);
  else after(14, 60);
  // The arrival-delay job runs after the expected day ends in Seoul (15:00 UTC) and marks what is still on the way.
  const expectEnd = new Date(`${opts.expectDay}T15:00:00Z`).getTime() + 30 * 60_000;
  if (t > expectEnd) steps.push({ kind: 'arrivalDelay', at: new Date(Math.max(expectEnd, steps.at(-1)!.at.getTime() + HOUR)) });
  steps.push({ kind: 'deliver', at: at() });
  if (r.chance(0.15)) return [...steps, ...planClaim(r, { from: t, qty: opts.qty, serial: opts.serial })];
  const byBuyer = r.chance(0.55);
  steps.push({ kind: 'confirm', at: new Date(byBuyer ? after(4, 7 * 24) : after(8 * 24 + 1, 8 * 24 + 3)), by: byBuyer ? 'buyer' : 'system' });
  return steps;
}

/** A return or exchange after delivery: received, picked up, collected, then completed, held or withdrawn. */
function planClaim(r: Random, opts: { from: number; qty: number; serial: number }): DemoLineStep[] {
  let t = opts.from;
  const next = (minHours: number, maxHours: number) => new Date((t += r.int(minHours * 60, maxHours * 60) * 60_000));
  const claimType = r.chance(0.65) ? 'RETURN' : 'EXCHANGE';
  const reasonCd = r.pick(claimType === 'RETURN' ? RETURN_REASONS : EXCHANGE_REASONS);
  const steps: DemoLineStep[] = [{ kind: 'claim', at: next(6, 5 * 24), claimType, reasonCd, qty: r.int(1, opts.qty) }];
  if (r.chance(0.1)) return [...steps, { kind: 'claimWithdraw', at: next(2, 40) }];
  steps.push({ kind: 'collect', at: next(12, 60), ...invoiceOf(r, 5_000_000 + opts.serial) });
  if (r.chance(0.05)) return [...steps, { kind: 'claimWithdraw', at: next(2, 20) }];
  steps.push({ kind: 'collected', at: next(24, 96) });
  if (r.chance(BUYER_FAULT_REASONS.includes(reasonCd) ? 0.15 : 0.05)) return [...steps, { kind: 'hold', at: next(2, 30), reason: r.pick(HOLD_REASONS) }];
  // The exchange's completion makes its new line (the claims feature's work): demo exchanges stop at collected.
  if (claimType === 'EXCHANGE') return steps;
  return [...steps, { kind: 'claimComplete', at: next(12, 96) }];
}

/** Lines the demo forces into the states a short window would otherwise often miss, so every list opens on rows. */
export const SHOWCASES = [
  'delay72',
  'delay82',
  'cancelRequested',
  'returnRequested',
  'returnCollect',
  'returnCollected',
  'exchangeRequested',
  'exchangeCollect',
  'exchangeCollected',
] as const;
export type Showcase = (typeof SHOWCASES)[number];

/** Whether a line paid at `paidAt` (expected on `expectDay`) can show `kind` at `now`. */
export function fitsShowcase(kind: Showcase, paidAt: Date, expectDay: string, now: Date): boolean {
  const ageHours = (now.getTime() - paidAt.getTime()) / HOUR;
  if (kind === 'delay72') return ageHours > 50 && ageHours < 120;
  if (kind === 'delay82') return new Date(`${expectDay}T15:30:00Z`).getTime() < now.getTime() - HOUR && ageHours < 20 * 24;
  if (kind === 'cancelRequested') return ageHours > 2 && ageHours < 30;
  return ageHours > 120 && ageHours < 12 * 24;
}

/** The steps that bring a line to a showcase state by `now`, each dated between its payment and now. */
export function showcaseLife(kind: Showcase, opts: { paidAt: Date; expectDay: string; now: Date; serial: number; r: Random }): DemoLineStep[] {
  const paid = opts.paidAt.getTime();
  const ago = (hours: number) => new Date(opts.now.getTime() - hours * HOUR);
  const from = (hours: number) => new Date(paid + hours * HOUR);
  const shipped: DemoLineStep[] = [
    { kind: 'prepare', at: from(2) },
    { kind: 'ship', at: from(6), ...invoiceOf(opts.r, 9_000_000 + opts.serial) },
  ];
  if (kind === 'delay72') {
    return [
      { kind: 'prepare', at: from(2) },
      { kind: 'deliveryDelay', at: from(48.5) },
    ];
  }
  if (kind === 'delay82')
    return [...shipped, { kind: 'arrivalDelay', at: new Date(Math.max(new Date(`${opts.expectDay}T15:30:00Z`).getTime(), paid + 7 * HOUR)) }];
  if (kind === 'cancelRequested') return [{ kind: 'cancel', at: from(1), by: 'BUYER', reasonCd: '01' }];
  // A return or an exchange: delivered, then received, picked up or collected shortly before now.
  const claimType = kind.startsWith('return') ? 'RETURN' : 'EXCHANGE';
  const stage = kind.replace(/^(return|exchange)/, '');
  const steps: DemoLineStep[] = [...shipped, { kind: 'deliver', at: from(30) }];
  steps.push({ kind: 'claim', at: ago(stage === 'Requested' ? 5 : stage === 'Collect' ? 40 : 80), claimType, reasonCd: '02', qty: 1 });
  if (stage !== 'Requested') steps.push({ kind: 'collect', at: ago(stage === 'Collect' ? 10 : 50), ...invoiceOf(opts.r, 8_000_000 + opts.serial) });
  if (stage === 'Collected') steps.push({ kind: 'collected', at: ago(8) });
  return steps;
}
