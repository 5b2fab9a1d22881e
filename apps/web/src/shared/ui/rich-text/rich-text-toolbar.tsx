import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  FileImageOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import type { RichTextLabels } from './rich-text-labels';

interface ToolbarProps {
  editor: Editor;
  labels: RichTextLabels;
  source: boolean;
  onToggleSource: () => void;
  linkOpen: boolean;
  onLink: () => void;
  /** Absent when the screen gives no upload: no image button. */
  onImage?: () => void;
  testId: string;
}

type Align = 'left' | 'center' | 'right';

// Icons other screens do not use: a shared icon becomes a chunk of its own and costs those screens a request and
// its bytes (PictureOutlined, UndoOutlined: the product lists and the option grid). Undo is redo mirrored.
const MIRRORED = { transform: 'scaleX(-1)' } as const;

/** What the buttons show as pressed or possible, read again on every change of the editor's state. */
function useToolState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      align: (['center', 'right'] as const).find((a) => e.isActive({ textAlign: a })) ?? 'left',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/**
 * The formatting buttons: each has its name as label and tooltip (the keyboard shortcut, where there is one, in
 * the name), shows whether it is on (`aria-pressed`), and keeps the editor's selection when pressed with the
 * mouse. In the HTML view only the HTML switch stays on.
 */
export function RichTextToolbar({ editor, labels: l, source, onToggleSource, linkOpen, onLink, onImage, testId }: ToolbarProps) {
  const s = useToolState(editor);
  const { token } = theme.useToken();
  const run = () => editor.chain().focus();
  const tool = (key: string, label: string, icon: ReactNode, onClick: () => void, pressed?: boolean, enabled = true) => (
    <Button
      key={key}
      size="small"
      type={pressed ? 'primary' : 'text'}
      ghost={pressed}
      icon={icon}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={!enabled || (source && key !== 'source')}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      data-testid={`${testId}-tool-${key}`}
    />
  );
  const text = (t: string) => <span style={{ fontWeight: 600, fontSize: 12 }}>{t}</span>;
  const align = (a: Align, label: string, icon: ReactNode) => tool(`align-${a}`, label, icon, () => run().setTextAlign(a).run(), s.align === a);
  const gap = (key: string) => <span key={key} aria-hidden style={{ width: 1, height: 16, margin: '0 4px', background: token.colorSplit }} />;
  return (
    <Flex role="toolbar" aria-label={l.toolbar} gap={2} wrap align="center" style={{ padding: '4px 6px' }} data-testid={`${testId}-toolbar`}>
      {tool('bold', l.bold, <BoldOutlined />, () => run().toggleBold().run(), s.bold)}
      {tool('italic', l.italic, <ItalicOutlined />, () => run().toggleItalic().run(), s.italic)}
      {tool('underline', l.underline, <UnderlineOutlined />, () => run().toggleUnderline().run(), s.underline)}
      {tool('strike', l.strike, <StrikethroughOutlined />, () => run().toggleStrike().run(), s.strike)}
      {gap('g1')}
      {tool('h2', l.heading2, text('H2'), () => run().toggleHeading({ level: 2 }).run(), s.heading2)}
      {tool('h3', l.heading3, text('H3'), () => run().toggleHeading({ level: 3 }).run(), s.heading3)}
      {tool('bullet', l.bulletList, <UnorderedListOutlined />, () => run().toggleBulletList().run(), s.bulletList)}
      {tool('ordered', l.orderedList, <OrderedListOutlined />, () => run().toggleOrderedList().run(), s.orderedList)}
      {gap('g2')}
      {align('left', l.alignLeft, <AlignLeftOutlined />)}
      {align('center', l.alignCenter, <AlignCenterOutlined />)}
      {align('right', l.alignRight, <AlignRightOutlined />)}
      {gap('g3')}
      {tool('link', l.link, <LinkOutlined />, onLink, s.link || linkOpen)}
      {onImage && tool('image', l.image, <FileImageOutlined />, onImage)}
      {gap('g4')}
      {tool('undo', l.undo, <RedoOutlined style={MIRRORED} />, () => run().undo().run(), undefined, s.canUndo)}
      {tool('redo', l.redo, <RedoOutlined />, () => run().redo().run(), undefined, s.canRedo)}
      {gap('g5')}
      {tool('source', l.source, text('HTML'), onToggleSource, source)}
    </Flex>
  );
}
