import { confirmDialog, fillWon, pickMenuItem, pickOption, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { openFromSidebar } from './support/sidebar';
import { expectViewInFront } from './support/view';

/** A suffix that keeps each run's rows apart (the journeys share one database per run). */
const stamp = () => String(Date.now()).slice(-6);

test.describe('brands', () => {
  test('partner01 requests a brand (confirming a name already registered), admin01 approves it, partner01 edits its settings and finds it in the product form', async ({
    asUser,
  }) => {
    const page = await asUser('partner01');
    await openFromSidebar(page, '상품관리', '브랜드 등록요청');
    await expect(shown(page, 'brand-sellFeeRate')).toHaveValue('12.50');

    // 어반스타일 is partner02's approved brand: the form asks before sending it again.
    const enm = `E2E Brand ${stamp()}`;
    await shown(page, 'brand-brandNm').fill('어반스타일');
    await shown(page, 'brand-brandEnm').fill(enm);
    await pickOption(page, 'brand-site', '성수 물류센터 (DL0001)');
    await fillWon(page, 'brand-deliveryFee', 3000);
    await fillWon(page, 'brand-minOrdAmt', 50000);
    await fillWon(page, 'brand-jejuDeliveryFee', 3000);
    await fillWon(page, 'brand-islandDeliveryFee', 5000);
    await fillWon(page, 'brand-rtrnDlcst', 3000);
    await fillWon(page, 'brand-exchDlcst', 6000);
    await pickOption(page, 'brand-chargeMdCd', '박준호 (남성의류)');
    await shown(page, 'brand-rqstReason').fill('남성 라인 신규 브랜드');

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/brand/request') && r.status() === 200);
    await shown(page, 'brand-request-save').click();
    await expect(page.getByText('이미 등록된 브랜드명입니다. 계속 요청하시겠습니까?')).toBeVisible();
    await confirmDialog(page);
    const { brandRgsrRqstSeq: seq } = (await (await sent).json()) as { brandRgsrRqstSeq: number };
    await expect(page).toHaveURL(/\/product\/productBrandList\?gubun=REQUEST$/);
    await expect(shown(page, `brand-status-${seq}`)).toHaveAttribute('data-status', 'PENDING');

    // The mall's MD, in a browser of its own.
    const admin = await asUser('admin01');
    await openFromSidebar(admin, '운영자', '브랜드 승인 관리');
    await admin.getByTestId(`brand-admin-row-S000001-${seq}`).click();
    await expect(admin.getByTestId('brand-view-status')).toHaveAttribute('data-status', 'PENDING');
    await admin.getByTestId('brand-admin-approve').click();
    await confirmDialog(admin);
    await expect(admin.getByTestId('brand-view-status')).toHaveAttribute('data-status', 'APPROVED');

    // The seller sees it approved with its code once the list is read again (the tab's refresh button).
    await page.getByTestId('tab-refresh').click();
    await expect(shown(page, `brand-status-${seq}`)).toHaveAttribute('data-status', 'APPROVED');
    const code = shown(page, `brand-code-${seq}`);
    await expect(code).toHaveText(/^B\d{5,}$/);
    const brandCd = (await code.textContent()) ?? '';
    await page.getByText('승인 브랜드').click();
    await expectViewInFront(page, /gubun=BRAND$/);
    await expect(shown(page, `brand-code-${seq}`)).toHaveText(brandCd);

    await shown(page, `brand-code-${seq}`).click();
    await expectViewInFront(page, new RegExp(`/product/productBrandDetail/${brandCd}$`));
    await shown(page, 'brand-edit').click();
    await expectViewInFront(page, new RegExp(`/setting/brandUpdateForm/${brandCd}$`));
    await fillWon(page, 'brand-deliveryFee', 2500);
    await shown(page, 'brand-settings-save').click();
    await expectViewInFront(page, new RegExp(`/product/productBrandDetail/${brandCd}$`));
    await expect(shown(page, 'brand-view')).toContainText('2,500원');

    // The brand texts load with the brand pages only, and follow a language switch and a reload like the rest.
    await pickMenuItem(page, 'language-select', 'language-option-en');
    await expect(shown(page, 'brand-view')).toContainText('Shipping fee');
    await page.reload();
    await expect(shown(page, 'brand-view')).toContainText('Shipping fee');

    // The approved brand is one the product form offers, under its issued code.
    await openFromSidebar(page, 'Products', 'Register product');
    await shown(page, 'product-brandCd').click();
    const offered = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: `(${brandCd})` });
    await expect(offered).toHaveCount(1);
    await expect(offered).toContainText('어반스타일');
  });
});
