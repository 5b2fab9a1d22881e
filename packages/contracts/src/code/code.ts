import { z } from 'zod';

/** Code groups of spec access §7. */
export const CODE_GROUPS = {
  mobilePrefix: 'G098',
  phonePrefix: 'G095',
  bank: 'C186',
  emailDomain: 'G099',
  country: 'U200',
  taskAllowIp: 'P115',
} as const;

/** Bank code that marks an overseas bank (spec access §4). */
export const OVERSEAS_BANK_CODE = '200';
/** Email domain picker value meaning direct entry. */
export const EMAIL_DIRECT_INPUT = '99';

export const ZGetCodeListRequest = z.object({ groupCode: z.string().regex(/^[A-Z][0-9]{3}$/) });
export type TGetCodeListRequest = z.infer<typeof ZGetCodeListRequest>;

export const ZCodeItem = z.object({ code: z.string(), codeNm: z.string(), attrC1: z.string().nullable() });
export const ZGetCodeListReply = z.array(ZCodeItem);
export type TCodeItem = z.infer<typeof ZCodeItem>;
