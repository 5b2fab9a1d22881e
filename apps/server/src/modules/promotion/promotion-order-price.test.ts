import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrderDetailReply } from '@po/contracts';
import { rowsOf } from '@/platform/db/database.ts';
import { amountsAt } from '@/modules/calculate/settlement-amounts.ts';
import { toFeedLine } from '@/modules/calculate/settlement-feed-lines.ts';
import { deliverLine } from '@/test/claim-factories.ts';
import { mallCall, mallOrderBody, placeOrder, sellerWithProductOnSale } from '@/test/order-factories.ts';
import { decideProduct, registerProduct } from '@/test/product-world.ts';
import { createPromotion, promotionBody } from '@/test/promotion-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

type Seller = Awaited<ReturnType<typeof sellerWithProductOnSale>>;
const PRICE = 329_000;
const DAY = 86_400_000;

interface LineRow {
  prodCd: string;
  ordAmt: number;
  realOrdAmt: number;
  promCd: string | null;
  promDcAmt: number;
  promBearer: string;
}

// The promotion price in the mall's order intake and in settlement (issue 16): an order placed on a day of a
// promotion's run sells the products the seller agreed to at the promotion price, its discount borne as agreed.
describe('the promotion price on orders', () => {
  let t: TestApp;
  let s: Seller;
  /** Products: agreed (RATE 10% mall-borne), rejected, awaiting, agreed (AMOUNT 5,000 seller-borne), agreed (PRICE 200,000 seller-borne). */
  const prod: Record<'agreed' | 'rejected' | 'awaiting' | 'amount' | 'price', { prodCd: string; optionCd: string }> = {} as never;
  const promCd: Record<'rate' | 'amount' | 'price', string> = {} as never;

  const onSale = async () => {
    const prodCd = await registerProduct(t, s, { optionType: '2', options: [{ optionValue1: '검정', optionValue2: 'FREE', stockQty: 30 }] });
    await decideProduct(t, s, prodCd, 'approve');
    return { prodCd, optionCd: `${prodCd}001` };
  };
  const linesOf = async (ordNo: string) =>
    rowsOf<LineRow>(
      await t.db.q.execute(sql`select prod_cd as "prodCd", ord_amt::float8 as "ordAmt", real_ord_amt::float8 as "realOrdAmt", prom_cd as "promCd",
        prom_dc_amt::float8 as "promDcAmt", prom_bearer as "promBearer" from ord_dtl where ord_no = ${ordNo} order by ord_dtl_sq`),
    );
  /** Ordered and paid four days on: the runs are today+3..+9 (Seoul days), so inside. */
  const inRun = () => {
    const at = new Date(t.clock.now().getTime() + 4 * DAY).toISOString();
    return { ordDt: at, payDt: at };
  };
  const answer = (code: string, list: unknown[]) =>
    t.call({ method: 'PUT', url: `/api/promotion/detail/${code}/agreement`, cookies: s.cookies, body: { list } });

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    s = await sellerWithProductOnSale(t);
    for (const k of ['agreed', 'rejected', 'awaiting', 'amount', 'price'] as const) prod[k] = await onSale();
    const target = (k: keyof typeof prod, promPrice?: number) => ({
      supplyEntrCd: s.supplyEntrCd,
      prodCd: prod[k].prodCd,
      ...(promPrice ? { promPrice } : {}),
    });
    promCd.rate = await createPromotion(t, promotionBody(t, [target('agreed'), target('rejected'), target('awaiting')]));
    promCd.amount = await createPromotion(t, promotionBody(t, [target('amount')], { dcTypeCd: 'AMOUNT', dcValue: 5_000, bearer: 'SELLER' }));
    promCd.price = await createPromotion(t, promotionBody(t, [target('price', 200_000)], { dcTypeCd: 'PRICE', dcValue: 0, bearer: 'SELLER' }));
    for (const [code, list] of [
      [
        promCd.rate,
        [
          { prodCd: prod.agreed.prodCd, reqState: 'AGREE' },
          { prodCd: prod.rejected.prodCd, reqState: 'REJECT', rejectReason: '재고 부족' },
        ],
      ],
      [promCd.amount, [{ prodCd: prod.amount.prodCd, reqState: 'AGREE' }]],
      [promCd.price, [{ prodCd: prod.price.prodCd, reqState: 'AGREE' }]],
    ] as const) {
      const res = await answer(code, [...list]);
      if (res.statusCode !== 200) throw new Error(res.body);
    }
  }, 180_000);
  afterAll(() => t.close());

  it('an order before the run pays the product price', async () => {
    const ordNo = await placeOrder(t, [{ prodOptionCd: prod.agreed.optionCd }]);
    expect(await linesOf(ordNo)).toEqual([{ prodCd: prod.agreed.prodCd, ordAmt: PRICE, realOrdAmt: PRICE, promCd: null, promDcAmt: 0, promBearer: 'MALL' }]);
  });

  it('an order on a day of the run carries the price and the bearer of agreed products only', async () => {
    const ordNo = await placeOrder(
      t,
      [
        { prodOptionCd: prod.agreed.optionCd, ordQty: 2 },
        { prodOptionCd: prod.rejected.optionCd },
        { prodOptionCd: prod.awaiting.optionCd },
        { prodOptionCd: prod.amount.optionCd, ordQty: 3, couponAmt: 10_000 },
        { prodOptionCd: prod.price.optionCd },
      ],
      inRun(),
    );
    const none = { promCd: null, promDcAmt: 0, promBearer: 'MALL', ordAmt: PRICE, realOrdAmt: PRICE };
    expect(await linesOf(ordNo)).toEqual([
      { prodCd: prod.agreed.prodCd, ordAmt: 2 * PRICE, promCd: promCd.rate, promDcAmt: 2 * 32_900, promBearer: 'MALL', realOrdAmt: 2 * (PRICE - 32_900) },
      { prodCd: prod.rejected.prodCd, ...none },
      { prodCd: prod.awaiting.prodCd, ...none },
      {
        prodCd: prod.amount.prodCd,
        ordAmt: 3 * PRICE,
        promCd: promCd.amount,
        promDcAmt: 15_000,
        promBearer: 'SELLER',
        realOrdAmt: 3 * PRICE - 10_000 - 15_000,
      },
      { prodCd: prod.price.prodCd, ordAmt: PRICE, promCd: promCd.price, promDcAmt: PRICE - 200_000, promBearer: 'SELLER', realOrdAmt: 200_000 },
    ]);
    const detail = await t.call({ url: `/api/order/orderDetail/${ordNo}`, cookies: s.cookies });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<TOrderDetailReply>().lines[0]).toMatchObject({ promCd: promCd.rate, promDcAmt: 65_800, promBearer: 'MALL', realOrdAmt: 592_200 });
  });

  it('refuses the mall’s discounts above what the line costs after its promotion', async () => {
    // 329,000 − 129,000 (PRICE promotion) leaves 200,000: a coupon of 250,000 no longer fits.
    const body = mallOrderBody(t, [{ prodOptionCd: prod.price.optionCd, couponAmt: 250_000 }], inRun());
    const res = await mallCall(t, { url: '/api/mall/orders', body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'lines.0', messageKey: 'VALIDATION_ERROR' }]);
  });

  it('a cancelled promotion gives no price, even on a day of its run', async () => {
    const other = await onSale();
    const code = await createPromotion(
      t,
      promotionBody(t, [{ supplyEntrCd: s.supplyEntrCd, prodCd: other.prodCd }], {
        reqStartDt: '2026-11-10',
        reqEndDt: '2026-11-15',
        progStartDt: '2026-11-18',
        progEndDt: '2026-11-30',
      }),
    );
    await t.db.q.execute(sql`update promotion_product set req_state = 'AGREE', decided_id = 'x', decided_dt = now() where prom_cd = ${code}`);
    await t.db.q.execute(sql`update promotion set cancel_yn = 'Y' where prom_cd = ${code}`);
    const ordNo = await placeOrder(t, [{ prodOptionCd: other.optionCd }]);
    expect((await linesOf(ordNo))[0]).toMatchObject({ promCd: null, promDcAmt: 0 });
  });

  it('settles a seller-borne promotion as the seller’s burden and a mall-borne one as the mall’s', async () => {
    const ordNo = await placeOrder(t, [{ prodOptionCd: prod.agreed.optionCd }, { prodOptionCd: prod.amount.optionCd }], inRun());
    for (const ordDtlSq of [1, 2]) await deliverLine(t, { supplyEntrCd: s.supplyEntrCd, ordNo, ordDtlSq });
    const feed: ReturnType<typeof toFeedLine>[] = [];
    for await (const batch of t.app.services.settlementFeed.readLines({ supplyEntrCd: s.supplyEntrCd, window: { eligibleBy: '2027-12-31', from: null } }))
      feed.push(...batch.filter((r) => r.ordNo === ordNo).map(toFeedLine));
    const [mallBorne, sellerBorne] = feed.map((l) => amountsAt(l, l.remainingQty));
    // Fee 18.5% (the test brand's rate).
    expect(mallBorne).toMatchObject({ saleAmt: PRICE, supplyBurdenAmt: 0, lfBurdenAmt: 32_900, feeAmt: Math.floor(PRICE * 0.185), vatSaleAmt: PRICE - 32_900 });
    expect(sellerBorne).toMatchObject({ saleAmt: PRICE, supplyBurdenAmt: 5_000, seCpnAmt: 0, lfBurdenAmt: 0, feeAmt: Math.floor((PRICE - 5_000) * 0.185) });
  });
});
