import { fillWon, numberBox, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { callApi, registerProduct } from './support/products';

interface Detail {
  prodNm: string;
  prodDesc: string;
  version: number;
  options: { optionValue1: string; optionValue2: string; stockQty: number; prodOptionCd: string }[];
}

test.describe('product update', () => {
  test('partner01 renames a product and adds a size on its form; the saved product reads back the same, on screen and on the server', async ({ asUser }) => {
    const page = await asUser('partner01');
    const { prodCd } = await registerProduct(page);

    await page.goto(`/front/product/productUpdateForm/${prodCd}`);
    await expect(shown(page, 'product-form')).toBeVisible();
    await expect(shown(page, 'product-edit-code')).toHaveText(prodCd);
    await expect(shown(page, 'product-edit-status')).toHaveText('승인 대기');
    await expect(shown(page, 'product-options-count')).toHaveText('조합 4개');

    const name = `울 트렌치코트 수정 ${String(Date.now()).slice(-5)}`;
    await shown(page, 'product-prodNm').fill(name);
    // A new size: two new combinations (value 1 outer: rows 2 and 5), each with its own stock.
    await shown(page, 'product-optionValues2-input').fill('L');
    await shown(page, 'product-optionValues2-input').press('Enter');
    await expect(shown(page, 'product-options-count')).toHaveText('조합 6개');
    await (await numberBox(shown(page, 'product-option-stockQty-2'))).fill('4');
    await (await numberBox(shown(page, 'product-option-stockQty-5'))).fill('6');
    await fillWon(page, 'product-option-extraCharge-5', 3000);
    // The description is the rich-text editor, filled with the stored HTML: a line typed at its end.
    const desc = shown(page, 'product-prodDesc');
    await expect(desc).toHaveText('울 70% 블렌드 트렌치코트');
    await desc.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' (겨울 한정)');
    await expect(desc).toHaveText('울 70% 블렌드 트렌치코트 (겨울 한정)');

    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/product/products/${prodCd}`) && r.request().method() === 'PUT');
    await shown(page, 'product-save').click();
    const reply = await saved;
    expect(reply.status()).toBe(200);
    const sent = reply.request().postDataJSON() as { version: number };
    expect(sent.version).toBe(1);
    await expect(page.getByText('상품을 저장했습니다.')).toBeVisible();

    await page.reload();
    await expect(shown(page, 'product-prodNm')).toHaveValue(name);
    await expect(shown(page, 'product-options-count')).toHaveText('조합 6개');
    await expect(await numberBox(shown(page, 'product-option-stockQty-5'))).toHaveValue('6');
    await expect(shown(page, 'product-prodDesc')).toHaveText('울 70% 블렌드 트렌치코트 (겨울 한정)');

    const detail = await callApi<Detail>(page, 'GET', `/product/products/${prodCd}`);
    expect(detail.status).toBe(200);
    expect(detail.body.prodNm).toBe(name);
    expect(detail.body.prodDesc).toBe('<p>울 70% 블렌드 트렌치코트 (겨울 한정)</p>');
    expect(detail.body.version).toBeGreaterThan(1);
    expect(detail.body.options.map((o) => `${o.optionValue1}/${o.optionValue2}:${o.stockQty}`)).toEqual(
      expect.arrayContaining(['블랙/L:4', '베이지/L:6', '블랙/S:10', '베이지/M:10']),
    );
    expect(detail.body.options).toHaveLength(6);
  });
});
