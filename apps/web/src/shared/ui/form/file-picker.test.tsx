import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { acceptedTypes, FilePicker, formatFileSize } from './file-picker';

const MB = 1024 * 1024;
const sized = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

function Harness({ check, onChange }: { check?: (f: File) => string | null; onChange?: (f: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FilePicker
      accept=".jpg,.jpeg,.png,.pdf"
      maxBytes={2 * MB}
      file={file}
      onChange={(f) => {
        onChange?.(f);
        setFile(f);
      }}
      check={check}
      label="사업자등록증"
      testId="slot"
      alertTestId="slot-alert-ok"
    />
  );
}

const pick = (file: File) => fireEvent.change(screen.getByTestId('slot'), { target: { files: [file] } });

describe('formatFileSize and acceptedTypes', () => {
  it('reads as people read sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(24 * 1024 + 100)).toBe('24 KB');
    expect(formatFileSize(1.2 * MB)).toBe('1.2 MB');
    expect(formatFileSize(2 * MB)).toBe('2 MB');
  });

  it('lists the accepted types once, JPEG as JPG', () => {
    expect(acceptedTypes('.jpg,.jpeg,.png,.pdf')).toBe('JPG, PNG, PDF');
    expect(acceptedTypes('.jpg, .jpeg, .gif, .png')).toBe('JPG, GIF, PNG');
  });
});

describe('FilePicker', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a Korean button and the accepted types instead of the browser control', () => {
    renderWithProviders(<Harness />);
    const button = screen.getByTestId('slot-choose');
    expect(button.tagName).toBe('BUTTON');
    expect(button.textContent).toContain('파일 선택');
    expect(button.getAttribute('aria-label')).toBe('사업자등록증 파일 선택');
    expect(screen.getByText('JPG, PNG, PDF / 최대 2 MB')).toBeTruthy();
    const input = screen.getByTestId<HTMLInputElement>('slot');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.jpg,.jpeg,.png,.pdf');
    expect(input.tabIndex).toBe(-1);
    expect(screen.queryByTestId('slot-name')).toBeNull();
  });

  it('opens the file dialog from the button, which the keyboard reaches', () => {
    renderWithProviders(<Harness />);
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const button = screen.getByTestId('slot-choose');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows the picked file with its size, and remove clears it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} check={() => null} />);
    pick(sized('licence.pdf', Math.round(1.2 * MB)));
    expect((await screen.findByTestId('slot-name')).textContent).toBe('licence.pdf');
    expect(screen.getByTestId('slot-size').textContent).toBe('(1.2 MB)');
    expect(screen.getByTestId('slot-choose').textContent).toContain('파일 변경');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'licence.pdf' }));

    fireEvent.click(screen.getByRole('button', { name: 'licence.pdf 삭제' }));
    await waitFor(() => expect(screen.queryByTestId('slot-name')).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('slot-choose').textContent).toContain('파일 선택');
    expect(document.activeElement).toBe(screen.getByTestId('slot-choose'));
  });

  it('refuses a file the caller rejects: an alert says why and nothing is kept', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} check={(f) => (f.size > 2 * MB ? 'file.msg.tooLarge' : null)} />);
    pick(sized('big.pdf', 3 * MB));
    expect(await screen.findByText('첨부파일 용량 한도를 초과했습니다.')).toBeTruthy();
    expect(screen.getByTestId('slot-alert-ok')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByTestId('slot-name')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('slot').value).toBe('');
  });

  it('speaks English on an English page', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<Harness />);
    expect(screen.getByTestId('slot-choose').textContent).toContain('Choose file');
    expect(screen.getByText('JPG, PNG, PDF / up to 2 MB')).toBeTruthy();
  });
});
