import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_FILES } from '@po/contracts';
import { AppError } from '@/platform/http/app-error.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../assets/public');
const ALLOWED = new Set<string>(Object.values(PUBLIC_FILES));

/** Shipped public documents: only the listed ones, so a path can never walk out of the folder. */
export function createPublicFileService() {
  return {
    openPublicFile(opts: { filePath: string; downloadName?: string }): { stream: fs.ReadStream; fileName: string; size: number } {
      if (!ALLOWED.has(opts.filePath)) throw new AppError('NOT_FOUND');
      const full = path.join(PUBLIC_DIR, opts.filePath);
      const size = fs.statSync(full).size;
      const ext = path.extname(full);
      const base = opts.downloadName ?? path.basename(full);
      return { stream: fs.createReadStream(full), fileName: base.endsWith(ext) ? base : `${base}${ext}`, size };
    },
  };
}
export type PublicFileService = ReturnType<typeof createPublicFileService>;
