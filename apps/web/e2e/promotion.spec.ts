import type { Page } from '@playwright/test';
import { confirmDialog, numberBox, pickOption, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { freshSignIn, seoulDay } from './support/order-ops';
import { moveServerClock, placeMallOrder } from './support/orders';
import { callApi } from './support/products';
import { openFromSidebar } from './support/sidebar';

interface Target {
  prodCd: string;
  prodOptionCd: string;
  prodPrice: number;
}

/**
 * The seller's products on sale with stock that no other live promotion holds (the console refuses a product
 * already in a promotion whose run overlaps, and earlier runs of this journey left theirs): `count` of them.
 */
async function freeProducts(page: Page, count: number): Promise<Target[]> {
  const taken = new Set<string>();
  const promotions = await callApi<{ list: { promCd: string; promState: string }[] }>(page, 'GET', '/promotion/list?pageNum=1&pageSize=100');
  for (const p of promotions.body.list.filter((x) => x.promState !== 'ENDED' && x.promState !== 'CANCELLED')) {
    const detail = await callApi<{ products: { prodCd: string }[] }>(page, 'GET', `/promotion/detail/${p.promCd}`);
    for (const prod of detail.body.products) taken.add(prod.prodCd);
  }
  const found: Target[] = [];
  for (let pageNum = 1; found.length < count && pageNum <= 10; pageNum++) {
    const { body } = await callApi<{ list: { prodCd: string }[] }>(page, 'GET', `/product/products?prodStsCd=90&pageNum=${pageNum}&pageSize=20`);
    for (const p of body.list.filter((x) => !taken.has(x.prodCd))) {
      const detail = await callApi<{ prodPrice: number; options: { prodOptionCd: string; stockQty: number; saleAbleYn: string }[] }>(
        page,
        'GET',
        `/product/products/${p.prodCd}`,
      );
      const option = detail.body.options.find((o) => o.stockQty >= 3 && o.saleAbleYn === 'Y');
      if (option) found.push({ prodCd: p.prodCd, prodOptionCd: option.prodOptionCd, prodPrice: detail.body.prodPrice });
      if (found.length === count) break;
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} free products on sale`);
  return found;
}

/** Types the days of the form's two range pickers (request, then run) as a person does. */
async function fillPeriods(page: Page, days: [string, string, string, string]) {
  const boxes = shown(page, 'promotion-create-form').locator('.ant-picker-range input');
  for (const [i, day] of days.entries()) {
    await boxes.nth(i).click();
    await boxes.nth(i).fill(day);
    await boxes.nth(i).press('Enter');
  }
  await expect(boxes.nth(3)).toHaveValue(days[3]);
}

test.describe('promotions (issue 16)', () => {
  test('admin01 asks partner01 for three products; partner01 agrees to two and rejects one; an order in the run gets the discount', async ({
    asUser,
    browser,
  }) => {
    const seller = await asUser('partner01');
    const [agreed1, agreed2, rejected] = await freeProducts(seller, 3);
    const me = await callApi<{ supplyEntrCd: string }>(seller, 'GET', '/login/userInfo');
    const promNm = `E2E 타임세일 ${Date.now()}`;

    // The operator's console: request today, run from tomorrow for 7 days, 10 % borne by the seller.
    const admin = await asUser('admin01');
    await openFromSidebar(admin, '운영자', '프로모션 관리');
    await shown(admin, 'promotion-admin-create').click();
    await expect(shown(admin, 'promotion-create-form')).toBeVisible();
    await shown(admin, 'promotion-form-promNm').fill(promNm);
    await pickOption(admin, 'promotion-form-promDivision', '타임세일');
    await fillPeriods(admin, [seoulDay(0), seoulDay(0), seoulDay(1), seoulDay(7)]);
    const rate = await numberBox(shown(admin, 'promotion-form-dcValue'));
    await rate.fill('10');
    await rate.blur();
    await shown(admin, 'promotion-form-paste').click();
    await shown(admin, 'promotion-paste-seller').fill(me.body.supplyEntrCd);
    await shown(admin, 'promotion-paste-codes').fill([agreed1!, agreed2!, rejected!].map((p) => p.prodCd).join('\n'));
    await shown(admin, 'promotion-paste-add').click();
    await expect(shown(admin, 'promotion-target-prod-2')).toHaveValue(rejected!.prodCd);
    await shown(admin, 'promotion-form-save').click();
    await expect(shown(admin, 'promotion-admin-view')).toBeVisible();
    const promCd = /promotionForm\/(PM\d{8})$/.exec(admin.url())?.[1];
    expect(promCd).toBeTruthy();
    await expect(shown(admin, 'promotion-admin-counts-prepare')).toHaveText('대기 3');

    // The seller answers in the request period.
    await openFromSidebar(seller, '프로모션', '프로모션 조회');
    const row = shown(seller, `promotion-row-${promCd}`);
    await expect(row).toContainText(promNm);
    await row.click();
    await expect(shown(seller, 'promotion-deadline')).toContainText(seoulDay(0));
    for (const p of [agreed1!, agreed2!]) await shown(seller, `promotion-product-${p.prodCd}`).getByRole('checkbox').check();
    await shown(seller, 'promotion-agree-checked').click();
    await confirmDialog(seller);
    await expect(shown(seller, `promotion-answer-${agreed2!.prodCd}`)).toHaveText('동의');
    await shown(seller, `promotion-reject-${rejected!.prodCd}`).click();
    await shown(seller, 'promotion-reject-reason').fill('재고가 부족해 할인 판매가 어렵습니다.');
    await shown(seller, 'promotion-reject-confirm').click();
    await expect(shown(seller, `promotion-answer-${rejected!.prodCd}`)).toHaveText('거부');
    await expect(shown(seller, 'promotion-detail-counts-agree')).toHaveText('동의 2');
    await expect(shown(seller, 'promotion-detail-counts-reject')).toHaveText('거부 1');
    await expect(shown(seller, `promotion-product-${rejected!.prodCd}`)).toContainText('재고가 부족해');

    // Tomorrow the run has started: an order of an agreed product is priced by the promotion.
    // Nothing of the app runs while the clock is moved: a saved session would read as idle and be revoked.
    await seller.goto('about:blank');
    await admin.goto('about:blank');
    let later: Page | null = null;
    try {
      await moveServerClock(seller, 24 * 3600);
      // The mall tells when the order was placed: the promotion is the one running on that Seoul day (the moved one).
      const ordDt = new Date(Date.now() + 24 * 3600_000 - 60_000).toISOString();
      const ordNo = await placeMallOrder(seller, [{ prodOptionCd: agreed1!.prodOptionCd }], { ordDt, payDt: ordDt });
      later = await freshSignIn(browser, 'partner01');
      await later.goto(`/front/order/orderDetail/${ordNo}`);
      await expect(shown(later, 'order-detail-page')).toBeVisible();
      const line = shown(later, 'line-promotion-1');
      await expect(line).toContainText(Math.floor(agreed1!.prodPrice / 10).toLocaleString('ko-KR'));
      await expect(line).toContainText('판매자');
    } finally {
      await later?.context().close();
      await moveServerClock(seller, 0);
    }
  });
});
