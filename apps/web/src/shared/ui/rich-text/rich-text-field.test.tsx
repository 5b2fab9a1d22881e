import type { Editor } from '@tiptap/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import type { RichTextLabels } from './rich-text-labels';
import { RichTextField } from './rich-text-field';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getClientRects = () => rects;
  Range.prototype.getBoundingClientRect = () => rect;
  document.elementFromPoint = () => null;
});

const k = (key: string): string => i18n.t(runtimeKey(`richText.${key}`));
const labels = (): RichTextLabels => ({
  toolbar: k('toolbar.label'),
  bold: k('toolbar.bold'),
  italic: k('toolbar.italic'),
  underline: k('toolbar.underline'),
  strike: k('toolbar.strike'),
  heading2: k('toolbar.heading2'),
  heading3: k('toolbar.heading3'),
  bulletList: k('toolbar.bulletList'),
  orderedList: k('toolbar.orderedList'),
  alignLeft: k('toolbar.alignLeft'),
  alignCenter: k('toolbar.alignCenter'),
  alignRight: k('toolbar.alignRight'),
  link: k('toolbar.link'),
  image: k('toolbar.image'),
  undo: k('toolbar.undo'),
  redo: k('toolbar.redo'),
  source: k('toolbar.source'),
  sourceHelp: k('help.source'),
  linkAddress: k('link.address'),
  linkApply: k('link.apply'),
  linkRemove: k('link.remove'),
  linkCancel: k('link.cancel'),
  linkInvalid: k('link.invalid'),
  uploading: k('image.uploading'),
  uploadFailed: k('image.uploadFailed'),
  loading: k('help.loading'),
  count: (count, max) => i18n.t('richText.help.count', { count, max }),
});

const ID = 'desc';
/** The editing area, once the editor's chunk has arrived, and the Tiptap editor behind it. */
async function editorOf(): Promise<Editor> {
  const area = await screen.findByTestId(ID);
  return (area as HTMLElement & { editor: Editor }).editor;
}
const lastHtml = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as string;

type FieldProps = Parameters<typeof RichTextField>[0];

/** In a form item, as the screens use it: what the field sends comes back as its value. */
function renderField(props: Partial<FieldProps> = {}) {
  const onChange = vi.fn();
  render(
    <Form initialValues={{ desc: '<p>울 코트</p>' }} onValuesChange={(changed: { desc?: string }) => void onChange(changed.desc)}>
      <Form.Item name="desc" label="상품 상세 설명">
        <RichTextField labels={labels()} label="상품 상세 설명" maxLength={100} data-testid={ID} {...props} />
      </Form.Item>
    </Form>,
  );
  return onChange;
}

describe('RichTextField', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a light placeholder first, then the editor with named tools and the length against the limit', async () => {
    renderField();
    expect(screen.getByTestId(`${ID}-loading`).textContent).toBe('편집기를 불러오는 중…');
    await editorOf();
    expect(screen.getByRole('toolbar', { name: '서식 도구' })).toBeTruthy();
    const bold = screen.getByRole('button', { name: '굵게 (Ctrl+B)' });
    expect(bold.getAttribute('title')).toBe('굵게 (Ctrl+B)');
    expect(screen.getByRole('textbox', { name: '상품 상세 설명' })).toBeTruthy();
    expect(screen.getByTestId(`${ID}-count`).textContent).toBe('11 / 100자');
  });

  it('makes the selection bold from the toolbar and sends the new HTML', async () => {
    const onChange = renderField();
    const editor = await editorOf();
    editor.commands.selectAll();
    fireEvent.click(screen.getByRole('button', { name: '굵게 (Ctrl+B)' }));
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p><strong>울 코트</strong></p>'));
    // The button's element is replaced when its look changes: read it again.
    const pressed = () => screen.getByRole('button', { name: '굵게 (Ctrl+B)' }).getAttribute('aria-pressed');
    await waitFor(() => expect(pressed()).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: '굵게 (Ctrl+B)' }));
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>울 코트</p>'));
  });

  it('refuses a javascript: link and takes an https one', async () => {
    const onChange = renderField();
    const editor = await editorOf();
    editor.commands.selectAll();
    fireEvent.click(screen.getByRole('button', { name: '링크' }));
    const address = screen.getByRole('textbox', { name: '링크 주소' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId(`${ID}-link-apply`));
    expect(screen.getByRole('alert').textContent).toBe('http:// 또는 https:// 로 시작하는 주소만 링크로 넣을 수 있습니다.');
    expect(onChange.mock.calls.flat().join()).not.toContain('href');
    // Nor does a pasted one get in.
    editor.commands.setContent('<p><a href="javascript:alert(1)">x</a></p>');
    expect(editor.getHTML()).not.toContain('javascript');

    editor.commands.setContent('<p>울 코트</p>');
    editor.commands.selectAll();
    fireEvent.change(address, { target: { value: 'example.com/coat' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    await waitFor(() => expect(lastHtml(onChange)).toContain('href="https://example.com/coat"'));
    expect(lastHtml(onChange)).toContain('>울 코트</a>');
  });

  it('uploads a chosen image through the prop and puts the returned address in the text', async () => {
    let finish: (v: { url: string }) => void = () => {};
    const onUploadImage = vi.fn(() => new Promise<{ url: string }>((resolve) => (finish = resolve)));
    const checkImage = vi.fn((file: File) => (file.name.endsWith('.txt') ? '이미지 파일이 아닙니다.' : null));
    const onChange = renderField({ onUploadImage, checkImage });
    const editor = await editorOf();
    editor.commands.focus('end');
    const input = screen.getByTestId(`${ID}-image-input`);

    fireEvent.change(input, { target: { files: [new File(['x'], 'note.txt', { type: 'text/plain' })] } });
    expect(screen.getByTestId(`${ID}-image-error`).textContent).toContain('note.txt: 이미지 파일이 아닙니다.');
    expect(onUploadImage).not.toHaveBeenCalled();

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onUploadImage).toHaveBeenCalledWith(file);
    expect((await screen.findByTestId(`${ID}-uploading`)).textContent).toBe('이미지를 올리는 중…');
    finish({ url: '/api/file/image/7' });
    // Inserted where the cursor was; no empty paragraph trails the picture in what is sent.
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>울 코트</p><img src="/api/file/image/7" alt="front">'));
    await waitFor(() => expect(screen.queryByTestId(`${ID}-uploading`)).toBeNull());
  });

  it('edits the HTML itself in the source view and sends it as typed', async () => {
    const onChange = renderField();
    await editorOf();
    fireEvent.click(screen.getByRole('button', { name: 'HTML 편집' }));
    expect(screen.getByRole('button', { name: '굵게 (Ctrl+B)' }).hasAttribute('disabled')).toBe(true);
    const source = screen.getByTestId(`${ID}-source`);
    fireEvent.change(source, { target: { value: '<p>원문</p><script>alert(1)</script>' } });
    expect(lastHtml(onChange)).toBe('<p>원문</p><script>alert(1)</script>');
  });

  it('shows a master session the text with no tools and no editing', async () => {
    renderField({ readOnly: true, onUploadImage: vi.fn() });
    const editor = await editorOf();
    expect(screen.getByTestId(ID).getAttribute('contenteditable')).toBe('false');
    expect(editor.isEditable).toBe(false);
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByTestId(`${ID}-image-input`)).toBeNull();
    expect(screen.getByTestId(ID).textContent).toBe('울 코트');
  });
});
