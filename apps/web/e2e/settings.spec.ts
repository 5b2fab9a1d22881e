import { openFromSidebar } from './support/sidebar';
import { DEMO_PASSWORD, submitLogin } from './support/sign-in';
import { confirmDialog, fillWon, numberBox, pickOption, shown } from './support/antd';
import { openNewPolicy } from './support/policy';
import { expect, test } from './support/fixtures';

const SETTINGS = '환경설정';
const VIEW_ONLY = '마스터 계정은 조회만 가능합니다.';
/** A suffix that keeps each run's rows apart (the journeys share one database per run). */
const stamp = () => String(Date.now()).slice(-6);

test.describe('seller settings', () => {
  test('partner01 adds a second phone with the SMS code and removes it again', async ({ asUser }) => {
    const page = await asUser('partner01');
    await openFromSidebar(page, SETTINGS, '인증 휴대폰 관리');
    await expect(page.getByTestId('phone-row-01012345678')).toBeVisible();

    const [middle, last] = [`9${stamp().slice(0, 3)}`, stamp().slice(-4)];
    const phone = `010${middle}${last}`;
    await page.getByTestId('phone-add-open').click();
    await page.getByTestId('phone-add-2').fill(middle);
    await page.getByTestId('phone-add-3').fill(last);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/setting/authPhoneNo/certification') && r.status() === 200);
    await page.getByTestId('phone-add-send').click();
    const { authNo } = (await (await sent).json()) as { authNo: string };
    expect(authNo).toMatch(/^\d{6}$/);
    await expect(page.getByTestId('phone-add-dev-code')).toContainText(authNo);
    await expect(page.getByTestId('phone-add-countdown')).toContainText(/0[23]:\d\d/);
    await page.getByTestId('phone-add-code').fill(authNo);
    await page.getByTestId('phone-add-password').fill(DEMO_PASSWORD);
    await page.getByTestId('phone-add-save').click();
    await expect(page.getByTestId(`phone-row-${phone}`)).toBeVisible();

    await page.getByTestId(`phone-delete-${phone}`).click();
    await page.getByTestId('phone-delete-password').fill(DEMO_PASSWORD);
    await page.getByTestId('phone-delete-confirm').click();
    await expect(page.getByTestId(`phone-row-${phone}`)).toHaveCount(0);
    await expect(page.getByTestId('phone-row-01012345678')).toBeVisible();
  });

  test('partner01 cannot delete or switch off its last phone', async ({ asUser }) => {
    const page = await asUser('partner01');
    await openFromSidebar(page, SETTINGS, '인증 휴대폰 관리');
    // The refusal is only meaningful with one phone: never delete the account's sign-in phone by mistake.
    await expect(page.locator('[data-testid^="phone-row-"]')).toHaveCount(1);

    await page.getByTestId('phone-use-01012345678').click();
    await expect(page.getByText('사용 중인 마지막 인증 휴대폰은 사용 안 함으로 바꿀 수 없습니다.')).toBeVisible();
    await expect(page.getByTestId('phone-use-01012345678')).toHaveAttribute('aria-checked', 'true');

    await page.getByTestId('phone-delete-01012345678').click();
    await page.getByTestId('phone-delete-password').fill(DEMO_PASSWORD);
    await page.getByTestId('phone-delete-confirm').click();
    await expect(page.getByTestId('phone-delete-error')).toHaveText('마지막 인증 휴대폰은 삭제할 수 없습니다.');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('phone-row-01012345678')).toBeVisible();
  });

  test('partner01 registers a shipping site with a goods-flow contract that admin01 approves', async ({ asUser }) => {
    const page = await asUser('partner01');
    await openFromSidebar(page, SETTINGS, '출고지/반품지 관리');
    await page.getByTestId('site-register').click();
    await expect(page).toHaveURL(/\/setting\/deliveryForm$/);

    const name = `E2E 출고지 ${stamp()}`;
    await page.getByTestId('site-name').fill(name);
    await expect(page.getByTestId('site-name-bytes')).toHaveText(/^\d+ \/ 50바이트$/);
    await pickOption(page, 'site-carrier', 'CJ대한통운');
    await pickOption(page, 'site-phone-1', '02');
    await page.getByTestId('site-phone-2').fill('1588');
    await page.getByTestId('site-phone-3').fill('1234');

    await page.getByTestId('site-ship-search').click();
    const dialog = page.getByTestId('postcode-dialog');
    await dialog.getByTestId('postcode-keyword').fill('세종대로 110');
    await dialog.getByTestId('postcode-keyword').press('Enter');
    await dialog.getByTestId('postcode-pick-R-0').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('site-ship-zip')).toHaveValue('04524');
    await expect(page.getByTestId('site-ship-addr')).toHaveValue('서울특별시 중구 세종대로 110 (서울특별시청)');
    await page.getByTestId('site-ship-dtl').fill('1층 출고장');
    await page.getByTestId('site-save').click();

    await expect(page).toHaveURL(/\/setting\/deliveryDetail\/DL\d+$/);
    const deliveryLocCd = /deliveryDetail\/(DL\d+)$/.exec(page.url())?.[1] ?? '';
    await expect(page.getByTestId('site-view-name')).toHaveText(name);
    await expect(page.getByTestId('gf-status')).toHaveAttribute('data-status', 'NONE');

    await page.getByTestId('gf-contract-no').fill(`E2E-${stamp()}`);
    await page.getByTestId('gf-cust-no').fill('30012345');
    await page.getByTestId('gf-fare-type').getByText('신용(월 정산)').click();
    await page.getByTestId('gf-md-nm').fill('김담당');
    await fillWon(page, 'gf-fare-S-shscFare', 3000);
    await fillWon(page, 'gf-fare-S-rtFare', 3000);
    await page.getByTestId('gf-register').click();
    await expect(page.getByTestId('gf-status')).toHaveAttribute('data-status', 'REGISTERED');
    await page.getByTestId('gf-request').click();
    await confirmDialog(page);
    await expect(page.getByTestId('gf-status')).toHaveAttribute('data-status', 'REQUESTED');
    await expect(page.getByTestId('gf-notice-requested')).toBeVisible();

    // The operator, in a browser of its own.
    const admin = await asUser('admin01');
    await openFromSidebar(admin, '운영자', '굿스플로 연동 관리');
    await admin.getByTestId(`gf-admin-row-S000001-${deliveryLocCd}`).click();
    await expect(admin.getByTestId('gf-admin-drawer-status')).toHaveAttribute('data-status', 'REQUESTED');
    await admin.getByTestId('gf-admin-approve').click();
    await confirmDialog(admin);
    await expect(admin.getByTestId('gf-admin-drawer-status')).toHaveAttribute('data-status', 'APPROVED');

    // The seller sees it once the screen is read again (the tab's refresh button, as a person would).
    await page.getByTestId('tab-refresh').click();
    await expect(page.getByTestId('gf-status')).toHaveAttribute('data-status', 'APPROVED');
    await expect(page.getByTestId('gf-notice-approved')).toBeVisible();
    await openFromSidebar(page, SETTINGS, '출고지/반품지 관리');
    await page.getByTestId('tab-refresh').click();
    await expect(page.getByTestId(`site-row-${deliveryLocCd}`)).toContainText('승인');
  });

  test('partner01 creates a paid delivery-fee policy, edits it and reads the change history', async ({ asUser }) => {
    const page = await asUser('partner01');
    const title = `E2E 유료배송 ${stamp()}`;
    await openNewPolicy(page, title);
    await shown(page, 'policy-save').click();

    await expect(page).toHaveURL(/\/setting\/deliveryPolicyDetail\?dlcstPlcyCd=DP\d+$/);
    // The saved form's tab closes: the detail is where the policy now lives.
    await expect(page.getByTestId('tab-/setting/deliveryPolicyForm')).toHaveCount(0);
    await expect(shown(page, 'policy-view-title')).toHaveText(title);
    await expect(shown(page, 'policy-view-dlcst')).toHaveText('3,000원');
    await expect(shown(page, 'policy-view-status')).toHaveText('적용 중');

    await shown(page, 'policy-edit').click();
    await expect(page).toHaveURL(/\/setting\/deliveryPolicyForm\/DP\d+$/);
    await expect(await numberBox(shown(page, 'policy-dlcst'))).toHaveValue('3,000');
    await fillWon(page, 'policy-dlcst', 3500);
    await shown(page, 'policy-save').click();

    await expect(page).toHaveURL(/\/setting\/deliveryPolicyDetail\?dlcstPlcyCd=DP\d+$/);
    await expect(page.locator('[data-testid^="tab-/setting/deliveryPolicyForm/"]')).toHaveCount(0);
    await expect(shown(page, 'policy-view-dlcst')).toHaveText('3,500원');
    const history = shown(page, 'policy-history-table');
    await expect(history.getByTestId('history-version')).toHaveText(['v2', 'v1']);
    await expect(history.getByTestId('history-changed-1-dlcst')).toHaveText('3,000원');
  });

  test('global01 edits its contacts with international numbers', async ({ page }) => {
    await submitLogin(page, 'global01');
    await expect(page).toHaveURL(/\/front\/home$/);
    await page.goto('/front/setting/account');
    // The contacts as stored, one international number box each (no Korean prefix list).
    await expect(page.getByTestId('chg-name')).toHaveValue('Emma Lind');
    await expect(page.getByTestId('chg-intl-phone')).toHaveValue('358401234567');
    await expect(page.getByTestId('chg-intl-phone-shown')).toHaveText('+358 40 1234567');
    await expect(page.getByTestId('cs-intl-phone')).toHaveValue('35891234567');
    await expect(page.getByTestId('sac-intl-phone')).toHaveValue('358912345678');
    await expect(page.getByTestId('chg-phone-1')).toHaveCount(0);
    // The company facts: no placeholder business number, the address as typed abroad.
    await expect(page.getByTestId('account-bizno')).toHaveText('—');
    await expect(page.getByTestId('account-address')).toHaveText('Mannerheimintie 12, 4th floor, Helsinki 00100, 핀란드');
    await expect(page.getByTestId('account-phone')).toHaveText('+358 9 1234500');

    await page.getByTestId('cs-intl-phone').fill('46812345678');
    await expect(page.getByTestId('cs-intl-phone-shown')).toHaveText('+46 8 123 456 78');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/setting/account') && r.request().method() === 'PUT');
    await page.getByTestId('account-save').click();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(page.getByTestId('cs-intl-phone')).toHaveValue('46812345678');
    await expect(page.getByTestId('chg-intl-phone')).toHaveValue('358401234567');
    await expect(page.getByTestId('sac-intl-phone')).toHaveValue('358912345678');
  });

  test('master01 views partner01’s settings and every save is refused as view-only', async ({ page }) => {
    await submitLogin(page, 'master01');
    await expect(page.getByTestId('supplier-modal')).toBeVisible();
    await pickOption(page, 'supplier-search-option', '업체 코드');
    await page.getByTestId('supplier-search-term').fill('S000001');
    await page.getByTestId('supplier-search').click();
    await page.getByTestId('supplier-row-S000001').click();
    await page.getByTestId('supplier-choose-confirm').click();
    await expect(page).toHaveURL(/\/front\/home$/);

    await openFromSidebar(page, SETTINGS, '계정정보');
    await expect(page.getByTestId('account-bizno')).toHaveText('124-81-00998');
    await page.getByTestId('account-save').click();
    await expect(page.getByText(VIEW_ONLY).first()).toBeVisible();

    await openFromSidebar(page, SETTINGS, '인증 휴대폰 관리');
    await expect(page.getByTestId('phone-row-01012345678')).toBeVisible();
    await page.getByTestId('phone-add-open').click();
    await page.getByTestId('phone-add-2').fill('9999');
    await page.getByTestId('phone-add-3').fill('0000');
    await page.getByTestId('phone-add-send').click();
    await expect(page.getByTestId('phone-add-error')).toHaveText(VIEW_ONLY);
    await page.getByRole('button', { name: '취소' }).click();

    await openFromSidebar(page, SETTINGS, '출고지/반품지 관리');
    await page.getByTestId('site-row-DL0001').getByRole('link').click();
    await expect(page.getByTestId('goods-flow-panel')).toBeVisible();
    await page.getByTestId('site-edit').click();
    await page.getByTestId('site-save').click();
    await expect(page.getByText(VIEW_ONLY).first()).toBeVisible();

    await openFromSidebar(page, SETTINGS, '배송비 정책');
    await page.getByTestId('policy-row-DP0002').getByRole('link').click();
    await page.getByTestId('policy-edit').click();
    await page.getByTestId('policy-save').click();
    await expect(page.getByText(VIEW_ONLY).first()).toBeVisible();

    await openFromSidebar(page, SETTINGS, '비밀번호 변경');
    await page.getByTestId('setting-pw-current').fill(DEMO_PASSWORD);
    await page.getByTestId('setting-pw-new').fill('Spring#Wave47');
    await page.getByTestId('setting-pw-confirm').fill('Spring#Wave47');
    await page.getByTestId('setting-pw-submit').click();
    await expect(page.getByTestId('setting-pw-outcome')).toHaveText(VIEW_ONLY);
  });
});
