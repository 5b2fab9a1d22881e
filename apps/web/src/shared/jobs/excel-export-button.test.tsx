import type { TJobStatusReply } from '@po/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { ExcelExportButton } from './excel-export-button';

const JOB = '0f8c6a4e-1b2d-4c3e-9f00-0123456789ab';
const status = (o: Partial<TJobStatusReply>): TJobStatusReply => ({
  jobId: JOB,
  kind: 'delivery-sites-excel',
  status: 'queued',
  progressDone: 0,
  progressTotal: null,
  errorMessage: null,
  fileReady: false,
  fileNm: null,
  ...o,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let saved: ReturnType<typeof vi.spyOn>;
let replies: TJobStatusReply[];

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  replies = [];
  // Each status poll answers the next state; the last one stays.
  fetchMock = vi.fn((url: string) => {
    if (url.endsWith('/file'))
      return Promise.resolve(
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('출고지.xlsx')}` },
        }),
      );
    return Promise.resolve(json(replies.length > 1 ? replies.shift() : replies[0]));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  // jsdom cannot navigate: the browser's save is the link's click.
  saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  saved.mockRestore();
  vi.unstubAllGlobals();
});

describe('ExcelExportButton', () => {
  it('starts the export with the search, follows its progress, and downloads the file', async () => {
    replies = [
      status({ status: 'queued' }),
      status({ status: 'active', progressDone: 500, progressTotal: 1200 }),
      status({ status: 'completed', progressDone: 1200, progressTotal: 1200, fileReady: true, fileNm: '출고지.xlsx' }),
    ];
    const start = vi.fn(() => Promise.resolve({ jobId: JOB }));
    renderWithProviders(<ExcelExportButton filters={{ useYn: 'Y' }} start={start} testId="site-excel" />);
    fireEvent.click(screen.getByTestId('site-excel'));
    await waitFor(() => expect(start).toHaveBeenCalledWith({ useYn: 'Y' }, expect.any(String)));

    expect(await screen.findByText('500 / 1200건', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('엑셀 파일이 준비되었습니다.', {}, { timeout: 5000 })).toBeTruthy();
    // A finished job is asked no more.
    const polls = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByTestId('job-download'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith(`/api/job/${JOB}/file`))).toBe(true));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith(`/api/job/${JOB}`))).toHaveLength(polls);
  });

  it("shows a failed job's message and offers no file", async () => {
    replies = [status({ status: 'failed', errorMessage: '작업을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.' })];
    renderWithProviders(<ExcelExportButton filters={{}} start={() => Promise.resolve({ jobId: JOB })} testId="policy-excel" />);
    fireEvent.click(screen.getByTestId('policy-excel'));
    expect((await screen.findByTestId('job-error')).textContent).toContain('작업을 완료하지 못했습니다.');
    expect(screen.queryByTestId('job-download')).toBeNull();
  });
});
