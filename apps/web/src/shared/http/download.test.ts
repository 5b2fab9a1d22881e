import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '@/shared/feedback/notifier';
import { i18n } from '@/shared/i18n/i18n';
import { filenameFromDisposition, getBlob } from './download';
import { ApiError } from './errors';
import { buildFormData } from './multipart';

let fetchMock: ReturnType<typeof vi.fn>;
const notes = { error: vi.fn(), info: vi.fn(), alert: vi.fn() };

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setNotifier(notes);
  notes.error.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNotifier(null);
});

describe('downloads', () => {
  it('reads the server filename, RFC 5987 first', () => {
    expect(filenameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%EC%A3%BC%EB%AC%B8.xlsx`)).toBe('주문.xlsx');
    expect(filenameFromDisposition('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(filenameFromDisposition(null)).toBeUndefined();
  });

  it('returns the file with its name', async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' } }));
    const file = await getBlob('/file/attachment/download', { params: { fileURL: 'x' }, save: false });
    expect(file.filename).toBe('a.pdf');
    expect(file.blob.size).toBe(3);
  });

  it('fails with the download-failed message on non-200 or an empty file', async () => {
    const failed = i18n.t('framework.download.failed');
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 404 }));
    await expect(getBlob('/file/x', { save: false })).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([]), { status: 200 }));
    await expect(getBlob('/file/x', { save: false })).rejects.toBeInstanceOf(ApiError);
    expect(notes.error.mock.calls).toEqual([
      [failed, 5],
      [failed, 5],
    ]);
  });
});

// jsdom's Blob has no text(); FileReader is the jsdom way to read it.
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });

describe('multipart', () => {
  it('sends the JSON part and each file under its name', async () => {
    const form = buildFormData({
      jsonName: 'partner',
      json: { bizNo: '1234567890' },
      files: { prsformAttachFile: new File(['a'], 'form.pdf'), slctfcAttachFile: null, many: [new File(['b'], 'b.jpg'), new File(['c'], 'c.jpg')] },
    });
    const part = form.get('partner') as Blob;
    expect(part.type).toBe('application/json');
    expect(JSON.parse(await readText(part))).toEqual({ bizNo: '1234567890' });
    expect((form.get('prsformAttachFile') as File).name).toBe('form.pdf');
    expect(form.has('slctfcAttachFile')).toBe(false);
    expect(form.getAll('many')).toHaveLength(2);
  });
});
