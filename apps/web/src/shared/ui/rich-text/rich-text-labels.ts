/**
 * Everything the editor says, in the user's language. The editor is shared code, which may use no feature
 * namespace (page-texts test), so the screen that shows it passes these in; the texts live in the `richText`
 * namespace that the screen's page names in the page registry.
 */
export interface RichTextLabels {
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  strike: string;
  heading2: string;
  heading3: string;
  bulletList: string;
  orderedList: string;
  alignLeft: string;
  alignCenter: string;
  alignRight: string;
  link: string;
  image: string;
  undo: string;
  redo: string;
  source: string;
  sourceHelp: string;
  linkAddress: string;
  linkApply: string;
  linkRemove: string;
  linkCancel: string;
  linkInvalid: string;
  uploading: string;
  uploadFailed: string;
  loading: string;
  /** "1,234 / 200,000" in the screen's words. */
  count: (length: number, max: number) => string;
}
