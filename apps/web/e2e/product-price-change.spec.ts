import type { Page } from '@playwright/test';
import { confirmDialog, fillWon, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { callApi, registerProduct } from './support/products';
import { openFromSidebar } from './support/sidebar';

/** Finds the product by its name in the request dialog and picks it; answers its code. */
async function pickProduct(page: Page, prodNm: string): Promise<string> {
  await shown(page, 'price-change-request').click();
  const search = shown(page, 'price-change-search').locator('input');
  await search.fill(prodNm);
  await page.getByRole('button', { name: /찾\s*기/ }).click();
  const pick = page.locator('[data-testid^="price-change-pick-"]').filter({ visible: true }).first();
  await expect(pick).toBeVisible();
  const prodCd = ((await pick.getAttribute('data-testid')) ?? '').replace('price-change-pick-', '');
  await pick.click();
  return prodCd;
}

test.describe('price changes', () => {
  test('partner01 requests a price change, admin01 confirms it, partner01 sees the new price', async ({ asUser }) => {
    // A product on sale: partner01 registers it, the MD approves it (the review screen has its own journey).
    const page = await asUser('partner01');
    const prodNm = `가격변경 트렌치코트 ${String(Date.now()).slice(-6)}`;
    const product = await registerProduct(page, { prodNm, overrides: { listPrice: 289_000, prodPrice: 259_000 } });
    const admin = await asUser('admin01');
    expect((await callApi(admin, 'POST', `/admin/product/products/${product.prodCd}/approve`, {})).status).toBe(200);

    await openFromSidebar(page, '상품관리', '가격변경 조회');
    const prodCd = await pickProduct(page, prodNm);
    expect(prodCd).toBe(product.prodCd);
    await expect(shown(page, 'price-change-current-prod')).toHaveText('259,000원');

    // Type P: new list and selling price; the discount follows.
    await fillWon(page, 'price-change-newProdPrice', 239000);
    await expect(shown(page, 'price-change-newDcRate')).toHaveText('17%');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/product/priceChanges') && r.request().method() === 'POST');
    await shown(page, 'price-change-submit').click();
    const reply = await sent;
    expect(reply.status()).toBe(200);
    const { prodPriceSeq: seq } = (await reply.json()) as { prodPriceSeq: number };
    await expect(shown(page, `price-change-status-${prodCd}-${seq}`)).toHaveAttribute('data-status', '10');

    // The operator's queue opens on the requested ones; a confirmed one leaves it.
    await openFromSidebar(admin, '운영자', '가격 변경 승인 관리');
    // Oldest first across every seller (the demo sellers have requests of their own waiting): found by its code.
    await shown(admin, 'price-review-search-code').fill(prodCd);
    await shown(admin, 'price-review-search').click();
    const id = `S000001-${prodCd}-${seq}`;
    await expect(admin.getByTestId(`price-review-status-${id}`)).toHaveAttribute('data-status', '10');
    await admin.getByTestId(`price-review-confirm-${id}`).click();
    await confirmDialog(admin);
    await expect(admin.getByTestId(`price-review-row-${id}`)).toHaveCount(0);

    // The seller reads the list again: confirmed, old → new; the product itself now sells at the new price.
    await page.getByTestId('tab-refresh').click();
    await expect(shown(page, `price-change-status-${prodCd}-${seq}`)).toHaveAttribute('data-status', '20');
    await expect(shown(page, `price-change-prices-${prodCd}-${seq}-prod`)).toHaveText('259,000원 → 239,000원');
    expect(await pickProduct(page, prodNm)).toBe(prodCd);
    await expect(shown(page, 'price-change-current-prod')).toHaveText('239,000원');
  });
});
