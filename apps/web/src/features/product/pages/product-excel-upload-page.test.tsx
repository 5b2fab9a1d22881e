import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProductExcelUploadPage } from './product-excel-upload-page';

const JOB = '6f1d7a1c-0000-4000-8000-000000000001';
const errors = Array.from({ length: 12 }, (_, i) => ({
  row: 10 + i,
  column: 'prodPrice',
  columnNm: '판매가',
  messageKey: 'product.msg.priceUnit',
  message: `판매가는 10원 단위로 입력해 주세요. (${i})`,
}));
const result = { jobId: JOB, mode: 'VALID', fileNm: 'p.xlsx', done: true, rowCnt: 200, productCnt: 50, savedCnt: 38, failedCnt: 12, errorCnt: 12, errors };

/** The upload answers 202 and its job; the job runs once, then is done with the error sheet. */
function stubServer() {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  let asked = 0;
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/product/excel/upload') return json({ jobId: JOB }, 202);
    if (path === `/api/job/${JOB}`)
      return json({
        jobId: JOB,
        kind: 'product-excel-upload',
        status: asked++ === 0 ? 'active' : 'completed',
        progressDone: 200,
        progressTotal: 400,
        errorMessage: null,
        fileReady: asked > 1,
        fileNm: 'errors.xlsx',
      });
    if (path === `/api/product/excel/uploads/${JOB}`) return json(result);
    return json({ list: [], totalCnt: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const xlsx = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'products.xlsx');

describe('ProductExcelUploadPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the sheet in the chosen mode, follows the job and shows the counts and the errors page by page', async () => {
    const fetchMock = stubServer();
    renderWithProviders(<ProductExcelUploadPage />, { user: sellerUser, router: true });
    const input = await screen.findByTestId<HTMLInputElement>('excel-file', {}, { timeout: 10_000 });
    fireEvent.change(input, { target: { files: [xlsx()] } });
    fireEvent.click(screen.getByText('전체 등록'));
    fireEvent.click(screen.getByTestId('excel-upload'));
    expect(await screen.findByTestId('excel-result', {}, { timeout: 10_000 })).toBeTruthy();
    const upload = fetchMock.mock.calls.find(([u]) => String(u).includes('/api/product/excel/upload'));
    const form = (upload?.[1] as RequestInit).body as FormData;
    const json = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(form.get('upload') as Blob);
    });
    expect(JSON.parse(json)).toEqual({ mode: 'ALL' });
    expect((form.get('file') as File).name).toBe('products.xlsx');
    expect(screen.getByTestId('excel-savedCnt').textContent).toBe('38');
    expect(screen.getByTestId('excel-error-10')).toBeTruthy();
    expect(screen.queryByTestId('excel-error-20')).toBeNull();
    fireEvent.click(within(screen.getByTestId('excel-errors-pager')).getByText('2'));
    await waitFor(() => expect(screen.getByTestId('excel-error-20')).toBeTruthy());
    expect(screen.getByTestId('excel-error-sheet')).toBeTruthy();
  });

  it('refuses a file that is not an xlsx before sending it', async () => {
    const fetchMock = stubServer();
    renderWithProviders(<ProductExcelUploadPage />, { user: sellerUser, router: true });
    const input = await screen.findByTestId<HTMLInputElement>('excel-file', {}, { timeout: 10_000 });
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'products.xlsx')] } });
    fireEvent.click(screen.getByTestId('excel-upload'));
    expect(await screen.findByTestId('excel-refused')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/excel/upload'))).toBe(false);
  });

  it('shows a master session the screen read only', async () => {
    stubServer();
    renderWithProviders(<ProductExcelUploadPage />, { user: { ...sellerUser, isMasterLogin: 'Y' }, router: true });
    expect(await screen.findByTestId('excel-read-only', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('excel-upload').disabled).toBe(true);
    expect(screen.getByTestId('excel-template')).toBeTruthy();
  });
});
