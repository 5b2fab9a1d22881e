import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Text } from '@/shared/ui/typography';
import { useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { runtimeKey } from '@/shared/i18n/runtime-key';

const KB = 1024;
const MB = KB * KB;
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** A size as people read it: "512 B", "24 KB", "1.2 MB" (binary units, as the limits are counted). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${oneDecimal.format(bytes / MB)} MB`;
}

/** ".jpg,.jpeg,.png" -> "JPG, PNG": JPEG is the same format as JPG, and the texts call it JPG. */
export const acceptedTypes = (accept: string): string =>
  [
    ...new Set(
      accept.split(',').map((e) =>
        e
          .trim()
          .replace(/^\./, '')
          .toUpperCase()
          .replace(/^JPEG$/, 'JPG'),
      ),
    ),
  ].join(', ');

// Hidden but present: the button opens it, and browser tests still set files on it (`setInputFiles`).
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  opacity: 0,
};

export interface FilePickerProps {
  /** The input's accept list (".jpg,.jpeg,.png"); shown beside the button as "JPG, PNG". */
  accept: string;
  maxBytes: number;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Why a file cannot be attached (a message key) or null; a refused file is not kept and an alert says why. */
  check?: (file: File) => string | null;
  /** The field's name, for screen readers. */
  label: string;
  /** On the hidden input; `-choose`, `-name` and `-remove` on the button, the picked name and its remove button. */
  testId: string;
  /** On the refusal alert's OK button. */
  alertTestId?: string;
  invalid?: boolean;
}

/**
 * One file in the page's language, instead of the browser's "Choose File / No file chosen" (always in the
 * browser's language): a button, the accepted types and limit, then the picked file's name, size and a remove
 * button. Own markup rather than antd's Upload, which would add its list, progress and request code to the page;
 * the remove icon is the close icon antd's modals already load.
 */
export function FilePicker({ accept, maxBytes, file, onChange, check, label, testId, alertTestId, invalid }: FilePickerProps) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const choose = useRef<HTMLButtonElement>(null);

  const pick = (target: HTMLInputElement) => {
    const picked = target.files?.[0];
    // Cleared so that picking the same file again (after a remove or a refusal) fires a change.
    target.value = '';
    if (!picked) return;
    const problem = check?.(picked);
    if (problem) {
      modal.warning({ content: t(runtimeKey(problem)), okButtonProps: alertTestId ? { 'data-testid': alertTestId } : undefined });
      return;
    }
    onChange(picked);
  };

  return (
    <Flex gap={8} align="center" wrap>
      <input
        ref={input}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-label={label}
        style={VISUALLY_HIDDEN}
        data-testid={testId}
        onChange={(e) => pick(e.currentTarget)}
      />
      <Button
        ref={choose}
        icon={<UploadOutlined />}
        danger={invalid}
        aria-label={file ? t('form.file.changeFor', { label }) : t('form.file.chooseFor', { label })}
        onClick={() => input.current?.click()}
        data-testid={`${testId}-choose`}
      >
        {file ? t('form.file.change') : t('form.file.choose')}
      </Button>
      <Text type="secondary">{t('form.file.hint', { types: acceptedTypes(accept), size: formatFileSize(maxBytes) })}</Text>
      <Flex gap={4} align="center" style={{ minWidth: 0, maxWidth: '100%' }} aria-live="polite">
        {file && (
          <>
            <Text ellipsis style={{ maxWidth: 320 }} title={file.name} data-testid={`${testId}-name`}>
              {file.name}
            </Text>
            <Text type="secondary" data-testid={`${testId}-size`}>
              ({formatFileSize(file.size)})
            </Text>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('form.file.remove', { name: file.name })}
              title={t('form.file.remove', { name: file.name })}
              onClick={() => {
                onChange(null);
                // The remove button goes away with the file: keep the keyboard where it was, on the picker.
                choose.current?.focus();
              }}
              data-testid={`${testId}-remove`}
            />
          </>
        )}
      </Flex>
    </Flex>
  );
}
