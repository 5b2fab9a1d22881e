import type { TBuyerAgeCd, TBuyerSexCd, TMallPlaceOrderRequest } from '@po/contracts';
import { seededRandom, type Random } from '@/seed/seeded-random.ts';

// Who buys fashion at the mall: mostly women in their twenties and thirties. The mall sends a band and a sex when
// the member gave them; about one order in twenty comes without either (a guest, a member who skipped them).

/** Age bands by weight (the sum is 100). */
const AGE_WEIGHTS: readonly [TBuyerAgeCd, number][] = [
  ['10', 4],
  ['20', 31],
  ['30', 33],
  ['40', 19],
  ['50', 9],
  ['60', 4],
];

function weighted<T>(r: Random, items: readonly [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = r.next() * total;
  for (const [item, w] of items) if ((x -= w) < 0) return item;
  return items.at(-1)![0];
}

/** A buyer's band and sex drawn from the random given (each missing about one time in twenty). */
export function drawBuyerProfile(r: Random): Pick<TMallPlaceOrderRequest, 'buyerAgeCd' | 'buyerSexCd'> {
  const age = r.chance(0.05) ? undefined : weighted(r, AGE_WEIGHTS);
  const sex: TBuyerSexCd | undefined = r.chance(0.05) ? undefined : r.chance(0.64) ? 'F' : 'M';
  return { ...(age ? { buyerAgeCd: age } : {}), ...(sex ? { buyerSexCd: sex } : {}) };
}

/**
 * The order's buyer profile, drawn from a random of the order number's own: the same order always has the same
 * buyer, and the draws take nothing from the order's random (the demo's and the generator's other draws stay as
 * they were).
 */
export const buyerProfileOf = (ordNo: string) => drawBuyerProfile(seededRandom(`buyer:${ordNo}`));
