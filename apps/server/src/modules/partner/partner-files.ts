import { FILE_MESSAGES, PARTNER_FILE_LIMITS, PARTNER_FILE_RULES, PARTNER_FILE_TYPES, type TPartnerFileKind, type TPartnerVariant } from '@po/contracts';
import type { CheckedFile } from '@/platform/files/file-store.ts';
import { MIME_OF, sniffFileType, type SniffedType } from '@/platform/files/file-type.ts';
import { validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import type { UploadedFile } from '@/platform/http/multipart-form.ts';

/**
 * One file part judged by the rules of its kind: known for the variant, not empty, within the kind's size,
 * and a JPG, PNG or PDF by its first bytes. Answers the field error, or the file ready to store.
 */
function checkOne(variant: TPartnerVariant, kind: TPartnerFileKind, file: UploadedFile): TKeyedFieldError | CheckedFile {
  const rule = PARTNER_FILE_RULES[variant][kind];
  if (!rule) return { field: kind, messageKey: FILE_MESSAGES.kind };
  if (file.data.length === 0) return { field: kind, messageKey: FILE_MESSAGES.empty };
  if (file.data.length > rule.maxBytes) return { field: kind, messageKey: FILE_MESSAGES.tooLarge };
  const type = sniffFileType(file.data.subarray(0, 16));
  if (!type || !(PARTNER_FILE_TYPES as readonly SniffedType[]).includes(type)) return { field: kind, messageKey: FILE_MESSAGES.type };
  return { fileKind: kind, fileNm: file.filename, mimeType: MIME_OF[type], data: file.data };
}

/**
 * The application's attachments (spec access §5 "Attachments"): at most 10, one `fileKinds` entry per file
 * part in order, each file valid for its kind, every required kind present. All failures are answered at
 * once, and nothing is stored unless every file passes.
 */
export function checkPartnerFiles(opts: { variant: TPartnerVariant; kinds: TPartnerFileKind[]; files: UploadedFile[] }): CheckedFile[] {
  if (opts.files.length > PARTNER_FILE_LIMITS.maxFiles) throw validationError([{ field: 'file', messageKey: FILE_MESSAGES.tooMany }]);
  if (opts.kinds.length !== opts.files.length) throw validationError([{ field: 'fileKinds', messageKey: FILE_MESSAGES.kindsMismatch }]);
  const errors: TKeyedFieldError[] = [];
  const checked: CheckedFile[] = [];
  opts.files.forEach((file, i) => {
    const kind = opts.kinds[i];
    if (!kind) return;
    const r = checkOne(opts.variant, kind, file);
    if ('messageKey' in r) errors.push(r);
    else checked.push(r);
  });
  const rules = Object.entries(PARTNER_FILE_RULES[opts.variant]) as [TPartnerFileKind, { required: boolean }][];
  for (const [kind, rule] of rules) {
    if (rule.required && !opts.kinds.includes(kind)) errors.push({ field: kind, messageKey: FILE_MESSAGES.required });
  }
  if (errors.length > 0) throw validationError(errors);
  return checked;
}
