import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { callMall, orderableOptions, placeMallOrder } from './support/orders';
import { callApi } from './support/products';
import { openFromSidebar } from './support/sidebar';

/** Views of other open tabs stay mounted (keep-alive): act on the one in front. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test.describe('invoice bulk upload', () => {
  test('partner01 prepares two mall orders, uploads their invoices, sees each row registered, and the mall delivers them', async ({ asUser }) => {
    const page = await asUser('partner01');
    const [option] = await orderableOptions(page, 1, 2);
    const ordNos = [await placeMallOrder(page, [{ prodOptionCd: option! }]), await placeMallOrder(page, [{ prodOptionCd: option! }])];
    // A line the mall has just placed is at its first version.
    const prepared = await callApi(page, 'PUT', '/order/lines/prepare', { lines: ordNos.map((ordNo) => ({ ordNo, ordDtlSq: 1, version: 1 })) });
    expect(prepared.status).toBe(200);

    // The seller's sheet: order, line, carrier 04 (CJ) and a 12-digit invoice each, written as text as the template asks.
    const stamp = String(Date.now()).slice(-8);
    const invoices = [`5${stamp}001`, `5${stamp}002`];
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('송장');
    ws.addRow(['주문번호', '주문상세번호', '택배사 코드', '송장번호']);
    ordNos.forEach((ordNo, i) => ws.addRow([ordNo, '1', '04', invoices[i]]));
    const file = path.join(os.tmpdir(), `e2e-invoices-${stamp}.xlsx`);
    await wb.xlsx.writeFile(file);

    await openFromSidebar(page, '주문관리', '주문조회');
    await shown(page, 'invoice-upload-open').click();
    // The template comes with the carriers' codes on its second sheet.
    const templateDownload = page.waitForEvent('download');
    await shown(page, 'invoice-template').click();
    const template = new ExcelJS.Workbook();
    await template.xlsx.readFile(await (await templateDownload).path());
    expect(template.worksheets[1]!.getColumn(1).values).toContain('04');

    await shown(page, 'invoice-file').setInputFiles(file);
    const started = page.waitForResponse((r) => r.url().endsWith('/api/order/invoiceUpload') && r.status() === 202);
    await shown(page, 'invoice-upload').click();
    await started;
    await expect(shown(page, 'invoice-result')).toBeVisible();
    await expect(shown(page, 'invoice-okCnt')).toHaveText('2');
    await expect(shown(page, 'invoice-failedCnt')).toHaveText('0');
    await expect(shown(page, 'invoice-row-2')).toContainText('배송중으로 변경되었습니다');
    await expect(shown(page, 'invoice-row-3')).toContainText(invoices[1]!);

    // The carrier delivers both parcels; the list shows them delivered.
    const eventDt = new Date().toISOString();
    const delivered = await callMall<{ results: { result: string }[] }>(page, 'POST', '/tracking', {
      events: invoices.map((invoiceNo) => ({ deliveryEntrCd: '04', invoiceNo, eventCd: 'DELIVERED', eventDt })),
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body.results.map((r) => r.result)).toEqual(['APPLIED', 'APPLIED']);
    await shown(page, 'invoice-close').click();
    await page.reload();
    for (const ordNo of ordNos) await expect(page.getByRole('row').filter({ hasText: ordNo }).first()).toContainText('배송완료');
  });
});
