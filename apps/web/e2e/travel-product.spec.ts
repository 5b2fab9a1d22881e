import type { Locator, Page } from '@playwright/test';
import { fillWon, pickOption, searchOption, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { pngOf } from './support/images';
import { seoulDay } from './support/order-ops';
import { openFromSidebar } from './support/sidebar';
import { bookStay, typeDay, typeRange } from './support/travel';
import { expectViewInFront } from './support/view';

/** A suffix that keeps each run's rows apart (the journeys share one database per run). */
const stamp = () => String(Date.now()).slice(-6);

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => iso(at(day) + n * DAY);
/** The first day of the month `n` months after this one (Seoul). */
function monthStart(n: number): string {
  const [y, m] = seoulDay().split('-').map(Number) as [number, number];
  return iso(Date.UTC(y, m - 1 + n, 1));
}
/** The first day from `from` on that falls on this weekday (0 Sunday .. 6 Saturday). */
function firstWeekday(from: string, weekday: number): string {
  let day = from;
  while (new Date(at(day)).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
}
const daysFromToday = (day: string) => Math.round((at(day) - at(seoulDay())) / DAY);

// antd's range picker drops its test id: the window's is the section's first, the bulk bar's is the bar's.
const windowPicker = (page: Page) => shown(page, 'travel-section-window').locator('.ant-picker-range').first();

/** A calendar cell's boxes: price, stock, sale flag (the grid shows the month of the day). */
function cell(page: Page, room: number, day: string): { price: Locator; stock: Locator; sale: Locator } {
  const td = shown(page, `travel-cell-${room}-${day}`);
  return { price: td.locator('input').nth(0), stock: td.locator('input').nth(1), sale: td.locator('select') };
}

/** Runs the bulk bar with what it is given (empty rooms = every room, no range = the whole window, no weekday = every day). */
async function bulkFill(
  page: Page,
  fill: { room?: string; range?: [string, string]; weekdays?: string[]; price?: number; stock?: number; sale?: '판매' | '판매 안 함' },
): Promise<void> {
  if (fill.room) {
    await pickOption(page, 'travel-bulk-rooms', fill.room);
    await page.keyboard.press('Escape');
  }
  if (fill.range) await typeRange(shown(page, 'travel-bulk').locator('.ant-picker-range'), ...fill.range);
  for (const w of fill.weekdays ?? []) await shown(page, 'travel-bulk-weekdays').getByRole('checkbox', { name: w, exact: true }).check();
  if (fill.price !== undefined) await fillWon(page, 'travel-bulk-price', fill.price);
  if (fill.stock !== undefined) await fillWon(page, 'travel-bulk-stock', fill.stock);
  if (fill.sale) await pickOption(page, 'travel-bulk-sale', fill.sale);
  await shown(page, 'travel-bulk-apply').click();
}

/** Opens the seller's property list on one property (its code) and answers its status tag. */
async function findInList(page: Page, prodCd: string): Promise<Locator> {
  await openFromSidebar(page, '여행상품', '여행상품 조회');
  await shown(page, 'travel-filter-keyword').fill(prodCd);
  await shown(page, 'travel-list-search').click();
  return shown(page, `travel-status-${prodCd}`);
}

test.describe('travel products (issue 17)', () => {
  test('travel01 registers a property with two rooms and a 3-month calendar, admin01 approves it, the mall books a stay, travel01 confirms it', async ({
    asUser,
  }) => {
    const page = await asUser('travel01');
    await openFromSidebar(page, '여행상품', '여행상품 등록');
    await expect(shown(page, 'travel-form')).toBeVisible();

    const supplyProdCd = `E2E-TR-${stamp()}`;
    await shown(page, 'travel-prodNm').fill('교토 히가시야마 료칸');
    await shown(page, 'travel-supplyProdCd').fill(supplyProdCd);
    await pickOption(page, 'travel-brand', '트래블스테이');
    await pickOption(page, 'travel-continent', '아시아');
    await searchOption(page, 'travel-nation', '일본');
    await pickOption(page, 'travel-grade', '4성급');
    await expect(shown(page, 'travel-checkInTm')).toHaveValue('15:00');
    await fillWon(page, 'travel-listPrice', 200000);
    await fillWon(page, 'travel-prodPrice', 150000);

    await shown(page, 'travel-address-search').click();
    const postcode = page.getByTestId('postcode-dialog');
    await postcode.getByTestId('postcode-keyword').fill('세종대로 110');
    await postcode.getByTestId('postcode-keyword').press('Enter');
    await postcode.getByTestId('postcode-pick-R-0').click();
    await expect(shown(page, 'travel-address-zip')).not.toHaveValue('');
    await shown(page, 'travel-address-dtl').fill('본관');

    await shown(page, 'travel-photos-input').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: pngOf(15, 19, [30, 90, 150]) },
      { name: 'room.png', mimeType: 'image/png', buffer: pngOf(15, 19, [200, 180, 150]) },
    ]);
    await expect(shown(page, 'travel-photos').locator('[data-testid^="travel-photo-"]')).toHaveCount(2);
    const desc = shown(page, 'travel-prodDesc');
    await desc.click();
    await page.keyboard.type('히가시야마의 전통 료칸. 조식 포함.');
    await expect(desc).toContainText('전통 료칸');

    // Two rooms: the form starts with one row.
    await shown(page, 'travel-room-0-name').fill('스탠다드 다다미');
    await shown(page, 'travel-room-add').click();
    await shown(page, 'travel-room-1-name').fill('디럭스 트윈');

    // A window of three calendar months from the first of next month; the grid then has every room × night empty.
    const start = monthStart(1);
    const end = addDays(monthStart(4), -1);
    const nights = daysFromToday(addDays(end, 1)) - daysFromToday(start);
    await typeRange(windowPicker(page), start, end);
    const missing = shown(page, 'travel-calendar-missing');
    await expect(missing).toHaveAttribute('data-missing', String(2 * nights));

    // The bulk bar: every room and night at 120,000 won, 5 rooms, on sale; then the second room's Friday and Saturday
    // nights of the whole window at 160,000 won (price only: stock and flag stay).
    await bulkFill(page, { price: 120000, stock: 5, sale: '판매' });
    await expect(missing).toHaveAttribute('data-missing', '0');
    await bulkFill(page, { room: '디럭스 트윈', range: [start, end], weekdays: ['금', '토'], price: 160000 });
    const friday = firstWeekday(start, 5);
    const monday = firstWeekday(start, 1);
    await expect(cell(page, 1, friday).price).toHaveValue('160000');
    await expect(cell(page, 1, addDays(friday, 1)).price).toHaveValue('160000');
    await expect(cell(page, 1, friday).stock).toHaveValue('5');
    await expect(cell(page, 1, monday).price).toHaveValue('120000');
    await expect(cell(page, 0, friday).price).toHaveValue('120000');
    await expect(cell(page, 0, friday).sale).toHaveValue('Y');

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/travel/products') && r.request().method() === 'POST');
    await shown(page, 'travel-save').click();
    // A refusal in the browser sends nothing: say which boxes refused, rather than waiting out the timeout.
    const refused = page.locator('.ant-form-item-explain-error').first();
    const reply = await Promise.race([sent, refused.waitFor().then(() => null)]);
    if (!reply) throw new Error(`the form refused to send: ${(await page.locator('.ant-form-item-explain-error').allTextContents()).join(' | ')}`);
    expect(reply.status()).toBe(200);
    const { prodCd } = (await reply.json()) as { prodCd: string };
    expect(prodCd).toMatch(/^T\d{9}$/);
    await expect(shown(page, 'travel-done-code')).toContainText(prodCd);

    await expect(await findInList(page, prodCd)).toHaveText('승인 대기');
    await expect(shown(page, `travel-row-${prodCd}`)).toContainText(`${start} ~ ${end}`);

    // The operator approves it from the travel queue.
    const admin = await asUser('admin01');
    await openFromSidebar(admin, '운영자', '여행 상품 승인 관리');
    await shown(admin, 'travel-review-keyword').fill(prodCd);
    await shown(admin, 'travel-review-list-search').click();
    await shown(admin, `travel-review-row-${prodCd}`).click();
    const drawer = admin.getByTestId('travel-review-drawer');
    await expect(drawer).toContainText('교토 히가시야마 료칸');
    await expect(drawer.locator('tbody tr.ant-table-row')).toHaveCount(2);
    await drawer.getByTestId('travel-review-approve').click();
    await expect(admin.locator('.ant-drawer-open')).toHaveCount(0);

    // The seller reads the list again (the same search answers from the screen's cache until then).
    await page.reload();
    await expect(shown(page, `travel-status-${prodCd}`)).toHaveText('판매 중');

    // The mall books the second room's Friday and Saturday nights (160,000 won each); travel01 finds it waiting and
    // confirms it from the list's bulk bar.
    const stay = await bookStay(page, { prodCd, roomSeq: 2 }, daysFromToday(friday));
    expect(stay.checkInDt).toBe(friday);
    const key = `${stay.ordNo}-1`;
    await openFromSidebar(page, '여행주문', '여행 주문조회');
    await expectViewInFront(page, /travelOrder\/orderList/);
    await shown(page, 'torder-search-ord-no').fill(stay.ordNo);
    await shown(page, 'torder-list-search').click();
    const row = shown(page, `torder-row-${key}`);
    await expect(row).toContainText('디럭스 트윈');
    await expect(row).toContainText('320,000');
    await expect(shown(page, `torder-status-${key}`)).toHaveText('예약대기');
    await row.getByRole('checkbox').check();
    await shown(page, 'torder-action-confirm').click();
    await expect(shown(page, `torder-status-${key}`)).toHaveText('예약확정');
  });

  test('changing the window asks first: cancelling keeps the calendar, confirming empties it, and the new window is saved with its prices', async ({
    asUser,
  }) => {
    const page = await asUser('travel01');
    // The demo property awaiting approval: nothing booked on it, so the window may drop any night.
    await openFromSidebar(page, '여행상품', '여행상품 조회');
    await shown(page, 'travel-filter-keyword').fill('파리 마레');
    await shown(page, 'travel-list-search').click();
    await shown(page, 'travel-list-table').locator('tr', { hasText: '파리 마레 부티크 호텔' }).locator('a[data-testid^="travel-link-"]').click();
    await expectViewInFront(page, /travelProduct\/productUpdateForm\//);
    await expect(shown(page, 'travel-form')).toBeVisible();

    const boxes = windowPicker(page).locator('input');
    const oldStart = await boxes.nth(0).inputValue();
    const oldEnd = await boxes.nth(1).inputValue();
    expect(oldStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const missing = shown(page, 'travel-calendar-missing');
    await expect(missing).toHaveAttribute('data-missing', '0');
    const oldPrice = await cell(page, 0, oldStart).price.inputValue();
    expect(Number(oldPrice)).toBeGreaterThan(0);

    // A window a week later, two months long: the picker asks before it takes it (the calendar holds entries).
    const start = addDays(seoulDay(), 7);
    const end = addDays(start, 60);
    await typeDay(boxes.nth(0), start);
    await typeDay(boxes.nth(1), end);
    const ask = page.getByRole('dialog').filter({ hasText: '예약 기간을 바꾸면' });
    await expect(ask).toBeVisible();
    await ask.getByTestId('travel-window-confirm-cancel').click();
    await expect(ask).toHaveCount(0);
    await expect(boxes.nth(0)).toHaveValue(oldStart);
    await expect(boxes.nth(1)).toHaveValue(oldEnd);
    await expect(missing).toHaveAttribute('data-missing', '0');
    await expect(cell(page, 0, oldStart).price).toHaveValue(oldPrice);

    // Typed again after the cancel, in the same picker (remounted by the cancel, so the range typed before is not
    // committed again): it asks again, and this time the change is confirmed.
    await typeDay(boxes.nth(0), start);
    await typeDay(boxes.nth(1), end);
    await expect(ask).toBeVisible();
    await ask.getByTestId('travel-window-confirm-ok').click();
    await expect(ask).toHaveCount(0);
    await expect(boxes.nth(0)).toHaveValue(start);
    await expect(boxes.nth(1)).toHaveValue(end);
    await expect(cell(page, 0, start).price).toHaveValue('');
    await expect(missing).not.toHaveAttribute('data-missing', '0');

    await bulkFill(page, { price: 250000, stock: 3, sale: '판매' });
    await expect(missing).toHaveAttribute('data-missing', '0');
    const sent = page.waitForResponse((r) => r.url().endsWith('/window') && r.request().method() === 'PUT');
    await shown(page, 'travel-save').click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('저장했습니다.')).toBeVisible();

    await page.reload();
    await expect(shown(page, 'travel-form')).toBeVisible();
    await expect(windowPicker(page).locator('input').nth(0)).toHaveValue(start);
    await expect(windowPicker(page).locator('input').nth(1)).toHaveValue(end);
    await expect(shown(page, 'travel-calendar-missing')).toHaveAttribute('data-missing', '0');
    await expect(cell(page, 0, start).price).toHaveValue('250000');
    await expect(cell(page, 1, start).stock).toHaveValue('3');
  });
});
