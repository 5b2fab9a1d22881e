import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNoticeAdminDetailReply, TNoticeRow } from '@po/contracts';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminNoticeFormPage } from './admin-notice-form-page';
import { NoticeListPage } from './notice-list-page';

const operator = { ...sellerUser, roles: ['admin'], managerRole: [], mgrId: 'admin01' };
const row = (bulletinSq: number, over: Partial<TNoticeRow> = {}): TNoticeRow => ({
  bulletinSq,
  title: `공지 ${bulletinSq}`,
  noticeGb: 'N',
  regDt: '2026-11-20T01:00:00.000Z',
  fileYn: 'N',
  ...over,
});
const saved: TNoticeAdminDetailReply = {
  bulletinSq: 5,
  title: '정산 일정',
  noticeGb: 'Y',
  popupYn: 'N',
  popupStartDt: null,
  popupEndDt: null,
  fileYn: 'Y',
  regDt: '2026-11-20T01:00:00.000Z',
  regId: 'admin01',
  upDt: '2026-11-20T01:00:00.000Z',
  contents: '<p>일정표를 확인해 주세요.</p>',
  fileList: [{ fileSq: 31, fileName: '일정.pdf', fileExt: 'pdf' }],
};

/** A server answering by path; each answer is a body or [body, status]. */
function stubServer(answers: Record<string, unknown>) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const a = path in answers ? answers[path] : { list: [], totalCnt: 0 };
    const [body, status] = Array.isArray(a) ? a : [a, 200];
    return Promise.resolve(new Response(JSON.stringify(body), { status: status as number, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('NoticeListPage', () => {
  it('shows the rows in the server’s order with the important tag and the attachment icon, 30 a page', async () => {
    const fetchMock = stubServer({ '/notice/list': { list: [row(2, { noticeGb: 'Y', fileYn: 'Y' }), row(1)], totalCnt: 2 } });
    renderWithProviders(<NoticeListPage />, { router: true });
    const first = await screen.findByTestId('notice-row-2');
    expect(within(first).getByTestId('notice-important').textContent).toBe('중요');
    expect(within(first).getByTestId('notice-file-2')).toBeTruthy();
    expect(within(screen.getByTestId('notice-row-1')).queryByTestId('notice-important')).toBeNull();
    expect(within(screen.getByTestId('notice-row-1')).queryByTestId('notice-file-1')).toBeNull();
    expect(first.textContent).toContain('2026-11-20');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('pageSize=30');
  });

  it('says so when there are no notices', async () => {
    stubServer({ '/notice/list': { list: [], totalCnt: 0 } });
    renderWithProviders(<NoticeListPage />, { router: true });
    expect(await screen.findByText('등록된 공지사항이 없습니다.')).toBeTruthy();
  });

  it('pages: a second page asks for page 2', async () => {
    const fetchMock = stubServer({ '/notice/list': { list: Array.from({ length: 30 }, (_, i) => row(100 - i)), totalCnt: 45 } });
    renderWithProviders(<NoticeListPage />, { router: true });
    fireEvent.click(await screen.findByRole('button', { name: /2/ }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('pageNum=2'))).toBe(true));
  });
});

const renderForm = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/noticeForm/:bulletinSq?" element={<AdminNoticeFormPage />} />
        <Route path="/admin/noticeList" element={<div data-testid="went-to-list" />} />
      </Routes>
    </MemoryRouter>,
    { user: operator },
  );

describe('AdminNoticeFormPage', () => {
  it('checks the form with the contract: title and contents are required, popup dates when popup is on', async () => {
    const fetchMock = stubServer({});
    renderForm('/admin/noticeForm');
    fireEvent.click(await screen.findByTestId('notice-form-popupYn'));
    expect((await screen.findAllByTestId('notice-form-popupPeriod')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('notice-form-save'));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('팝업 시작일과 종료일을 입력해 주세요.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('edits a saved notice: sends the fields and kept attachments as one multipart PUT, then goes back to the list', async () => {
    const fetchMock = stubServer({ '/notice/admin/5': saved });
    renderForm('/admin/noticeForm/5');
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('notice-form-title').value).toBe('정산 일정'));
    expect(screen.getByText('일정.pdf')).toBeTruthy();
    fireEvent.change(screen.getByTestId('notice-form-title'), { target: { value: '정산 일정 (수정)' } });
    fireEvent.click(screen.getByTestId('notice-form-save'));
    expect(await screen.findByTestId('went-to-list')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const form = put![1]!.body as FormData;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(form.get('notice') as Blob);
    });
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(json).toMatchObject({ title: '정산 일정 (수정)', noticeGb: 'Y', popupYn: 'N', keepFileSqs: [31], contents: saved.contents });
    expect(form.getAll('attachFile')).toEqual([]);
  });

  it('shows the server’s refusal on its field', async () => {
    stubServer({
      '/notice/admin/5': saved,
      // The PUT answers a refused attachment (the GET of the same path is answered first, then the save).
    });
    const fetchMock = vi.mocked(fetch);
    renderForm('/admin/noticeForm/5');
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('notice-form-title').value).toBe('정산 일정'));
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            errorCode: 'VALIDATION_ERROR',
            displayMessage: 'x',
            error: 'Bad Request',
            fields: [{ field: 'attachFile', messageKey: 'noticeAdmin.msg.fileKind', message: 'x' }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    fireEvent.click(screen.getByTestId('notice-form-save'));
    expect(await screen.findByText('첨부할 수 없는 파일 형식입니다. (PDF, 이미지, 엑셀, 워드, 한글, ZIP)')).toBeTruthy();
  });
});
