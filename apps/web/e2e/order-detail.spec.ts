import type { Page } from '@playwright/test';
import { pickOption, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { moveServerClock, orderableOptions, placeMallOrder } from './support/orders';

interface DetailLine {
  ordDtlStsCd: string;
  giPrrnDt: string;
  delayNoticeMaxDt: string | null;
  soldoutYn: string;
  invoiceNo: string | null;
}
/** The line as the server has it, read with the page's cookies but not from the page (it may be left). */
async function detailLine(page: Page, ordNo: string): Promise<DetailLine> {
  const res = await page.request.get(`/api/order/orderDetail/${ordNo}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (res.status() !== 200) throw new Error(`order detail failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { lines: DetailLine[] }).lines[0]!;
}

async function openDetail(page: Page, ordNo: string) {
  await page.goto(`/front/order/orderDetail/${ordNo}`);
  await expect(shown(page, 'order-detail-page')).toBeVisible();
}

test.describe('order detail', () => {
  test('partner01 prepares a new order, registers its invoice and sees both moves in the state history', async ({ asUser }) => {
    const page = await asUser('partner01');
    const [option] = await orderableOptions(page);
    const ordNo = await placeMallOrder(page, [{ prodOptionCd: option! }]);
    await openDetail(page, ordNo);
    await expect(shown(page, 'order-summary')).toContainText(ordNo);
    await expect(shown(page, 'order-recipient')).toContainText('이수령');
    await expect(shown(page, 'line-status-1')).toHaveText('결제완료');

    await shown(page, 'line-prepare-1').click();
    await shown(page, 'line-action-confirm').click();
    await expect(shown(page, 'line-status-1')).toHaveText('상품준비중');

    await shown(page, 'line-invoice-1').click();
    await pickOption(page, 'invoice-carrier', 'CJ대한통운');
    const invoiceNo = `6${String(Date.now()).slice(-11)}`;
    await shown(page, 'invoice-no').fill(invoiceNo);
    await shown(page, 'invoice-save').click();
    await expect(shown(page, 'line-status-1')).toHaveText('배송중');
    await expect(shown(page, 'line-invoice-info-1')).toContainText(invoiceNo);
    await expect(shown(page, 'line-invoice-info-1')).toContainText('CJ대한통운');

    await shown(page, 'open-history').click();
    const history = shown(page, 'history-table');
    await expect(history).toContainText('결제완료 → 상품준비중');
    await expect(history).toContainText('상품준비중 → 배송중');
    expect((await detailLine(page, ordNo)).invoiceNo).toBe(invoiceNo);
  });

  test('partner01 moves the planned dispatch of an order by a delay notice, within the allowed days', async ({ asUser }) => {
    const page = await asUser('partner01');
    const [option] = await orderableOptions(page);
    const ordNo = await placeMallOrder(page, [{ prodOptionCd: option! }]);
    const before = await detailLine(page, ordNo);
    await openDetail(page, ordNo);

    await shown(page, 'line-delay-1').click();
    await shown(page, 'delay-date').click();
    await page.keyboard.type(before.delayNoticeMaxDt!);
    await page.keyboard.press('Enter');
    await pickOption(page, 'delay-reason-cd', '상품 준비 중');
    await shown(page, 'delay-reason').fill('원단 입고가 늦어지고 있습니다.');
    await shown(page, 'delay-save').click();
    await expect(shown(page, 'line-dates-1')).toContainText(before.delayNoticeMaxDt!);
    expect((await detailLine(page, ordNo)).giPrrnDt).toBe(before.delayNoticeMaxDt);
  });

  test('partner01 registers an order as sold out; the next day the line is cancelled', async ({ asUser }) => {
    const page = await asUser('partner01');
    const [option] = await orderableOptions(page);
    const ordNo = await placeMallOrder(page, [{ prodOptionCd: option! }]);
    await openDetail(page, ordNo);

    await shown(page, 'line-soldout-1').click();
    await shown(page, 'line-action-confirm').click();
    await expect(shown(page, 'detail-line-1')).toContainText('품절');
    await expect(shown(page, 'line-soldout-1')).toHaveCount(0);
    expect((await detailLine(page, ordNo)).soldoutYn).toBe('Y');

    // A seller's call at the moved time would end the session (idle for 36 hours), so the screen is left while
    // the clock is ahead, and each look puts it back first: between looks the clock's jobs run a day later.
    await page.goto('about:blank');
    try {
      await expect
        .poll(
          async () => {
            await moveServerClock(page, 0);
            const status = (await detailLine(page, ordNo)).ordDtlStsCd;
            if (status !== '99') await moveServerClock(page, 36 * 3600);
            return status;
          },
          { timeout: 120_000, intervals: [20_000] },
        )
        .toBe('99');
    } finally {
      await moveServerClock(page, 0);
    }
    await openDetail(page, ordNo);
    await expect(shown(page, 'line-status-1')).toHaveText('주문취소');
  });
});
