import { FILE_MESSAGES, PARTNER_FILE_KINDS, PARTNER_FILE_LIMITS, PARTNER_FILE_RULES, type TPartnerFileKind, type TPartnerVariant } from '@po/contracts';

/** The check flags of the form (spec access §3): N until the check succeeded; the server re-checks anyway. */
export interface PartnerFlags {
  bizNoChk: 'Y' | 'N';
  idChk: 'Y' | 'N';
  authChk: 'Y' | 'N';
  accountChk: 'Y' | 'N';
}
export const INITIAL_FLAGS: PartnerFlags = { bizNoChk: 'N', idChk: 'N', authChk: 'N', accountChk: 'N' };

const FLAG_FIELDS: Record<keyof PartnerFlags, readonly string[]> = {
  bizNoChk: ['bizNo'],
  idChk: ['mgrId'],
  authChk: ['chgHphone1', 'chgHphone2', 'chgHphone3'],
  accountChk: ['bankCd', 'accountNm', 'accountNo', 'supplyEntrNm', 'ownerNm'],
};

/** A checked value that is edited loses its check. */
export function flagsAfterChange(flags: PartnerFlags, changed: readonly string[]): PartnerFlags {
  const next = { ...flags };
  for (const [flag, fields] of Object.entries(FLAG_FIELDS) as [keyof PartnerFlags, readonly string[]][]) {
    if (fields.some((f) => changed.includes(f))) next[flag] = 'N';
  }
  return next;
}

/** The business number check button: enabled at exactly 10 digits. */
export const canCheckBizNo = (bizNo: string | undefined): boolean => /^[0-9]{10}$/.test(bizNo ?? '');

/** The "same as the person in charge" copy of the domestic form: the name, the three phone parts and the e-mail. */
export function copiedContacts(v: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const target of ['csOperator', 'sacOperator']) {
    out[`${target}Nm`] = v.chgNm;
    out[`${target}Phone1`] = v.chgHphone1;
    out[`${target}Phone2`] = v.chgHphone2;
    out[`${target}Phone3`] = v.chgHphone3;
    out[`${target}Email`] = v.chgEmail;
  }
  return out;
}

export type FileSlots = Partial<Record<TPartnerFileKind, File[]>>;

const PARTNER_TYPES = /\.(jpe?g|png|pdf)$/i;

/** Why a picked file cannot be attached (a message key), or null. The server judges the type by its bytes again. */
export function fileProblem(file: File, kind: TPartnerFileKind, variant: TPartnerVariant): string | null {
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (!PARTNER_TYPES.test(file.name)) return FILE_MESSAGES.type;
  const rule = PARTNER_FILE_RULES[variant][kind];
  if (!rule) return FILE_MESSAGES.kind;
  if (file.size > rule.maxBytes) return FILE_MESSAGES.tooLarge;
  return null;
}

/** The kinds the variant offers, in the form's order. */
export const fileKindsOf = (variant: TPartnerVariant): TPartnerFileKind[] => PARTNER_FILE_KINDS.filter((k) => PARTNER_FILE_RULES[variant][k]);

/** Required kinds with no file. */
export const missingFileKinds = (slots: FileSlots, variant: TPartnerVariant): TPartnerFileKind[] =>
  fileKindsOf(variant).filter((k) => PARTNER_FILE_RULES[variant][k]?.required && (slots[k]?.length ?? 0) === 0);

/** The `file` parts in the form's order and the kind of each, as `fileKinds` names them. */
export function filePayload(slots: FileSlots, variant: TPartnerVariant): { fileKinds: TPartnerFileKind[]; files: File[] } {
  const fileKinds: TPartnerFileKind[] = [];
  const files: File[] = [];
  for (const kind of fileKindsOf(variant)) {
    for (const file of slots[kind] ?? []) {
      fileKinds.push(kind);
      files.push(file);
    }
  }
  return { fileKinds, files };
}

export const totalFiles = (slots: FileSlots): number => Object.values(slots).reduce((n, l) => n + (l?.length ?? 0), 0);
export const MAX_FILES = PARTNER_FILE_LIMITS.maxFiles;

const yn = (v: unknown): 'Y' | 'N' => (v === true || v === 'Y' ? 'Y' : 'N');
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Form values of the domestic page as the `partner` JSON part (before fileKinds). */
export function toDomesticRequest(v: Record<string, unknown>, sms: { authTime: string; authNo: string; authGb: 'I' | 'U' }, flags: PartnerFlags) {
  const keys = [
    'bizGb',
    'bizNo',
    'supplyEntrNm',
    'ownerNm',
    'bizKind',
    'bizType',
    'bizZipNo',
    'bizFixAddr',
    'bizDtlAddr',
    'phone1',
    'phone2',
    'phone3',
    'fax1',
    'fax2',
    'fax3',
    'homeUrl',
    'chgNm',
    'chgHphone1',
    'chgHphone2',
    'chgHphone3',
    'chgEmail',
    'csOperatorNm',
    'csOperatorPhone1',
    'csOperatorPhone2',
    'csOperatorPhone3',
    'csOperatorEmail',
    'sacOperatorNm',
    'sacOperatorPhone1',
    'sacOperatorPhone2',
    'sacOperatorPhone3',
    'sacOperatorEmail',
    'bankCd',
    'accountNm',
    'accountNo',
    'mdNm',
    'deptNm',
    'mgrId',
    'passwd',
    'passwdChk',
  ];
  const out: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, str(v[k])]));
  if (v.entrType) out.entrType = v.entrType;
  return {
    ...out,
    agreeYn: yn(v.agreeYn),
    agreeGenuineYn: yn(v.agreeGenuineYn),
    pymagrmConfirmYn: yn(v.pymagrmConfirmYn),
    ntceYn: yn(v.ntceYn),
    usdSacUseYn: 'N',
    authTime: sms.authTime,
    authNo: sms.authNo,
    authGb: sms.authGb,
    ...flags,
  };
}
