import { Form } from 'antd';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { ImageSection, type ProductImageValue } from './image-section';

const png = (name = 'coat.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const reply = (fileSeq: number) => ({ fileSeq, fileUrl: `/api/file/image/${fileSeq}`, width: 1500, height: 1904, fileNm: 'coat.png', fileSize: 100 });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The section inside a form item, as the product form holds it; `onValues` sees every change of the field. */
function renderSection(initial: ProductImageValue[] = [], opts: { disabled?: boolean } = {}) {
  const onValues = vi.fn();
  renderWithProviders(
    <Form
      initialValues={{ images: initial }}
      onValuesChange={(_c, all: { images: ProductImageValue[] }) => {
        onValues(all.images);
      }}
    >
      <Form.Item name="images">
        <ImageSection disabled={opts.disabled} />
      </Form.Item>
    </Form>,
  );
  return onValues;
}
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('product-images-input'), { target: { files } });
const thumbs = () => screen.queryAllByTestId(/^product-image-\d$/).map((li) => li.querySelector('img')?.getAttribute('src'));

describe('ImageSection', () => {
  let next = 100;
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    next = 100;
    fetchMock = vi.fn(() => Promise.resolve(json(200, reply(++next))));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads chosen images at once, shows them in order with the first as main, and the recommended size', async () => {
    const onValues = renderSection();
    expect(screen.getByTestId('product-images').textContent).toContain('권장 크기 1500×1904 픽셀');
    choose([png('a.png'), png('b.png')]);
    await waitFor(() => expect(thumbs()).toEqual(['/api/file/image/101', '/api/file/image/102']));
    expect(onValues).toHaveBeenLastCalledWith([
      { fileSeq: 101, fileUrl: '/api/file/image/101' },
      { fileSeq: 102, fileUrl: '/api/file/image/102' },
    ]);
    expect(screen.getByTestId('product-image-0').textContent).toContain('대표');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/file/image/upload');
    expect((init.body as FormData).get('editorName')).toBe('productImage');
    expect(((init.body as FormData).get('file') as File).name).toBe('a.png');
    expect(screen.getByTestId('product-images-count').textContent).toBe('2 / 3');
  });

  it('moves and removes images with buttons that name them, and keeps at most three', async () => {
    const onValues = renderSection([
      { fileSeq: 1, fileUrl: '/api/file/image/1' },
      { fileSeq: 2, fileUrl: '/api/file/image/2' },
    ]);
    expect(screen.getByTestId<HTMLButtonElement>('product-image-0-left').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '1번째 이미지를 뒤로 이동' }));
    expect(thumbs()).toEqual(['/api/file/image/2', '/api/file/image/1']);
    fireEvent.click(screen.getByTestId('product-image-1-remove'));
    expect(onValues).toHaveBeenLastCalledWith([{ fileSeq: 2, fileUrl: '/api/file/image/2' }]);

    choose([png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(thumbs()).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('product-images-error').textContent).toContain('c.png: 상품 이미지는 최대 3개까지 등록할 수 있습니다.');
    expect(screen.getByTestId<HTMLButtonElement>('product-images-add').disabled).toBe(true);
  });

  it('refuses a wrong type or a file over 2 MB before sending, and shows the server’s refusal in the user’s language', async () => {
    renderSection();
    choose([new File(['x'], 'banner.swf', { type: 'application/x-shockwave-flash' }), png('big.png', 2 * 1024 * 1024 + 1)]);
    const error = screen.getByTestId('product-images-error').textContent;
    expect(error).toContain('banner.swf: 이미지는 jpg, jpeg, gif, png 파일만 올릴 수 있습니다.');
    expect(error).toContain('big.png: 이미지는 2MB 이하로 올려 주세요.');
    expect(fetchMock).not.toHaveBeenCalled();

    await i18n.changeLanguage('en');
    fetchMock.mockResolvedValueOnce(
      json(400, {
        errorCode: 'VALIDATION_ERROR',
        displayMessage: '…',
        error: 'Bad Request',
        fields: [{ field: 'file', messageKey: 'productImage.msg.unreadable' }],
      }),
    );
    choose([png('broken.png')]);
    await waitFor(() => expect(screen.getByTestId('product-images-error').textContent).toContain('broken.png: The image cannot be read.'));
    expect(thumbs()).toEqual([]);
  });

  it('shows a pending place while an upload runs', async () => {
    let finish: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (finish = resolve)));
    renderSection();
    choose([png()]);
    expect(await screen.findByTestId('product-images-pending')).toBeTruthy();
    await act(async () => finish(json(200, reply(7))));
    await waitFor(() => expect(screen.queryByTestId('product-images-pending')).toBeNull());
    expect(thumbs()).toEqual(['/api/file/image/7']);
  });

  it('shows a master session the images and nothing to change them with', () => {
    renderSection([{ fileSeq: 1, fileUrl: '/api/file/image/1' }], { disabled: true });
    expect(thumbs()).toEqual(['/api/file/image/1']);
    expect(screen.queryByTestId('product-images-input')).toBeNull();
    expect(screen.queryByTestId('product-image-0-remove')).toBeNull();
  });
});
