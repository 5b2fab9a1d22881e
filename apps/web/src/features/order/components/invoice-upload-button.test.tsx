import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { InvoiceUploadButton } from './invoice-upload-button';

const JOB = '6f1d7a1c-0000-4000-8000-0000000000a1';
const row = (n: number, result: string, message: string) => ({
  row: n,
  ordNo: `ORD${n}`,
  ordDtlSq: '1',
  deliveryEntrCd: '04',
  invoiceNo: `6000000000${n}`,
  result,
  message,
});
const result = {
  jobId: JOB,
  fileNm: 'invoices.xlsx',
  status: 'completed',
  sheetMessage: null,
  done: true,
  rowCnt: 3,
  okCnt: 1,
  alreadyCnt: 1,
  failedCnt: 1,
  fileReady: true,
  rows: [row(2, 'OK', '등록되었습니다.'), row(3, 'ALREADY', '이미 등록'), row(4, 'NOT_FOUND', '주문을 찾을 수 없습니다.')],
};

/** The upload answers 202 and its job; the job runs once, then is done with the result sheet. */
function stubServer() {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  let asked = 0;
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/order/invoiceUpload') return json({ jobId: JOB }, 202);
    if (path === `/api/job/${JOB}`)
      return json({
        jobId: JOB,
        kind: 'order-invoice-upload',
        status: asked++ === 0 ? 'active' : 'completed',
        progressDone: 1,
        progressTotal: 3,
        errorMessage: null,
        fileReady: asked > 1,
        fileNm: 'result.xlsx',
      });
    if (path === `/api/order/invoiceUpload/${JOB}`) return json(result);
    return json({});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('InvoiceUploadButton', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the sheet, follows the job, shows the failed rows first and every row on request, then tells the list', async () => {
    const fetchMock = stubServer();
    const onDone = vi.fn();
    renderWithProviders(<InvoiceUploadButton onDone={onDone} />, { user: sellerUser });
    fireEvent.click(await screen.findByTestId('invoice-upload-open', {}, { timeout: 10_000 }));
    const input = await screen.findByTestId<HTMLInputElement>('invoice-file', {}, { timeout: 10_000 });
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'invoices.xlsx')] } });
    fireEvent.click(screen.getByTestId('invoice-upload'));
    expect(await screen.findByTestId('invoice-result', {}, { timeout: 10_000 })).toBeTruthy();
    const upload = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/api/order/invoiceUpload'));
    expect(((upload?.[1] as RequestInit).body as FormData).get('file')).toBeTruthy();
    expect(screen.getByTestId('invoice-okCnt').textContent).toBe('1');
    expect(screen.getByTestId('invoice-failedCnt').textContent).toBe('1');
    // Failed rows first; the switch shows every row.
    expect(screen.getByTestId('invoice-row-4')).toBeTruthy();
    expect(screen.queryByTestId('invoice-row-2')).toBeNull();
    fireEvent.click(screen.getByTestId('invoice-failed-only'));
    await waitFor(() => expect(screen.getByTestId('invoice-row-2')).toBeTruthy());
    expect(screen.getByTestId('invoice-result-sheet')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not Excel before sending it', async () => {
    const fetchMock = stubServer();
    renderWithProviders(<InvoiceUploadButton onDone={vi.fn()} />, { user: sellerUser });
    fireEvent.click(await screen.findByTestId('invoice-upload-open', {}, { timeout: 10_000 }));
    const input = await screen.findByTestId<HTMLInputElement>('invoice-file', {}, { timeout: 10_000 });
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'invoices.csv')] } });
    expect(await screen.findByText('엑셀 파일(xls, xlsx)만 올릴 수 있습니다.')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('invoice-upload').disabled).toBe(true);
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/api/order/invoiceUpload'))).toBe(false);
  });
});
