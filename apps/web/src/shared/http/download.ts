import { i18n } from '@/shared/i18n/i18n';
import { send, type CallOptions } from './client';
import { toastError } from './fail';
import { ApiError } from './errors';

export interface DownloadOptions extends Omit<CallOptions, 'schema'> {
  /** Used when the server sends no filename. */
  downloadName?: string;
  /** Save the file in the browser (default) or only return it. */
  save?: boolean;
  /** JSON body for POST/PUT downloads (Excel exports of a search). */
  body?: unknown;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The filename of a Content-Disposition header; RFC 5987 `filename*` wins over `filename`. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  const raw = star?.[1] ?? plain?.[1];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw.trim());
  } catch {
    return raw.trim();
  }
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoke on the next tick so every browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a file; non-200 or an empty file fails with `framework.download.failed` (spec access §7). */
export async function downloadBlob(method: 'GET' | 'POST' | 'PUT', path: string, opts: DownloadOptions = {}): Promise<DownloadedFile> {
  const failed = i18n.t('framework.download.failed');
  const hasBody = opts.body !== undefined;
  const file = await send(
    method,
    path,
    {
      ...opts,
      body: hasBody ? JSON.stringify(opts.body) : undefined,
      headers: hasBody ? { 'Content-Type': 'application/json', ...opts.headers } : opts.headers,
      failureToast: failed,
    },
    async (res) => ({ blob: await res.blob(), filename: filenameFromDisposition(res.headers.get('Content-Disposition')) }),
  );
  if (file.blob.size === 0) {
    toastError(failed);
    throw new ApiError(200, { displayMessage: failed });
  }
  const filename = file.filename ?? opts.downloadName ?? 'download';
  if (opts.save !== false) saveBlob(file.blob, filename);
  return { blob: file.blob, filename };
}

/** GET a file (see downloadBlob). */
export const getBlob = (path: string, opts?: DownloadOptions) => downloadBlob('GET', path, opts);
