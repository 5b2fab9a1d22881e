import type { z } from 'zod';
import { readJson, send, type CallOptions } from './client';

export type FileParts = Record<string, Blob | readonly Blob[] | null | undefined>;

export interface MultipartBody {
  /** Name of the JSON part (e.g. `partner`, `enterinquire`) and its value. */
  jsonName: string;
  json: unknown;
  /** File parts by form name; empty entries are left out. */
  files?: FileParts;
}

/** A JSON part plus file parts, as the server's multipart endpoints read them. */
export function buildFormData({ jsonName, json, files = {} }: MultipartBody): FormData {
  const form = new FormData();
  form.append(jsonName, new Blob([JSON.stringify(json)], { type: 'application/json' }));
  for (const [name, value] of Object.entries(files)) {
    if (!value) continue;
    const list: readonly Blob[] = value instanceof Blob ? [value] : value;
    for (const file of list) form.append(name, file, file instanceof File ? file.name : name);
  }
  return form;
}

function multipartCall(method: 'POST' | 'PUT') {
  // No Content-Type header: the browser writes it with the multipart boundary.
  return <S extends z.core.$ZodType = z.ZodUnknown>(path: string, body: MultipartBody, opts: CallOptions<S> = {}): Promise<z.output<S>> =>
    send(method, path, { ...opts, body: buildFormData(body) }, (res) => readJson(res, path, opts.schema) as Promise<z.output<S>>);
}

/** POST a JSON part plus files. */
export const postMultipart = multipartCall('POST');
/** PUT a JSON part plus files. */
export const putMultipart = multipartCall('PUT');
