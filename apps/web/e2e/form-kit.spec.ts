import { fillWon, numberBox, pickOption, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { openNewPolicy } from './support/policy';
import { openFromSidebar } from './support/sidebar';

// The form kit's promises in a real browser: one row per create, every message at once, no clamping.
const SETTINGS = '환경설정';
const stamp = () => String(Date.now()).slice(-6);

test.describe('form kit', () => {
  test('a double click on 등록 creates one policy', async ({ asUser }) => {
    // A long form filled box by box, then a list read: more than the default minute on a busy machine.
    test.slow();
    const page = await asUser('partner01');
    const title = `E2E 더블클릭 ${stamp()}`;
    await openNewPolicy(page, title);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/delivery/policy')) posts.push(r.headers()['idempotency-key'] ?? '');
    });
    await shown(page, 'policy-save').dblclick();
    await expect(page).toHaveURL(/\/setting\/deliveryPolicyDetail\?dlcstPlcyCd=DP\d+$/);
    await expect(shown(page, 'policy-view-title')).toHaveText(title);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[\w-]{8,}$/);
    const list = await page.request.get(`/api/delivery/policies?dlcstPlcyTitl=${encodeURIComponent(title)}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'ko' },
    });
    expect(((await list.json()) as { totalCnt: number }).totalCnt).toBe(1);
  });

  test('an empty shipping site shows every message at once', async ({ asUser }) => {
    const page = await asUser('partner01');
    await openFromSidebar(page, SETTINGS, '출고지/반품지 관리');
    await page.getByTestId('site-register').click();
    await expect(page).toHaveURL(/\/setting\/deliveryForm$/);
    await page.getByTestId('site-return-same').click();
    await page.getByTestId('site-save').click();
    const form = page.getByTestId('site-form');
    for (const text of [
      '출고지명을 입력해 주세요.',
      '택배사를 선택해 주세요.',
      '전화번호 앞자리를 선택해 주세요.',
      '출고지 우편번호를 입력해 주세요.',
      '반품지 우편번호를 입력해 주세요.',
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }
    // Fixing the name leaves the others standing: nothing waits for a second submit.
    await page.getByTestId('site-name').fill(`E2E ${stamp()}`);
    await pickOption(page, 'site-carrier', 'CJ대한통운');
    await page.getByTestId('site-save').click();
    await expect(form.getByText('전화번호 앞자리를 선택해 주세요.')).toBeVisible();
    await expect(form.getByText('출고지명을 입력해 주세요.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/setting\/deliveryForm$/);
  });

  test('a fee of 2,000,000 is refused with the max-amount message, never clamped', async ({ asUser }) => {
    const page = await asUser('partner01');
    await openNewPolicy(page, `E2E 최대금액 ${stamp()}`);
    await fillWon(page, 'policy-jejuDlcst', 2_000_000);
    const box = await numberBox(shown(page, 'policy-jejuDlcst'));
    await expect(box).toHaveValue('2,000,000');
    await shown(page, 'policy-save').click();
    await expect(shown(page, 'policy-form').getByText('배송비는 최대 1,000,000원까지 입력할 수 있습니다.')).toBeVisible();
    await expect(box).toHaveValue('2,000,000');
    await expect(page).toHaveURL(/\/setting\/deliveryPolicyForm$/);
  });
});
