import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';

export interface ImageInsertOptions {
  /** Stores the file and answers where it is served; the editor puts that address in the text. */
  onUploadImage?: (file: File) => Promise<{ url: string }>;
  /** The screen's check before sending (type, size): a message to show, or null to send. */
  checkImage?: (file: File) => string | null;
  uploadFailed: string;
}

/** The file name without its extension: the picture's alternative text until the seller writes a better one. */
const altOf = (file: File) => file.name.replace(/\.[^.]+$/, '');

/**
 * Images into the text through the upload: each file is checked, sent, and inserted where the cursor is when
 * its upload ends (a drop first moves the cursor to where it was dropped). Counts the uploads under way and keeps
 * the refusals of the last batch to show.
 */
export function useImageInsert(editor: Editor | null, options: ImageInsertOptions) {
  const [pending, setPending] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  // Paste and drop handlers are made once with the editor; they read the latest options from here.
  const latest = useRef(options);
  latest.current = options;

  async function send(file: File, upload: (file: File) => Promise<{ url: string }>): Promise<string | null> {
    setPending((n) => n + 1);
    try {
      const { url } = await upload(file);
      editor
        ?.chain()
        .focus()
        .setImage({ src: url, alt: altOf(file) })
        .run();
      return null;
    } catch (error) {
      return `${file.name}: ${error instanceof Error && error.message ? error.message : latest.current.uploadFailed}`;
    } finally {
      setPending((n) => n - 1);
    }
  }

  /**
   * Takes files from the picker (every file, so a wrong kind is refused with the screen's message) or a paste or
   * drop (its images only: anything else is left to the editor); answers whether it took any.
   */
  function insert(files: readonly File[], { at, all = false }: { at?: number; all?: boolean } = {}): boolean {
    const { onUploadImage, checkImage } = latest.current;
    const images = all ? files : files.filter((f) => f.type.startsWith('image/'));
    if (!editor || !onUploadImage || images.length === 0) return false;
    if (at !== undefined) editor.commands.setTextSelection(at);
    const problems: string[] = [];
    const sends: Promise<string | null>[] = [];
    for (const file of images) {
      const refused = checkImage?.(file) ?? null;
      if (refused) problems.push(`${file.name}: ${refused}`);
      else sends.push(send(file, onUploadImage));
    }
    setErrors(problems);
    void Promise.all(sends).then((failed) => {
      const more = failed.filter((e): e is string => e !== null);
      if (more.length) setErrors((e) => [...e, ...more]);
    });
    return true;
  }

  return { insert, pending, errors };
}
