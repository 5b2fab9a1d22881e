import { z } from 'zod';

/** Attachment kinds of the partner application (spec access §3 "Files"), in the form's order. */
export const PARTNER_FILE_KINDS = ['prsformAttachFile', 'bssnlcsAttachFile', 'cprpaccAttachFile', 'slctfcAttachFile', 'usesignetAttachFile'] as const;
export type TPartnerFileKind = (typeof PARTNER_FILE_KINDS)[number];
export const ZPartnerFileKind = z.enum(PARTNER_FILE_KINDS, { error: 'file.msg.kind' });

export type TPartnerVariant = 'domestic' | 'international';

const MB = 1024 * 1024;

/**
 * What each variant takes: domestic requires the form, licence and account copy (certificate and seal-use
 * optional); international sends only the first three, all required. Sizes: 2 MB by default; the
 * international proposal 4 MB and licence 3 MB (overseas documents are often multi-page scans).
 */
export const PARTNER_FILE_RULES: Record<TPartnerVariant, Partial<Record<TPartnerFileKind, { required: boolean; maxBytes: number }>>> = {
  domestic: {
    prsformAttachFile: { required: true, maxBytes: 2 * MB },
    bssnlcsAttachFile: { required: true, maxBytes: 2 * MB },
    cprpaccAttachFile: { required: true, maxBytes: 2 * MB },
    slctfcAttachFile: { required: false, maxBytes: 2 * MB },
    usesignetAttachFile: { required: false, maxBytes: 2 * MB },
  },
  international: {
    prsformAttachFile: { required: true, maxBytes: 4 * MB },
    bssnlcsAttachFile: { required: true, maxBytes: 3 * MB },
    cprpaccAttachFile: { required: true, maxBytes: 2 * MB },
  },
};

/** At most 10 attachments per application (the form's tip); a kind may hold several files (multi-page scans). */
export const PARTNER_FILE_LIMITS = { maxFiles: 10, largestBytes: 4 * MB } as const;

/** Types accepted by their magic bytes, never by name: sign-up JPG, PNG, PDF; inquiry image JPG, GIF, PNG. */
export const PARTNER_FILE_TYPES = ['jpg', 'png', 'pdf'] as const;
export const INQUIRY_IMAGE_TYPES = ['jpg', 'gif', 'png'] as const;

export const FILE_MESSAGES = {
  required: 'file.msg.required',
  kind: 'file.msg.kind',
  kindsMismatch: 'file.msg.kindsMismatch',
  empty: 'file.msg.empty',
  tooLarge: 'file.msg.tooLarge',
  tooMany: 'file.msg.tooMany',
  type: 'file.msg.type',
  imageType: 'file.msg.imageType',
  multipart: 'file.msg.multipart',
} as const;

/** The variant an application belongs to, from its business kind (C/P domestic, O/F international). */
export const partnerVariantOf = (bizGb: string): TPartnerVariant => (bizGb === 'O' || bizGb === 'F' ? 'international' : 'domestic');
