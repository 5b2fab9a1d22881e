import type { Page } from '@playwright/test';
import { shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { seoulDay } from './support/order-ops';
import { callMall } from './support/orders';
import { callApi } from './support/products';

// Product Q&A and CS inquiries (issue 15). Each journey makes its own question or inquiry, so reruns meet fresh rows.

/** A buyer's question to one of the signed-in seller's products, through the mall's API; answers its prdQnaSq. */
async function askQuestion(page: Page, question: string): Promise<number> {
  const { body: products } = await callApi<{ list: { prodCd: string }[] }>(page, 'GET', '/product/products?pageNum=1&pageSize=1');
  const prodCd = products.list[0]?.prodCd;
  if (!prodCd) throw new Error('the seller has no product');
  const mallQnaId = `E2E-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const res = await callMall<{ prdQnaSq: number }>(page, 'POST', '/qna', {
    mallQnaId,
    prodCd,
    qnaClassCd: 'SIZE',
    buyerNm: '김*수',
    secretYn: 'N',
    question,
    questionDt: new Date().toISOString(),
  });
  if (res.status !== 200) throw new Error(`mall question failed: ${res.status}`);
  return res.body.prdQnaSq;
}

test.describe('product Q&A and CS inquiries (issue 15)', () => {
  test('partner01 answers an unanswered question: 9 characters refused, a draft, then the final answer, locked after reload', async ({ asUser }) => {
    const page = await asUser('partner01');
    const sq = await askQuestion(page, `저니 질문 ${Date.now()}: 사이즈가 어떻게 되나요?`);
    // The dashboard's link: the 30-day window, unanswered only, opened straight from the address.
    await page.goto(`/front/qna/productQna?dateType=QUESTION&answerType=UNANSWERED&startDt=${seoulDay(-29)}&endDt=${seoulDay(0)}`);
    const row = shown(page, `qna-row-${sq}`);
    await expect(row).toBeVisible();
    await row.click();
    const drawer = page.getByTestId('qna-drawer');
    await drawer.getByTestId('qna-answer-input').fill('123456789');
    await drawer.getByTestId('qna-answer-save').click();
    await expect(drawer.getByText('답변은 10자 이상 입력해 주세요.')).toBeVisible();

    await drawer.getByTestId('qna-answer-temp').click();
    await expect(drawer.getByTestId('qna-drawer-status')).toHaveText('임시저장');
    await drawer.getByTestId('qna-answer-input').fill('정사이즈로 주문하시면 됩니다. 감사합니다.');
    await drawer.getByTestId('qna-answer-save').click();
    await expect(drawer.getByTestId('qna-answer-locked')).toBeVisible();
    await expect(drawer.getByTestId('qna-answer-save')).toHaveCount(0);

    await page.goto(`/front/qna/productQna?dateType=QUESTION&startDt=${seoulDay(-29)}&endDt=${seoulDay(0)}`);
    await shown(page, `qna-row-${sq}`).click();
    await expect(page.getByTestId('qna-answer-locked')).toBeVisible();
    await expect(page.getByTestId('qna-answer-text')).toHaveText('정사이즈로 주문하시면 됩니다. 감사합니다.');
    await expect(page.getByTestId('qna-answer-input')).toHaveCount(0);
    await expect(page.getByTestId('qna-answer-temp')).toHaveCount(0);
  });

  test('admin01 opens a CS inquiry to partner01; partner01 answers it and the row shows it within the 4-hour target', async ({ asUser }) => {
    const contents = `저니 CS 문의 ${Date.now()}: 출고 일정 확인 부탁드립니다.`;
    const admin = await asUser('admin01');
    await admin.goto('/front/admin/supplyCsList');
    await shown(admin, 'cs-open').click();
    await admin.getByTestId('cs-open-seller').fill('S000001');
    await admin.getByTestId('cs-open-contents').fill(contents);
    await admin.getByTestId('cs-open-due').fill(seoulDay(1));
    await admin.getByTestId('cs-open-save').click();
    const opened = shown(admin, 'admin-supply-cs').locator('[data-testid^="cs-row-"]', { hasText: contents });
    await expect(opened).toBeVisible();
    const supplyCsSq = ((await opened.getAttribute('data-testid')) ?? '').replace('cs-row-', '');

    const page = await asUser('partner01');
    await page.goto('/front/qna/supplyCs');
    const row = shown(page, `cs-row-${supplyCsSq}`);
    await expect(row).toContainText(contents);
    await row.click();
    const drawer = page.getByTestId('cs-drawer');
    await drawer.getByTestId('cs-answer-input').fill('오늘 오후에 출고됩니다. 감사합니다.');
    await drawer.getByTestId('cs-answer-save').click();
    await expect(drawer.getByTestId('cs-answer-locked')).toBeVisible();
    await expect(shown(page, `cs-status-${supplyCsSq}`)).toHaveText('답변완료');
    await expect(row.getByTestId(`cs-target-${supplyCsSq}`)).toContainText('4시간 내');
  });
});
