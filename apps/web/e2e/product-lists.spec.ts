import { numberBox, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { registerProduct } from './support/products';
import { openFromSidebar } from './support/sidebar';

const stamp = () => String(Date.now()).slice(-6);
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'ko' };

test.describe('product lists and the option grid', () => {
  test('partner01 finds a new product by its pasted code, sees it awaiting approval, and saves its stock and sale-able flag in the grid', async ({
    asUser,
  }) => {
    const page = await asUser('partner01');
    const product = await registerProduct(page, {
      prodNm: `E2E 울 니트 ${stamp()}`,
      supplyProdCd: `E2E-KN-${stamp()}`,
      brandName: '모던패션',
      overrides: {
        listPrice: 129_000,
        prodPrice: 99_000,
        options: [
          { optionValue1: '블랙', optionValue2: 'FREE', stockQty: 3 },
          { optionValue1: '아이보리', optionValue2: 'FREE', stockQty: 2 },
        ],
      },
    });

    // productSearchList: the code pasted (lower case, with a blank line) finds it alone.
    await openFromSidebar(page, '상품관리', '상품조회');
    await shown(page, 'product-search-prodCds').fill(`\n${product.prodCd.toLowerCase()}\n`);
    await expect(shown(page, 'product-search-prodCds-count')).toHaveText('1개 / 최대 1,000개');
    await shown(page, 'product-search-search').click();
    await expect(shown(page, `product-row-${product.prodCd}`)).toBeVisible();
    await expect(shown(page, 'product-search-total')).toContainText('1');
    await expect(shown(page, `product-link-${product.prodCd}`)).toHaveText(product.prodNm);

    // productSupplyList: under the awaiting tab, with nothing to suspend yet.
    await openFromSidebar(page, '상품관리', '상품 등록현황');
    await shown(page, 'product-tab-40').click();
    await expect(shown(page, `product-row-${product.prodCd}`)).toBeVisible();
    await expect(shown(page, `product-status-${product.prodCd}`)).toHaveAttribute('data-status', '40');
    await expect(shown(page, `product-suspend-${product.prodCd}`)).toBeDisabled();

    // productOptionList: the two combinations of the code; stock of the first, sale-able of the second.
    await openFromSidebar(page, '상품관리', '옵션/재고 관리');
    await shown(page, 'option-search-prodCds').fill(product.prodCd);
    await shown(page, 'option-list-search').click();
    const rows = shown(page, 'option-list-table').locator('tbody tr[data-testid^="option-row-"]');
    await expect(rows).toHaveCount(2);
    const [first, second] = await Promise.all([rows.nth(0).getAttribute('data-testid'), rows.nth(1).getAttribute('data-testid')]);
    const code1 = first!.replace('option-row-', '');
    const code2 = second!.replace('option-row-', '');
    const stock1 = await numberBox(shown(page, `option-stock-${code1}`));
    await stock1.fill('7');
    await stock1.press('Enter');
    await expect(await numberBox(shown(page, `option-stock-${code2}`))).toBeFocused();
    await shown(page, `option-saleAble-${code2}`).click();
    await expect(shown(page, 'option-changed-count')).toHaveText('변경 2건');
    await expect(shown(page, `option-row-${code1}`)).toHaveAttribute('data-marked', 'true');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/product/options/stock') && r.request().method() === 'PUT');
    await shown(page, 'option-save').click();
    expect((await saved).status()).toBe(200);
    await expect(shown(page, 'option-changed-count')).toHaveText('변경 0건');

    // A reload reads the grid again (the search is kept in the history entry): the saved values.
    await page.reload();
    await expect(await numberBox(shown(page, `option-stock-${code1}`))).toHaveValue('7');
    await expect(shown(page, `option-saleAble-${code2}`)).toHaveAttribute('aria-checked', 'false');

    // The server agrees: 7 sale-able pieces (the second combination is not for sale).
    const list = await page.request.get(`/api/product/products?prodCds=${product.prodCd}`, { headers: HEADERS });
    const reply = (await list.json()) as { list: { prodCd: string; stockQty: number }[] };
    expect(reply.list).toEqual([expect.objectContaining({ prodCd: product.prodCd, stockQty: 7 })]);
  });
});
