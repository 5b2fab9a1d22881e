import { expect, type Page } from '@playwright/test';
import { confirmDialog, shown } from './antd';
import { callMall, orderableOptions, placeMallOrder } from './orders';
import { callApi } from './products';

// Claims for journeys: an order of the signed-in seller's delivered through the order screens' line calls
// (prepare, invoice, delivered by the carrier's tracking event), then a receipt through the seller's API.

/** A delivered order of one of the seller's options on sale (quantity `qty`); answers its number and the option. */
export async function deliveredOrder(page: Page, qty = 1): Promise<{ ordNo: string; prodOptionCd: string }> {
  const [prodOptionCd] = await orderableOptions(page, 1, qty + 2);
  const ordNo = await placeMallOrder(page, [{ prodOptionCd: prodOptionCd!, ordQty: qty }]);
  const invoiceNo = `${Date.now()}${Math.floor(Math.random() * 100)}`.padEnd(15, '0').slice(-14);
  expect((await callApi(page, 'PUT', '/order/lines/prepare', { lines: [{ ordNo, ordDtlSq: 1, version: 1 }] })).status).toBe(200);
  expect((await callApi(page, 'PUT', '/order/lines/invoice', { lines: [{ ordNo, ordDtlSq: 1, version: 2, deliveryEntrCd: '04', invoiceNo }] })).status).toBe(
    200,
  );
  const events = [{ deliveryEntrCd: '04', invoiceNo, eventCd: 'DELIVERED', eventDt: new Date().toISOString() }];
  expect((await callMall(page, 'POST', '/tracking', { events })).status).toBe(200);
  return { ordNo, prodOptionCd: prodOptionCd! };
}

/** A seller's receipt through the API (the detail page's popup sends the same); answers the claim's number. */
export async function receiveClaim(page: Page, body: Record<string, unknown>): Promise<number> {
  const res = await callApi<{ claims: { claimSq: number }[] }>(page, 'POST', '/order/claims', { reasonCd: '04', ...body });
  expect(res.status).toBe(200);
  return res.body.claims[0]!.claimSq;
}

/** Opens the return list on a status tab and waits for the claim's row. */
export async function openReturnTab(page: Page, status: string, claimSq: number): Promise<void> {
  await page.goto(`/front/return/returnList?statusCd=${status}`);
  await shown(page, `return-tab-${status}`).click();
  await expect(shown(page, `return-row-${claimSq}`)).toBeVisible();
}

/** Clicks a row's action that asks first, confirms, and waits for the claim's new status on the server. */
export async function runConfirmed(page: Page, testId: string, path: string): Promise<void> {
  const sent = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'PUT');
  await shown(page, testId).click();
  await confirmDialog(page);
  expect((await sent).status()).toBe(200);
}
