import { useMutation } from '@tanstack/react-query';
import { ZProductImageUploadReply, type TProductImageUploadReply } from '@po/contracts';
import { readJson, send } from '@/shared/http/client';

const PATH = '/file/image/upload';

/**
 * POST /api/file/image/upload: one image as multipart (`file`, and `editorName`, the part of the screen that
 * uploads). The server judges the bytes; the reply names the stored file and where it is served.
 */
export function uploadTravelImage(file: File, editorName = 'productImage'): Promise<TProductImageUploadReply> {
  const form = new FormData();
  form.append('editorName', editorName);
  form.append('file', file, file.name);
  // No Content-Type header: the browser writes it with the multipart boundary.
  return send('POST', PATH, { body: form }, (res) => readJson(res, PATH, ZProductImageUploadReply) as Promise<TProductImageUploadReply>);
}

/** One upload per call of `mutateAsync`; the image section tracks its own pending files. */
export function useUploadTravelImage() {
  return useMutation({ mutationFn: (file: File) => uploadTravelImage(file) });
}
