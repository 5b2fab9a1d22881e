import { Form, theme } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';
import type { RichTextLabels } from './rich-text-labels';

// Tiptap and ProseMirror are a chunk of their own, asked for when the field first renders: the screen shows its
// other fields at once and this box fills in when the editor arrives.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export interface RichTextFieldProps {
  /** Given by the form item: HTML, '' when empty. */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  labels: RichTextLabels;
  /** The field's name, read out for the editing area. */
  label: string;
  /** The contract's limit on the HTML's length: a counter shows it. */
  maxLength?: number;
  /** A master session: the text shows, nothing can change. */
  readOnly?: boolean;
  onUploadImage?: RichTextEditorProps['onUploadImage'];
  checkImage?: RichTextEditorProps['checkImage'];
  imageAccept?: string;
  'data-testid': string;
}

/**
 * A rich-text form field (product descriptions, later notices): value and onChange as HTML, so it sits in an antd
 * `Form.Item`. Until the editor's chunk arrives the box shows a light placeholder of the same size.
 */
export function RichTextField({ value = '', onChange, maxLength, 'data-testid': testId, ...rest }: RichTextFieldProps) {
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const over = maxLength !== undefined && value.length > maxLength;
  const placeholder = (
    <div
      aria-busy="true"
      style={{
        minHeight: 280,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        padding: '8px 11px',
        color: token.colorTextTertiary,
        background: token.colorFillQuaternary,
      }}
      data-testid={`${testId}-loading`}
    >
      {rest.labels.loading}
    </div>
  );
  return (
    <div>
      <Suspense fallback={placeholder}>
        <RichTextEditor value={value} onChange={onChange} invalid={status === 'error'} testId={testId} {...rest} />
      </Suspense>
      {maxLength !== undefined && (
        <div
          style={{ textAlign: 'right', fontSize: token.fontSizeSM, color: over ? token.colorError : token.colorTextSecondary }}
          data-testid={`${testId}-count`}
        >
          {rest.labels.count(value.length, maxLength)}
        </div>
      )}
    </div>
  );
}
