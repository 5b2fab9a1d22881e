import type { Page } from '@playwright/test';
import { confirmDialog, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { callApi, registerProduct } from './support/products';
import { openFromSidebar } from './support/sidebar';

/** A suffix that keeps each run's rows apart (the journeys share one database per run). */
const stamp = () => String(Date.now()).slice(-6);

interface Detail {
  prodStsCd: string;
  rejectReason: string | null;
  options: { optionValue1: string; optionValue2: string; prodOptionCd: string }[];
}

/** Finds a product in the queue by its code and opens its preview. */
async function openInQueue(admin: Page, prodCd: string): Promise<void> {
  await shown(admin, 'review-filter-code').fill(prodCd);
  await shown(admin, 'review-list-search').click();
  await shown(admin, `review-row-${prodCd}`).click();
  await expect(shown(admin, 'product-preview')).toBeVisible();
}

test.describe('the MD reviews new products', () => {
  test('partner01 registers two products; admin01 previews and approves one and rejects the other with a reason partner01 reads', async ({ asUser }) => {
    const page = await asUser('partner01');
    // A coat with one combination sold out (the preview disables it) and one at +5,000 won.
    const overrides = {
      prodPrice: 170_000,
      options: [
        { optionValue1: '블랙', optionValue2: 'S', stockQty: 5 },
        { optionValue1: '블랙', optionValue2: 'M', stockQty: 3, extraCharge: 5000 },
        { optionValue1: '베이지', optionValue2: 'S', stockQty: 0 },
        { optionValue1: '베이지', optionValue2: 'M', stockQty: 2 },
      ],
    };
    const { prodCd: approvedCd } = await registerProduct(page, { supplyProdCd: `E2E-RV-A-${stamp()}`, prodNm: '검수용 트렌치코트', overrides });
    const { prodCd: rejectedCd } = await registerProduct(page, { supplyProdCd: `E2E-RV-R-${stamp()}`, prodNm: '반려될 트렌치코트', overrides });

    // The mall's MD, in a browser of its own: the queue, the product as a buyer would see it, the approval.
    const admin = await asUser('admin01');
    await openFromSidebar(admin, '운영자', '상품 승인 관리');
    await openInQueue(admin, approvedCd);
    await expect(shown(admin, 'preview-name')).toHaveText('검수용 트렌치코트');
    await expect(shown(admin, 'preview-discount')).toHaveText('15% 할인');
    await expect(shown(admin, 'preview-prices')).toContainText('170,000원');
    const options = shown(admin, 'preview-options');
    await expect(options.locator('label', { hasText: '블랙 / M' })).toContainText('+5,000원');
    await expect(options.locator('label', { hasText: '베이지 / S' })).toHaveClass(/disabled/);
    await expect(options.locator('label', { hasText: '블랙 / S' })).not.toHaveClass(/disabled/);
    await expect(shown(admin, 'preview-notice')).toContainText('상품 상세 페이지 참조');
    await expect(shown(admin, 'preview-description')).toBeVisible();
    await shown(admin, 'review-approve').click();
    await confirmDialog(admin);
    await expect(shown(admin, 'review-decided')).toContainText('판매 중');

    // The seller's own product reply says so, with its combinations.
    const approved = await callApi<Detail>(page, 'GET', `/product/products/${approvedCd}`);
    expect(approved.body.prodStsCd).toBe('90');
    expect(approved.body.options.map((o) => `${o.optionValue1}/${o.optionValue2}`)).toEqual(['블랙/S', '블랙/M', '베이지/S', '베이지/M']);
    // Its registration status list shows it on sale under the normal tab, and the option grid lists its four combinations.
    await openFromSidebar(page, '상품관리', '상품 등록현황');
    await shown(page, 'product-tab-90').click();
    await expect(shown(page, `product-status-${approvedCd}`)).toHaveAttribute('data-status', '90');
    await expect(shown(page, `product-stock-${approvedCd}`)).toHaveText('10');
    await openFromSidebar(page, '상품관리', '옵션/재고 관리');
    await shown(page, 'option-search-prodCds').fill(approvedCd);
    await shown(page, 'option-list-search').click();
    await expect(shown(page, 'option-list-table').locator('tbody tr[data-testid^="option-row-"]')).toHaveCount(4);
    for (const o of approved.body.options) await expect(shown(page, `option-row-${o.prodOptionCd}`)).toBeVisible();

    // The second one is rejected with a reason; it leaves the queue.
    // The drawer closes by its own button (an Escape can land outside it once the confirm dialog has gone).
    await admin.locator('.ant-drawer-open .ant-drawer-close').click();
    await expect(admin.locator('.ant-drawer-open')).toHaveCount(0);
    await openInQueue(admin, rejectedCd);
    await shown(admin, 'review-reject').click();
    const reason = '대표 이미지가 없습니다. 상품 이미지를 등록해 주세요.';
    await shown(admin, 'review-reject-reason').fill(reason);
    await shown(admin, 'review-reject-confirm').click();
    await expect(shown(admin, 'review-list-empty')).toBeVisible();

    const rejected = await callApi<Detail>(page, 'GET', `/product/products/${rejectedCd}`);
    expect(rejected.body).toMatchObject({ prodStsCd: '20', rejectReason: reason });
    const history = await callApi<{ list: { action: string; reason: string | null; actorType: string }[] }>(
      page,
      'GET',
      `/product/products/${rejectedCd}/statusHistory`,
    );
    expect(history.body.list[0]).toMatchObject({ action: 'reject', reason, actorType: 'operator' });
  });
});
