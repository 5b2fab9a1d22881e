import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { isValidBusinessNumber } from '@po/contracts';
import { pickOption, searchOption } from './support/antd';
import { expect, test } from './support/fixtures';
import { passSmsStep, submitLogin } from './support/sign-in';

const rand = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');

/** A business number that passes the check digit, over a random 9-digit stem. */
function uniqueBizNo(): string {
  for (;;) {
    const stem = `${1 + Math.floor(Math.random() * 9)}${rand(8)}`;
    for (let d = 0; d <= 9; d += 1) if (isValidBusinessNumber(`${stem}${d}`)) return `${stem}${d}`;
  }
}

/** Small valid files: a one-page PDF and a 1x1 PNG. */
function sampleFiles(): { pdf: string; png: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'po-partner-'));
  const pdf = path.join(dir, 'proposal.pdf');
  fs.writeFileSync(
    pdf,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const png = path.join(dir, 'licence.png');
  fs.writeFileSync(png, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
  return { pdf, png };
}

async function fillPhone(page: Page, testId: string, prefix: string, middle: string, last: string) {
  await pickOption(page, `${testId}-1`, prefix);
  await page.getByTestId(`${testId}-2`).fill(middle);
  await page.getByTestId(`${testId}-3`).fill(last);
}

/** The operator's drawer of one application, opened from the applications list. */
async function openApplication(admin: Page, mgrId: string): Promise<Page> {
  await admin.goto('/front/admin/partnerApplicationList');
  await admin.getByTestId(`pj-row-${mgrId}`).click();
  return admin;
}

/** Approves the open application at a fee rate and settlement day; the reply names the new seller code. */
async function approveApplication(admin: Page, feeRate: string, settleDay: string) {
  await admin.getByTestId('pj-approve').click();
  await admin.getByTestId('pj-approve-fee-rate').fill(feeRate);
  await admin.getByTestId('pj-approve-settle-day').fill(settleDay);
  await admin.getByTestId('pj-approve-ok').click();
  await expect(admin.locator('.ant-modal-confirm').last()).toContainText(/S\d{6}/);
}

test.describe('partner application (issue 5)', () => {
  test('a domestic application is sent, approved by admin01, and the applicant signs in right away with an SMS to the mobile it just verified', async ({
    page,
    asUser,
  }) => {
    test.setTimeout(180_000);
    const mgrId = `e2e_${rand(8)}`;
    const bizNo = uniqueBizNo();
    const company = `이투이${rand(4)}`;
    const owner = '김대표';
    const files = sampleFiles();

    await page.goto('/front/Partner');
    await expect(page.getByTestId('partner-page')).toBeVisible();

    // area1: the business number check enables at 10 digits.
    await page.getByTestId('partner-bizno').fill(bizNo.slice(0, 9));
    await expect(page.getByTestId('partner-bizno-check')).toBeDisabled();
    await page.getByTestId('partner-bizno').fill(bizNo);
    await page.getByTestId('partner-bizno-check').click();
    await expect(page.getByTestId('partner-bizno-note')).toContainText('사용 가능한');
    await page.getByTestId('partner-company').fill(company);
    await page.getByTestId('partner-owner').fill(owner);
    await page.getByTestId('partner-biz-kind').fill('의류');
    await page.getByTestId('partner-biz-type').fill('도소매');
    await page.getByTestId('partner-address-search').click();
    const dialog = page.getByTestId('postcode-dialog');
    await dialog.getByTestId('postcode-keyword').fill('세종대로 110');
    await dialog.getByTestId('postcode-keyword').press('Enter');
    await dialog.getByTestId('postcode-pick-R-0').click();
    await page.getByTestId('partner-address-dtl').fill('3층');
    await fillPhone(page, 'partner-phone', '02', '1234', '5678');

    // area2: the person in charge, verified by SMS.
    await page.getByTestId('partner-chg-nm').fill('이담당');
    const middle = `9${rand(3)}`;
    const last = rand(4);
    await fillPhone(page, 'partner-chg-phone', '010', middle, last);
    const sent = page.waitForResponse((r) => r.url().includes('/authPhoneNo/certification/') && r.status() === 200);
    await page.getByTestId('partner-sms-send').click();
    const { authNo } = (await (await sent).json()) as { authNo: string };
    expect(authNo).toMatch(/^\d{6}$/);
    await expect(page.getByTestId('partner-sms-countdown')).toContainText(/0[23]:\d\d/);
    await page.getByTestId('partner-sms-code').fill(authNo);
    await page.getByTestId('partner-sms-check').click();
    await expect(page.getByTestId('partner-sms-code')).toBeHidden();
    await expect(page.getByTestId('partner-sms-message')).toBeVisible();
    await page.getByTestId('partner-chg-email').fill('e2e@brand.kr');
    await page.getByTestId('partner-copy-contact').check();
    await expect(page.getByTestId('partner-cs-nm')).toHaveValue('이담당');
    await expect(page.getByTestId('partner-sac-phone-3')).toHaveValue(last);

    // area4: bank account checked against the company name.
    await pickOption(page, 'partner-bank', 'KB국민은행');
    await page.getByTestId('partner-account-nm').fill(company);
    await page.getByTestId('partner-account-no').fill(`1002${rand(8)}`);
    await page.getByTestId('partner-account-check').click();
    await expect(page.getByTestId('partner-account-note')).toContainText('완료');

    // area5: the three required files.
    await page.getByTestId('partner-file-prsformAttachFile').setInputFiles(files.pdf);
    await page.getByTestId('partner-file-bssnlcsAttachFile').setInputFiles(files.png);
    await page.getByTestId('partner-file-cprpaccAttachFile').setInputFiles(files.pdf);
    await expect(page.getByTestId('partner-file-bssnlcsAttachFile-name')).toHaveText('licence.png');

    // area6: id and password.
    await page.getByTestId('partner-mgrid').fill(mgrId);
    await page.getByTestId('partner-mgrid-check').click();
    await expect(page.getByTestId('partner-mgrid-note')).toContainText('사용 가능한');
    await page.getByTestId('partner-passwd').fill('Fashion#2026');
    await page.getByTestId('partner-passwd-chk').fill('Fashion#2026');

    // area7: agreements.
    await page.getByTestId('partner-agree').check();
    await page.getByTestId('partner-pymagrm').check();

    const saved = page.waitForResponse((r) => r.url().includes('/customer/supply/createPartnerJoin'));
    await page.getByTestId('partner-save').click();
    await page.getByTestId('partner-confirm-ok').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('partner-success-ok').click();
    await expect(page).toHaveURL(/\/front\/login$/);

    // The operator approves it.
    const admin = await openApplication(await asUser('admin01'), mgrId);
    await expect(admin.getByTestId('pj-field-supplyEntrNm')).toHaveText(company);
    await expect(admin.getByTestId('pj-files').locator('a')).toHaveCount(3);
    // Approval sets the seller's terms: a 12.5 % fee rate, paid on the 15th.
    await approveApplication(admin, '12.5', '15');

    // The new seller signs in with the verified mobile and lands on /Necessary, where it confirms that rate.
    await submitLogin(page, mgrId);
    await passSmsStep(page);
    await expect(page).toHaveURL(/\/front\/Necessary$/i);
    await expect(page.getByTestId('necessary-info')).toContainText('12.50%');
  });

  test('an overseas application with a Stockholm address is approved at 12.5 % and the new global seller signs in', async ({ page, asUser }) => {
    test.setTimeout(120_000);
    const mgrId = `e2g_${rand(8)}`;
    const files = sampleFiles();
    await page.goto('/front/Partner');
    await page.getByTestId('partner-tab-international').click();
    await expect(page).toHaveURL(/\/front\/IntPartner$/);
    await expect(page.getByTestId('int-partner-page')).toBeVisible();

    await page.getByTestId('partner-company').fill('Global Brand');
    await page.getByTestId('partner-owner').fill('John Doe');
    await page.getByTestId('partner-biz-kind').fill('Apparel');
    await page.getByTestId('partner-biz-type').fill('Retail');
    // An address abroad is typed: the postcode search is only for a Korean one.
    await searchOption(page, 'partner-address-country', '스웨덴');
    await expect(page.getByTestId('partner-address-search')).toHaveCount(0);
    await page.getByTestId('partner-address-line1').fill('Drottninggatan 55');
    await page.getByTestId('partner-address-line2').fill('3 tr');
    await page.getByTestId('partner-address-city').fill('Stockholm');
    await page.getByTestId('partner-address-postal').fill('111 52');
    await page.getByTestId('partner-phone').fill('46812345678');

    await page.getByTestId('partner-chg-nm').fill('Jane Doe');
    await page.getByTestId('partner-chg-phone').fill('447700900123');
    await page.getByTestId('partner-chg-email-1').fill('jane');
    // A listed domain fills the box read-only; direct entry (99) empties it for typing.
    await pickOption(page, 'partner-chg-email-pick', 'gmail.com');
    await expect(page.getByTestId('partner-chg-email-2')).toHaveValue('gmail.com');
    await expect(page.getByTestId('partner-chg-email-2')).toHaveAttribute('readonly', '');
    await pickOption(page, 'partner-chg-email-pick', '직접입력');
    await expect(page.getByTestId('partner-chg-email-2')).toHaveValue('');
    await page.getByTestId('partner-chg-email-2').fill('brand.co.uk');

    await page.getByTestId('partner-cs-same').check();
    await expect(page.getByTestId('partner-cs-nm')).toHaveValue('Jane Doe');
    await page.getByTestId('partner-sac-same').check();
    await expect(page.getByTestId('partner-sac-email-2')).toHaveValue('brand.co.uk');

    await searchOption(page, 'partner-bank', '해외은행');
    await expect(page.getByTestId('partner-account-check')).toBeHidden();
    await page.getByTestId('partner-bank-nm').fill('HSBC UK');
    await page.getByTestId('partner-bank-en-addr').fill('8 Canada Square London');
    await page.getByTestId('partner-swift').fill('HBUKGB4B');
    await searchOption(page, 'partner-country', '영국');
    await page.getByTestId('partner-account-nm').fill('Global Brand');
    await page.getByTestId('partner-account-no').fill('12345678901');

    await page.getByTestId('partner-file-prsformAttachFile').setInputFiles(files.pdf);
    await page.getByTestId('partner-file-bssnlcsAttachFile').setInputFiles(files.png);
    await page.getByTestId('partner-file-cprpaccAttachFile').setInputFiles(files.pdf);

    await page.getByTestId('partner-mgrid').fill(mgrId);
    await page.getByTestId('partner-mgrid-check').click();
    await expect(page.getByTestId('partner-mgrid-note')).toContainText('사용 가능한');
    await page.getByTestId('partner-passwd').fill('Fashion#2026');
    await page.getByTestId('partner-passwd-chk').fill('Fashion#2026');
    await page.getByTestId('partner-agree').check();
    await page.getByTestId('partner-pymagrm').check();

    const saved = page.waitForResponse((r) => r.url().includes('/customer/supply/createPartnerJoin'));
    await page.getByTestId('partner-save').click();
    await page.getByTestId('partner-confirm-ok').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('partner-success-ok').click();
    await expect(page).toHaveURL(/\/front\/login$/);

    const admin = await openApplication(await asUser('admin01'), mgrId);
    await expect(admin.getByTestId('pj-field-swiftCd')).toHaveText('HBUKGB4B');
    await expect(admin.getByTestId('pj-field-bankNm')).toHaveText('HSBC UK');
    await expect(admin.getByTestId('pj-field-bizCountryNm')).toHaveText('스웨덴');
    await expect(admin.getByTestId('pj-field-bizCityNm')).toHaveText('Stockholm');
    await expect(admin.getByTestId('pj-field-bizZipNo')).toHaveText('111 52');
    await approveApplication(admin, '12.5', '25');

    // A global seller signs in without the SMS step, and still confirms the rate on /Necessary first.
    await submitLogin(page, mgrId);
    await expect(page).toHaveURL(/\/front\/Necessary$/i);
    await expect(page.getByTestId('necessary-info')).toContainText('12.50%');
    await expect(page.getByTestId('necessary-info')).toContainText('+46812345678');
  });

  test('an inquiry with an image reaches the operator list', async ({ page, asUser }) => {
    const company = `문의${rand(6)}`;
    const files = sampleFiles();
    await page.goto('/front/Enterinquire');
    await searchOption(page, 'inquiry-category', '온라인 마케팅 제휴');
    await page.getByTestId('inquiry-company').fill(company);
    await page.getByTestId('inquiry-name').fill('이담당');
    await page.getByTestId('inquiry-email-1').fill('contact');
    await pickOption(page, 'inquiry-email-pick', 'naver.com');
    await pickOption(page, 'inquiry-phone-1', '02');
    await page.getByTestId('inquiry-phone-2').fill('1234');
    await page.getByTestId('inquiry-phone-3').fill('5678');
    await page.getByTestId('inquiry-contents').fill('온라인 마케팅 제휴를 문의합니다.');
    await page.getByTestId('inquiry-image').setInputFiles(files.png);
    // The agreement is required.
    await page.getByTestId('inquiry-submit').click();
    await expect(page.getByText('개인정보 수집 및 이용에 동의해 주세요.')).toBeVisible();
    await page.getByTestId('inquiry-agree').check();
    const saved = page.waitForResponse((r) => r.url().includes('/customer/supply/createEnterinquire'));
    await page.getByTestId('inquiry-submit').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('inquiry-success-ok').click();
    await expect(page).toHaveURL(/\/front\/login$/);

    const admin = await asUser('admin01');
    await admin.goto('/front/admin/inquiryList');
    await searchOption(admin, 'inq-category', '온라인 마케팅 제휴');
    await admin.getByTestId('inq-list-search').click();
    await admin.getByRole('cell', { name: company }).click();
    await expect(admin.getByTestId('inq-field-entrNm')).toHaveText(company);
    await expect(admin.getByTestId('inq-image')).toContainText('licence.png');
  });
});
