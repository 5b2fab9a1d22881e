import type { TClaimReceiptRequest } from '@po/contracts';
import { CARRIER_ACTOR, sellerActor } from '@/modules/order/order-moves.ts';
import { placeOrder } from './order-factories.ts';
import { approvedBrand, productImages, sellerSite } from './product-factories.ts';
import { decideProduct, registerProduct } from './product-world.ts';
import type { TestApp } from './test-app.ts';

// Claims for tests: orders moved along to where a claim may be opened, and receipts through the seller's API.

type Cookies = Record<string, string>;
const STAFF = sellerActor({ mgrId: 'test-staff', nm: '직원' });

/** A product on sale of a seller already signed in (the route matrix's seller A): one option per entry of `stock`. */
export async function productOnSaleOf(t: TestApp, s: { cookies: Cookies; supplyEntrCd: string }, stock: number[] = [10, 10]) {
  const deliveryLocCd = await sellerSite(t, s.cookies);
  const brandCd = await approvedBrand(t, s, { deliveryLocCd });
  const options = stock.map((stockQty, i) => ({ optionValue1: `색상${i + 1}`, optionValue2: 'FREE', stockQty }));
  const prodCd = await registerProduct(
    t,
    { cookies: s.cookies, brandCd, images: await productImages(t, s.cookies, 1) },
    { optionType: '2', options, deliveryLocCd },
  );
  await decideProduct(t, s, prodCd, 'approve');
  return { prodCd, optionCds: options.map((_, i) => `${prodCd}${String(i + 1).padStart(3, '0')}`) };
}

/** Moves a paid line to preparing, shipping (with an invoice) and, unless told to stop, delivered. */
export async function deliverLine(
  t: TestApp,
  key: { supplyEntrCd: string; ordNo: string; ordDtlSq: number },
  until: 'preparing' | 'shipping' | 'delivered' = 'delivered',
) {
  const m = t.app.services.orderMoves;
  await m.moveLine({ key, action: 'prepare', actor: STAFF });
  if (until === 'preparing') return;
  await m.moveLine({
    key,
    action: 'ship',
    actor: STAFF,
    patch: () => ({ deliveryEntrCd: '04', invoiceNo: `${Date.now()}${key.ordDtlSq}`, invoiceDt: t.clock.now() }),
  });
  if (until === 'delivered') await m.moveLine({ key, action: 'deliver', actor: CARRIER_ACTOR, patch: () => ({ deliveredDt: t.clock.now() }) });
}

/** A delivered order of the seller's option (quantity `qty`); answers its line key. */
export async function deliveredOrder(t: TestApp, s: { supplyEntrCd: string }, prodOptionCd: string, qty = 1, overrides: Parameters<typeof placeOrder>[2] = {}) {
  const ordNo = await placeOrder(t, [{ prodOptionCd, ordQty: qty }], overrides);
  const key = { supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq: 1 };
  await deliverLine(t, key);
  return key;
}

/** A seller's receipt through the API; answers the first claim's number. */
export async function receiveClaim(t: TestApp, cookies: Cookies, body: Partial<TClaimReceiptRequest> & Pick<TClaimReceiptRequest, 'lines'>): Promise<number> {
  const res = await t.call({ method: 'POST', url: '/api/order/claims', cookies, body: { claimType: 'RETURN', reasonCd: '01', ...body } });
  if (res.statusCode !== 200) throw new Error(`receipt failed: ${res.body}`);
  return res.json<{ claims: { claimSq: number }[] }>().claims[0]!.claimSq;
}
