import { NOTICE_ADMIN_LIMITS } from '@po/contracts';
import { MIME_OF, sniffFileType } from '@/platform/files/file-type.ts';

/**
 * The kinds a notice may carry, judged by their first bytes (the name only picks among kinds that share a
 * container: an .xlsx, .docx, .pptx and .zip are all zip archives; .xls, .doc and .hwp all OLE2 compound files).
 * A name that does not match its bytes is refused, so a renamed program never passes as a document.
 */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const ZIP_MIME: Record<string, string> = {
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const OLE2_MIME: Record<string, string> = { xls: 'application/vnd.ms-excel', doc: 'application/msword', hwp: 'application/x-hwp' };
const SNIFFED_EXTS: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], png: ['png'], gif: ['gif'], pdf: ['pdf'] };

const startsWith = (data: Buffer, sig: number[]) => data.length >= sig.length && sig.every((b, i) => data[i] === b);

/** A file name's extension, lower case ('' when it has none). */
export const extOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/** The stored mime type of an accepted attachment, or null when its bytes and name are not an allowed kind. */
export function noticeFileMime(fileName: string, data: Buffer): string | null {
  const ext = extOf(fileName);
  if (!(NOTICE_ADMIN_LIMITS.fileExts as readonly string[]).includes(ext)) return null;
  const sniffed = sniffFileType(data.subarray(0, 16));
  if (sniffed) return SNIFFED_EXTS[sniffed]?.includes(ext) ? MIME_OF[sniffed] : null;
  if (startsWith(data, ZIP)) return ZIP_MIME[ext] ?? null;
  if (startsWith(data, OLE2)) return OLE2_MIME[ext] ?? null;
  return null;
}
