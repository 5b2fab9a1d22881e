import { expect, test } from '@playwright/test';
import { pickOption } from './support/antd';
import { DEMO_PASSWORD, passSmsStep, signInWithSms, submitLogin } from './support/sign-in';

test.describe('sign-in journeys', () => {
  test('partner01 signs in with the SMS code and lands on /home', async ({ page, context }) => {
    await signInWithSms(page, 'partner01');
    await expect(page).toHaveURL(/\/front\/home$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'PO_SESSION')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'ENTR_FLAG')?.value).toBe('C');
  });

  test('a signed-in visit to a deep link goes back to it after the SMS step', async ({ page }) => {
    await page.goto('/front/setting/account');
    await expect(page).toHaveURL(/\/front\/login\?redirect=/);
    await page.getByTestId('login-id').fill('partner01');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await passSmsStep(page);
    await expect(page).toHaveURL(/\/front\/setting\/account$/);
  });

  test('partner03 adds its first phone at sign-in and lands on /home without a second password or SMS', async ({ page }) => {
    await submitLogin(page, 'partner03');
    await pickOption(page, 'add-phone-prefix', '010');
    await page.getByTestId('add-phone-middle').fill('5555');
    await page.getByTestId('add-phone-last').fill(String(1000 + Math.floor(Math.random() * 9000)));
    const sent = page.waitForResponse((r) => r.url().includes('/authPhoneNo/auth/certification/phone1/') && r.status() === 200);
    await page.getByTestId('add-phone-send').click();
    const { authNo } = (await (await sent).json()) as { authNo: string };
    await page.getByTestId('add-phone-code').fill(authNo);
    await page.getByTestId('add-phone-save').click();
    await expect(page).toHaveURL(/\/front\/home$/);
    await expect(page.getByTestId('sms-modal')).toHaveCount(0);
  });

  test('partner02 must agree on /Necessary first, then reaches /home', async ({ page }) => {
    await signInWithSms(page, 'partner02');
    await expect(page).toHaveURL(/\/front\/Necessary/i);
    // Typing another page's address does not get past the step: the server answers it only /Necessary.
    await page.goto('/front/setting/account');
    await expect(page).toHaveURL(/\/front\/Necessary/i);
    await page.getByTestId('necessary-save').click();
    await expect(page.getByRole('dialog')).toBeVisible(); // message 5: fee-rate confirmation missing
    await page.getByRole('dialog').getByRole('button').last().click();
    await page.getByTestId('necessary-fee-confirm').check();
    await page.getByTestId('necessary-terms-agree').check();
    await page.getByTestId('necessary-save').click();
    await expect(page).toHaveURL(/\/front\/home$/);
  });

  test('expired01 changes the expired password, then signs in with the new one', async ({ page }) => {
    await submitLogin(page, 'expired01');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /확인|OK/ })
      .click();
    await expect(page.getByTestId('pw-change-modal')).toBeVisible();
    await page.getByTestId('pw-current').fill(DEMO_PASSWORD);
    await page.getByTestId('pw-new').fill('Spring#Wave47');
    await page.getByTestId('pw-confirm').fill('Spring#Wave47');
    await page.getByTestId('pw-submit').click();
    await expect(page.getByTestId('pw-change-modal')).toBeHidden();
    await submitLogin(page, 'expired01', 'Spring#Wave47');
    await passSmsStep(page);
    await expect(page).toHaveURL(/\/front\/home$/);
  });

  test('global01 signs in without the SMS step', async ({ page }) => {
    await submitLogin(page, 'global01');
    await expect(page).toHaveURL(/\/front\/home$/);
    await expect(page.getByTestId('sms-modal')).toHaveCount(0);
  });

  test('master01 chooses a seller and a save is refused as view-only', async ({ page }) => {
    await submitLogin(page, 'master01');
    const dialog = page.getByTestId('supplier-modal');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.getByTestId('supplier-search-option').click();
    await page.locator('.ant-select-item-option[title="업체명"]').click();
    await page.getByTestId('supplier-search-term').fill('어반');
    await page.getByTestId('supplier-search').click();
    await page.getByTestId('supplier-row-S000002').click();
    await page.getByTestId('supplier-choose-confirm').click();
    await expect(page).toHaveURL(/\/front\/home$/);
    await page.goto('/front/Necessary');
    await expect(page.getByTestId('necessary-save')).toBeVisible();
    // Which blocks show depends on what the seller has agreed so far; tick all that are there.
    for (const id of ['necessary-fee-confirm', 'necessary-terms-agree', 'necessary-genuine-agree']) {
      const box = page.getByTestId(id);
      if (await box.count()) await box.check();
    }
    await page.getByTestId('necessary-save').click();
    await expect(page.getByText('마스터 계정은 조회만 가능합니다.')).toBeVisible();
  });

  test('logout ends the session', async ({ page }) => {
    await signInWithSms(page, 'market01');
    await expect(page).toHaveURL(/\/front\/home$/);
    await page.getByTestId('navbar-user').click();
    await page.getByTestId('navbar-logout').click();
    // No redirect: whoever signs in next on this browser starts at home, not on this user's page.
    await expect(page).toHaveURL(/\/front\/login$/);
    await page.goto('/front/home');
    await expect(page).toHaveURL(/\/front\/login\?redirect=/);
  });

  test('a timed-out session shows the alert and goes to /login', async ({ page, context }) => {
    await signInWithSms(page, 'partner01');
    await expect(page).toHaveURL(/\/front\/home$/);
    // The server answers an expired and a missing session alike (SESSION_TIMEOUT_ERROR); the
    // agreement page calls the API as it opens.
    await context.clearCookies({ name: 'PO_SESSION' });
    await page.goto('/front/Necessary');
    const alert = page.getByRole('dialog');
    await expect(alert).toContainText(/만료|expired/);
    // CI once waited 20 s for /login after this click and did not reproduce in 25 runs alone; a click while an antd
    // modal is still opening can be lost (passSmsStep's radio). Click OK until the alert is gone, as a person would;
    // where the page goes afterwards is still checked.
    await expect(async () => {
      await alert.getByRole('button', { name: /확인|OK/ }).click({ timeout: 2_000 });
      await expect(alert).toBeHidden({ timeout: 2_000 });
    }).toPass();
    await expect(page).toHaveURL(/\/front\/login/);
  });
});
