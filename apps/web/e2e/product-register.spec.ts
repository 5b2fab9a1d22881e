import { expect as baseExpect, type Page } from '@playwright/test';
import { fillWon, numberBox, pickOption, searchOption, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { pngOf } from './support/images';
import { openFromSidebar } from './support/sidebar';

/** A suffix that keeps each run's rows apart (the journeys share one database per run). */
const stamp = () => String(Date.now()).slice(-6);

/** Picks the option of a select whose label starts with `prefix` (a brand's code is issued at seeding). */
async function pickOptionStarting(page: Page, testId: string, prefix: string): Promise<void> {
  await shown(page, testId).click();
  const option = page.locator('.ant-select-item-option').filter({ hasText: prefix });
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ has: option });
  await baseExpect(dropdown).not.toHaveClass(/-(appear|enter|leave)\b/);
  await dropdown.locator(option).first().click();
  await baseExpect(shown(page, testId)).toContainText(prefix);
}

/** Types an axis' values and presses Enter, then waits for their tags. */
async function typeValues(page: Page, axis: 1 | 2, values: string[]): Promise<void> {
  await shown(page, `product-optionValues${axis}-input`).fill(values.join(', '));
  await shown(page, `product-optionValues${axis}-input`).press('Enter');
  await expect(shown(page, `product-optionValues${axis}`).getByTestId(`product-optionValues${axis}-tag`)).toHaveCount(values.length);
}

test.describe('product registration', () => {
  test('partner01 registers a two-axis product with two images under an approved demo brand and sees its code, which the server has', async ({ asUser }) => {
    const page = await asUser('partner01');
    await openFromSidebar(page, '상품관리', '상품등록');
    await expect(shown(page, 'product-form')).toBeVisible();

    const code = `E2E-TC-${stamp()}`;
    await shown(page, 'product-prodNm').fill('울 블렌드 트렌치코트');
    await shown(page, 'product-supplyProdCd').fill(code);
    await pickOptionStarting(page, 'product-brandCd', '모던패션 (');
    await expect(shown(page, 'product-sellFeeRate')).toHaveText(/%$/);

    // The category cascade, down to a leaf.
    await shown(page, 'product-category').click();
    for (const name of ['여성의류', '아우터', '코트', '트렌치코트']) await page.locator(`.ant-cascader-menu-item[title="${name}"]`).click();
    await expect(shown(page, 'product-category')).toContainText('트렌치코트');

    // Each choice is checked on the screen (pickOption, searchOption): a click that lands on the select while its
    // list still slides in (a busy machine) chooses nothing, and the form then refuses to send (the journey's old
    // flake: the country was picked without waiting for its list to settle).
    await pickOption(page, 'product-seasonCd', '가을/겨울(FW)');
    await pickOption(page, 'product-itemkindCd', '정상');
    await page.getByRole('radio', { name: '여성' }).check();
    await shown(page, 'product-makeNm').fill('모던패션');
    await searchOption(page, 'product-nativeCd', '대한민국 (KR)');
    await pickOption(page, 'product-importationGb', '해당 없음(국내)');

    await fillWon(page, 'product-listPrice', 200000);
    await fillWon(page, 'product-prodPrice', 169000);
    await expect(shown(page, 'product-dcRate')).toHaveText('15%');

    // Two axes: 2 colours × 3 sizes make six combinations; the stock is filled for all at once.
    await page.getByRole('radio', { name: '2단 옵션(조합형)' }).check();
    await shown(page, 'product-optionNm1').fill('색상');
    await shown(page, 'product-optionNm2').fill('사이즈');
    await typeValues(page, 1, ['블랙', '베이지']);
    await typeValues(page, 2, ['S', 'M', 'L']);
    await expect(shown(page, 'product-options-count')).toHaveText('조합 6개');
    await (await numberBox(shown(page, 'product-bulk-stockQty'))).fill('10');
    await shown(page, 'product-bulk-apply').click();
    await expect(await numberBox(shown(page, 'product-option-stockQty-5'))).toHaveValue('10');
    await fillWon(page, 'product-option-extraCharge-5', 5000);
    await expect(await numberBox(shown(page, 'product-option-extraCharge-5'))).toHaveValue('5,000');

    await pickOption(page, 'product-niTypeCd', '의류');
    await shown(page, 'product-notice-refer').click();
    await expect(shown(page, 'product-niCd1')).toHaveValue('상품 상세 페이지 참조');

    await expect(shown(page, 'product-deliveryLocCd')).toContainText('DL0001');
    await (await numberBox(shown(page, 'product-giDd'))).fill('1');
    await (await numberBox(shown(page, 'product-ltDcnt'))).fill('3');
    await expect(await numberBox(shown(page, 'product-ltDcnt'))).toHaveValue('3');

    // Two images, uploaded as soon as they are chosen; the first is the main image.
    await shown(page, 'product-images-input').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: pngOf(15, 19, [30, 30, 30]) },
      { name: 'back.png', mimeType: 'image/png', buffer: pngOf(15, 19, [200, 180, 150]) },
    ]);
    await expect(shown(page, 'product-images').getByRole('img', { name: /^상품 이미지 \d$/ })).toHaveCount(2);
    await expect(shown(page, 'product-images-pending')).toHaveCount(0);
    await expect(shown(page, 'product-image-0')).toContainText('대표');
    // The description in the rich-text editor (its own chunk: the box is a placeholder until it lands): typed text,
    // a bold word from the toolbar, a picture through the same upload. Then a script typed into the HTML view, sent
    // from there as typed: the server's sanitiser, not the editor, is what has to remove it.
    const desc = shown(page, 'product-prodDesc');
    await desc.click();
    await page.keyboard.type('울 70% 블렌드 ');
    await shown(page, 'product-prodDesc-tool-bold').click();
    await page.keyboard.type('트렌치코트');
    await expect(desc.locator('strong')).toHaveText('트렌치코트');
    await shown(page, 'product-prodDesc-image-input').setInputFiles({ name: 'detail.png', mimeType: 'image/png', buffer: pngOf(30, 38, [90, 60, 40]) });
    await expect(desc.locator('img[src^="/api/file/image/"]')).toHaveCount(1);
    await shown(page, 'product-prodDesc-tool-source').click();
    const source = shown(page, 'product-prodDesc-source');
    await source.fill(`${await source.inputValue()}<script>alert(1)</script>`);
    await expect(source).toHaveValue(/<script>alert\(1\)<\/script>$/);

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/product/products') && r.request().method() === 'POST');
    await shown(page, 'product-register').click();
    // A refusal in the browser sends nothing: say which boxes refused, rather than waiting out the timeout.
    const refused = page.locator('.ant-form-item-explain-error').first();
    const reply = await Promise.race([sent, refused.waitFor().then(() => null)]);
    if (!reply) throw new Error(`the form refused to send: ${(await page.locator('.ant-form-item-explain-error').allTextContents()).join(' | ')}`);
    expect(reply.status()).toBe(200);
    const { prodCd } = (await reply.json()) as { prodCd: string };
    expect(prodCd).toMatch(/^P\d{9}$/);
    await expect(shown(page, 'product-done-code')).toContainText(prodCd);

    // The server has it: registering the same seller's code again is refused as taken.
    const again = await page.evaluate(
      async ({ body }) => {
        const res = await fetch('/api/product/products', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': crypto.randomUUID() },
          body,
        });
        return { status: res.status, body: (await res.json()) as { fields?: { field: string; messageKey: string }[] } };
      },
      { body: reply.request().postData() ?? '' },
    );
    expect(again.status).toBe(400);
    expect(again.body.fields).toContainEqual(expect.objectContaining({ field: 'supplyProdCd', messageKey: 'product.msg.supplyProdCdTaken' }));

    // The product has both images, in order, served as PNG to the seller; the description kept its formatting and
    // its picture and lost the script it was sent with.
    const detail = await page.evaluate(async (cd) => {
      const res = await fetch(`/api/product/products/${cd}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      const body = (await res.json()) as { prodDesc: string; images: { imageSeq: number; fileUrl: string }[] };
      const served = await Promise.all(
        body.images.map(async (i) => {
          const img = await fetch(i.fileUrl);
          return { status: img.status, type: img.headers.get('content-type') };
        }),
      );
      return { prodDesc: body.prodDesc, seqs: body.images.map((i) => i.imageSeq), served };
    }, prodCd);
    expect(detail.seqs).toEqual([1, 2]);
    expect(detail.served).toEqual([
      { status: 200, type: 'image/png' },
      { status: 200, type: 'image/png' },
    ]);
    // The space typed just before the bold button may land on either side of <strong> on a busy machine (the editor
    // takes the keys after the click); what is checked is the bold word, the picture and nothing else.
    expect(detail.prodDesc).toMatch(/^<p>울 70% 블렌드(?: <strong>|<strong> )트렌치코트<\/strong><\/p><img src="\/api\/file\/image\/\d+" alt="detail" ?\/?>$/);
    expect(reply.request().postData()).toContain('<script>alert(1)</script>');

    // Register another: an empty form.
    await shown(page, 'product-register-another').click();
    await expect(shown(page, 'product-prodNm')).toHaveValue('');
  });
});
