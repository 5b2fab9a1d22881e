import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Flex, Spin, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LinkBar } from './link-bar';
import type { RichTextLabels } from './rich-text-labels';
import { RichTextToolbar } from './rich-text-toolbar';
import { isSafeHref } from './safe-link';
import { useImageInsert } from './use-image-insert';
import './rich-text.css';

export interface RichTextEditorProps {
  /** HTML; '' for an empty text (so a required field reads as empty). */
  value: string;
  onChange?: (html: string) => void;
  labels: RichTextLabels;
  /** The field's name, read out for the editing area. */
  label: string;
  readOnly?: boolean;
  invalid?: boolean;
  onUploadImage?: (file: File) => Promise<{ url: string }>;
  checkImage?: (file: File) => string | null;
  /** What the file picker offers (the screen's upload rules); the check and the server still judge. */
  imageAccept?: string;
  id?: string;
  testId: string;
}

// The editor keeps an empty paragraph after a closing picture so the cursor can go there; the text sent does not.
const TRAILING_EMPTY = /(?:<p><\/p>)+$/;
const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', opacity: 0 } as const;

/**
 * Tiptap with the formatting the server keeps (prodDesc's sanitiser: headings, lists, emphasis, alignment, http(s)
 * links, images), in a chunk of its own that `RichTextField` loads. The value is HTML both ways; an HTML view edits
 * the source itself (what it sends is still sanitised by the server). Images are uploaded, never inlined as data.
 * The HTML view and the link box are plain inputs: antd's Input in this chunk moved chunk boundaries through antd's
 * shared code and added about 0.8 kB to every route (decisions, "Rich-text descriptions").
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, labels, label, readOnly = false, invalid, id, testId } = props;
  const { token } = theme.useToken();
  const [source, setSource] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  // The last HTML this editor sent, so the value coming back through the form does not reset the cursor.
  const emitted = useRef(value);
  const latest = useRef(props);
  latest.current = props;
  const takeFiles = useRef<(files: readonly File[], where?: { at?: number }) => boolean>(() => false);

  const emit = (html: string) => {
    emitted.current = html;
    latest.current.onChange?.(html);
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => isSafeHref(url) },
      }),
      Image.configure({ allowBase64: false }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: value,
    editable: !readOnly,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'po-rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        'data-testid': testId,
      },
      handlePaste: (_view, event) => takeFiles.current(Array.from(event.clipboardData?.files ?? [])),
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        const took = takeFiles.current(Array.from(event.dataTransfer?.files ?? []), { at });
        if (took) event.preventDefault();
        return took;
      },
    },
    onUpdate: ({ editor: e }) => emit(e.isEmpty ? '' : e.getHTML().replace(TRAILING_EMPTY, '')),
  });

  const images = useImageInsert(editor, { onUploadImage: props.onUploadImage, checkImage: props.checkImage, uploadFailed: labels.uploadFailed });
  takeFiles.current = readOnly ? () => false : images.insert;
  const input = useRef<HTMLInputElement>(null);

  // A value set from outside (the form reset, a new read) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (source || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, source]);
  useEffect(() => editor.setEditable(!readOnly), [editor, readOnly]);

  const toggleSource = () => {
    // Back from the HTML view, the editor reads what was typed and sends what it keeps of it.
    if (source) editor.commands.setContent(latest.current.value, { emitUpdate: true });
    setLinkOpen(false);
    setSource(!source);
  };
  const applyLink = (href: string) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    // Without a selection the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinkOpen(false);
  };

  const border = invalid ? token.colorError : token.colorBorder;
  return (
    <div
      className="po-rich-text"
      style={{
        border: `1px solid ${border}`,
        borderRadius: token.borderRadius,
        background: readOnly ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
      data-testid={`${testId}-editor`}
    >
      {!readOnly && (
        <div style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          <RichTextToolbar
            editor={editor}
            labels={labels}
            source={source}
            onToggleSource={toggleSource}
            linkOpen={linkOpen}
            onLink={() => setLinkOpen(!linkOpen)}
            onImage={props.onUploadImage ? () => input.current?.click() : undefined}
            testId={testId}
          />
          {linkOpen && (
            <LinkBar
              labels={labels}
              current={(editor.getAttributes('link').href as string | undefined) ?? ''}
              onApply={applyLink}
              onRemove={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
              onClose={() => {
                setLinkOpen(false);
                editor.commands.focus();
              }}
              testId={testId}
            />
          )}
        </div>
      )}
      {props.onUploadImage && !readOnly && (
        <input
          ref={input}
          type="file"
          multiple
          accept={props.imageAccept ?? 'image/*'}
          tabIndex={-1}
          aria-label={labels.image}
          style={HIDDEN}
          onChange={(e) => {
            images.insert(Array.from(e.currentTarget.files ?? []), { all: true });
            // Cleared so that choosing the same file again fires a change.
            e.currentTarget.value = '';
          }}
          data-testid={`${testId}-image-input`}
        />
      )}
      <div style={{ display: source ? 'none' : undefined }}>
        <EditorContent editor={editor} />
      </div>
      {source && (
        <div style={{ padding: 8 }}>
          <textarea
            value={value}
            onChange={(e) => emit(e.target.value)}
            rows={14}
            aria-label={`${label} (${labels.source})`}
            className="po-rich-text-input"
            style={{ width: '100%', fontFamily: 'monospace', resize: 'vertical' }}
            data-testid={`${testId}-source`}
          />
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginTop: 4 }}>{labels.sourceHelp}</div>
        </div>
      )}
      {(images.pending > 0 || images.errors.length > 0) && (
        <Flex vertical gap={4} style={{ padding: '0 8px 8px' }} aria-live="polite">
          {images.pending > 0 && (
            <Flex gap={6} align="center" data-testid={`${testId}-uploading`}>
              <Spin size="small" />
              <span style={{ color: token.colorTextSecondary }}>{labels.uploading}</span>
            </Flex>
          )}
          {images.errors.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={images.errors.map((e) => (
                <div key={e}>{e}</div>
              ))}
              data-testid={`${testId}-image-error`}
            />
          )}
        </Flex>
      )}
    </div>
  );
}
