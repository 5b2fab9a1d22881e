import { expect, test } from './support/fixtures';
import { daysPastDeliveryDeadline, freshSignIn, seoulDay } from './support/order-ops';
import { moveServerClock, orderableOptions, placeMallOrder } from './support/orders';
import { callApi } from './support/products';

type LateLines = { list: { supplyEntrCd: string; ordNo: string; delayStsCd: string | null }[] };
const lateLinesUrl = `/order/orderPtsLines?payDtFrom=${seoulDay(-1)}&payDtTo=${seoulDay(7)}&pageSize=1000`;

test.describe("the operator's order views", () => {
  test("admin01 sees the sellers' processing times and opens a seller's late lines", async ({ asUser }) => {
    const seller = await asUser('partner01');
    const [option] = await orderableOptions(seller);
    await placeMallOrder(seller, [{ prodOptionCd: option! }]);

    const admin = await asUser('admin01');
    await admin.goto('/front/order/orderPtsList');
    await expect(admin.getByTestId('pts')).toBeVisible();
    // The screen opens on the last seven days: the order just paid makes a row of partner01's company at least.
    const firstRow = admin.locator('[data-testid^="pts-row-"]').first();
    await expect(firstRow).toBeVisible();
    await firstRow.click();
    await expect(admin.getByTestId('pts-late-lines')).toBeVisible();
  });

  test('admin01 sees the shipping sites with an approved goods-flow contract', async ({ asUser }) => {
    const admin = await asUser('admin01');
    await admin.goto('/front/order/deliveryAutomationList');
    await expect(admin.getByTestId('automation-table')).toBeVisible();
    // The demo sellers each have one approved site.
    await expect(admin.locator('[data-testid^="automation-row-"]').first()).toBeVisible();
    await expect(admin.getByTestId('automation-run-all')).toBeVisible();
  });

  test('a paid order not dispatched in 48 business hours is marked delivery-delayed (72) by the clock job', async ({ asUser, browser }) => {
    const seller = await asUser('partner01');
    const [option] = await orderableOptions(seller);
    const ordNo = await placeMallOrder(seller, [{ prodOptionCd: option! }]);
    // Nothing of the app runs while the clock is moved: its saved session would be revoked as idle.
    await seller.goto('about:blank');
    let admin: Awaited<ReturnType<typeof freshSignIn>> | null = null;
    try {
      await moveServerClock(seller, daysPastDeliveryDeadline() * 24 * 3600);
      admin = await freshSignIn(browser, 'admin01');
      const page = admin;
      // The product enqueues the schedules every 15 s; the moved clock is a new period of the delay job.
      await expect
        .poll(async () => (await callApi<LateLines>(page, 'GET', lateLinesUrl)).body.list.find((l) => l.ordNo === ordNo)?.delayStsCd ?? null, {
          timeout: 90_000,
        })
        .toBe('72');
    } finally {
      await admin?.context().close();
      await moveServerClock(seller, 0);
    }
  });
});
