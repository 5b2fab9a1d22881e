import type { TMessageKey } from '@po/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from './app-error.ts';
import { assertSafeStrings, isUnsafeString } from './safe-strings.ts';

/** A file part as it arrived: the browser's name for it and its bytes (its type is judged later, by magic bytes). */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** A multipart form read whole: the JSON part (unparsed when absent) and the file parts, in arrival order. */
export interface MultipartForm {
  json: unknown;
  files: UploadedFile[];
}

/** A JSON part larger than this is not a form. */
const JSON_PART_MAX = 64 * 1024;

/** Parser errors of @fastify/multipart, as the form's field messages. */
const LIMIT_MESSAGES: Record<string, TMessageKey> = {
  FST_FILES_LIMIT: 'file.msg.tooMany',
  FST_PARTS_LIMIT: 'file.msg.tooMany',
  FST_REQ_FILE_TOO_LARGE: 'file.msg.tooLarge',
  FST_FIELDS_LIMIT: 'file.msg.multipart',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'file.msg.multipart',
  FST_INVALID_JSON_FIELD_ERROR: 'file.msg.jsonPart',
};

function parseJson(text: string, jsonPart: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError([{ field: jsonPart, messageKey: 'file.msg.jsonPart' }]);
  }
}

/**
 * Reads every part before anything is judged or written, so a bad third file cannot leave the first two
 * saved. The JSON part may come as a text field or as a Blob part (`application/json`), as Spring-style
 * clients send it. `maxFiles` + 1 file parts reach busboy (the JSON Blob counts as one); the caller counts
 * the real files. Each file is cut at `maxFileBytes`, the largest any kind may be.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  opts: {
    jsonPart: string;
    filePart: string;
    maxFiles: number;
    maxFileBytes: number;
    /**
     * `text`: the part is a plain text value (a text field, or a small Blob read as UTF-8), not JSON, and may be
     * left out (the image upload's `editorName`). Default `json`: a JSON part that must be there.
     */
    jsonPartAs?: 'json' | 'text';
  },
): Promise<MultipartForm> {
  const asText = opts.jsonPartAs === 'text';
  const form: MultipartForm = { json: undefined, files: [] };
  let sawJson = false;
  const takeJson = (value: unknown) => {
    if (sawJson) throw validationError([{ field: opts.jsonPart, messageKey: 'file.msg.jsonPart' }]);
    sawJson = true;
    assertSafeStrings(value, opts.jsonPart);
    form.json = value;
  };
  try {
    // fieldSize: a text field is cut at the JSON part's cap (and refused below), as a Blob part is.
    const parts = request.parts({
      limits: {
        files: opts.maxFiles + 1,
        fileSize: Math.max(opts.maxFileBytes, JSON_PART_MAX),
        fields: 10,
        fieldSize: JSON_PART_MAX,
        parts: opts.maxFiles + 11,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw validationError([{ field: part.fieldname, messageKey: 'file.msg.jsonPart' }]);
        if (part.fieldname === opts.jsonPart) takeJson(typeof part.value === 'string' && !asText ? parseJson(part.value, opts.jsonPart) : part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname === opts.jsonPart && data.length <= JSON_PART_MAX)
        takeJson(asText ? data.toString('utf8') : parseJson(data.toString('utf8'), opts.jsonPart));
      else if (part.fieldname === opts.filePart) {
        if (isUnsafeString(part.filename)) throw validationError([{ field: opts.filePart, messageKey: 'VALIDATION_ERROR' }]);
        form.files.push({ filename: part.filename, data });
      } else throw validationError([{ field: part.fieldname, messageKey: 'file.msg.multipart' }]);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Anything else the parser throws (no boundary, a body cut short) means the form cannot be read.
    const code = (err as { code?: unknown }).code;
    const key = (typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined) ?? 'file.msg.multipart';
    throw validationError([{ field: key === 'file.msg.jsonPart' ? opts.jsonPart : opts.filePart, messageKey: key }]);
  }
  if (!sawJson && !asText) throw validationError([{ field: opts.jsonPart, messageKey: 'file.msg.jsonPart' }]);
  return form;
}
