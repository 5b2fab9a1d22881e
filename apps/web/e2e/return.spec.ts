import { pickOption, shown } from './support/antd';
import { deliveredOrder, openReturnTab, receiveClaim, runConfirmed } from './support/claims';
import { expect, test } from './support/fixtures';
import { callApi } from './support/products';

test.describe('returns and exchanges', () => {
  test('partner01 takes a return from receipt to refund', async ({ asUser }) => {
    const page = await asUser('partner01');
    const { ordNo } = await deliveredOrder(page);
    const claimSq = await receiveClaim(page, { claimType: 'RETURN', lines: [{ ordNo, ordDtlSq: 1, qty: 1 }] });

    // Pickup with the carrier's invoice.
    await openReturnTab(page, 'RETURN_REQUESTED', claimSq);
    await shown(page, `claim-collect-${claimSq}`).click();
    await pickOption(page, 'claim-collect-carrier', 'CJ대한통운');
    await shown(page, 'claim-collect-invoice').fill(`R${Date.now()}`);
    const collected = page.waitForResponse((r) => r.url().endsWith(`/return/claims/${claimSq}/collect`));
    await shown(page, 'claim-collect-ok').click();
    expect((await collected).status()).toBe(200);

    // Recovery complete, then complete: the refund is shown on the completed tab.
    await openReturnTab(page, 'RETURN_COLLECT', claimSq);
    await runConfirmed(page, `claim-collectComplete-${claimSq}`, `/return/claims/${claimSq}/collectComplete`);
    await openReturnTab(page, 'RETURN_COLLECT_COMPLETED', claimSq);
    await runConfirmed(page, `claim-complete-${claimSq}`, `/return/claims/${claimSq}/complete`);
    await openReturnTab(page, 'RETURN_COMPLETED', claimSq);
    await expect(shown(page, `claim-refund-${claimSq}`)).toHaveText(/^[\d,]+$/);
  });

  test('partner01 exchanges to another option, and ships the new preparing line from the order detail', async ({ asUser }) => {
    const page = await asUser('partner01');
    const { ordNo, prodOptionCd } = await deliveredOrder(page);
    const prodCd = prodOptionCd.slice(0, -3);
    const detail = await callApi<{ options: { prodOptionCd: string; stockQty: number; saleAbleYn: string }[] }>(page, 'GET', `/product/products/${prodCd}`);
    const other = detail.body.options.find((o) => o.prodOptionCd !== prodOptionCd && o.stockQty > 0 && o.saleAbleYn === 'Y');
    test.skip(!other, 'the product has no other option in stock');
    const claimSq = await receiveClaim(page, { claimType: 'EXCHANGE', lines: [{ ordNo, ordDtlSq: 1, qty: 1, exchangeProdOptionCd: other!.prodOptionCd }] });

    await openReturnTab(page, 'RETURN_REQUESTED', claimSq);
    await runConfirmed(page, `claim-collectComplete-${claimSq}`, `/return/claims/${claimSq}/collectComplete`);
    await openReturnTab(page, 'RETURN_COLLECT_COMPLETED', claimSq);
    await runConfirmed(page, `claim-complete-${claimSq}`, `/return/claims/${claimSq}/complete`);

    const lines = await callApi<{ lines: { ordDtlSq: number; ordDtlStsCd: string; prodOptionCd?: string }[] }>(page, 'GET', `/order/orderDetail/${ordNo}`);
    expect(lines.body.lines.find((l) => l.ordDtlSq === 2)).toMatchObject({ ordDtlStsCd: '35' });

    // The new shipment: the exchange's line leaves with its own invoice, as any preparing line does.
    await page.goto(`/front/order/orderDetail/${ordNo}`);
    await expect(shown(page, 'line-status-2')).toHaveText('상품준비중');
    await shown(page, 'line-invoice-2').click();
    await pickOption(page, 'invoice-carrier', 'CJ대한통운');
    const invoiceNo = `7${String(Date.now()).slice(-11)}`;
    await shown(page, 'invoice-no').fill(invoiceNo);
    await shown(page, 'invoice-save').click();
    await expect(shown(page, 'line-status-2')).toHaveText('배송중');
    await expect(shown(page, 'line-invoice-info-2')).toContainText(invoiceNo);
  });

  test('partner01 holds a collected return and admin01 releases it', async ({ asUser }) => {
    const page = await asUser('partner01');
    const { ordNo } = await deliveredOrder(page);
    const claimSq = await receiveClaim(page, { claimType: 'RETURN', lines: [{ ordNo, ordDtlSq: 1, qty: 1 }] });
    await openReturnTab(page, 'RETURN_REQUESTED', claimSq);
    await runConfirmed(page, `claim-collectComplete-${claimSq}`, `/return/claims/${claimSq}/collectComplete`);

    await openReturnTab(page, 'RETURN_COLLECT_COMPLETED', claimSq);
    await shown(page, `claim-hold-${claimSq}`).click();
    await shown(page, 'claim-hold-text').fill('구성품(더스트백)이 빠진 채 회수되었습니다.');
    await expect(page.getByText(/\d+ \/ 1000$/).filter({ visible: true })).toBeVisible();
    const held = page.waitForResponse((r) => r.url().endsWith(`/return/claims/${claimSq}/hold`));
    await shown(page, 'claim-hold-ok').click();
    expect((await held).status()).toBe(200);
    await openReturnTab(page, 'RETURN_DISABLE', claimSq);

    const admin = await asUser('admin01');
    // The queue is every seller's, oldest first: the CS centre finds the caller's order by its number.
    await admin.goto('/front/admin/returnHoldList');
    await shown(admin, 'hold-search-ordNo').fill(ordNo);
    await shown(admin, 'return-holds-search').click();
    await expect(shown(admin, 'return-holds-total')).toContainText('1');
    await shown(admin, `hold-release-${claimSq}`).click();
    await shown(admin, 'hold-release-text').fill('고객과 통화하여 부분 환불로 합의했습니다.');
    const released = admin.waitForResponse((r) => r.url().endsWith(`/admin/order/returnHolds/${claimSq}/release`));
    await shown(admin, 'hold-release-ok').click();
    expect((await released).status()).toBe(200);
    await expect(shown(admin, `hold-row-${claimSq}`)).toHaveCount(0);

    await openReturnTab(page, 'RETURN_COLLECT_COMPLETED', claimSq);
  });
});
