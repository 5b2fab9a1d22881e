import { buildUrl } from '@/shared/http/build-url';

/** A public guide file served by the download endpoint (spec access §7 file endpoints). */
export function publicFileUrl(filePath: string, downloadName: string): string {
  return buildUrl('/file/attachment/download/public', { filePath, downloadName });
}

export const GUIDE_FILES = {
  manual: 'guide/manual.pdf',
  apiGuide: 'guide/api-guide.pdf',
} as const;

/** The developer guide link is gated by this flag, which is off (spec access §2). */
export const DEV_GUIDE_ENABLED = false;
