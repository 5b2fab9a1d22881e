import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openFromSidebar } from './support/sidebar';

/** Views of other open tabs stay mounted (keep-alive): act on the one in front. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

/** A small real PDF (one page, the viewer opens it): the server checks the bytes, not the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test.describe('notices (issue 15)', () => {
  test('admin01 writes an important notice with an attachment; partner01 sees it first, opens it and downloads the file', async ({ asUser }) => {
    const title = `[중요] 배송비 정책 변경 ${Date.now()}`;
    const fileName = '배송비_정책_안내.pdf';

    const admin = await asUser('admin01');
    await openFromSidebar(admin, '운영자', '공지사항 관리');
    await shown(admin, 'notice-create').click();
    await expect(shown(admin, 'notice-form')).toBeVisible();
    await shown(admin, 'notice-form-title').fill(title);
    await shown(admin, 'notice-form-noticeGb').check();
    // The editor is its own chunk: the box is a placeholder until it lands.
    const contents = shown(admin, 'notice-form-contents');
    await contents.click();
    await admin.keyboard.type('다음 달부터 배송비 기준이 바뀝니다.');
    await expect(contents).toContainText('배송비 기준');
    await shown(admin, 'notice-form').locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
    await expect(shown(admin, 'notice-form').getByText(fileName)).toBeVisible();
    await shown(admin, 'notice-form-save').click();
    const row = shown(admin, 'admin-notice-table').locator('[data-testid^="admin-notice-row-"]', { hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Y');

    const seller = await asUser('partner01');
    await openFromSidebar(seller, null, '공지사항');
    const first = shown(seller, 'notice-table').locator('[data-testid^="notice-row-"]').first();
    await expect(first).toContainText(title);
    await expect(first.getByTestId('notice-important')).toHaveText('중요');
    await expect(first.locator('[data-testid^="notice-file-"]')).toBeVisible();

    await first.click();
    await expect(shown(seller, 'notice-title')).toContainText(title);
    await expect(shown(seller, 'notice-contents')).toContainText('다음 달부터 배송비 기준이 바뀝니다.');
    const files = shown(seller, 'notice-files');
    const download = seller.waitForEvent('download');
    await files.getByRole('button', { name: fileName }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);

    await shown(seller, 'notice-back').click();
    await expect(shown(seller, 'notice-table')).toBeVisible();
  });
});
