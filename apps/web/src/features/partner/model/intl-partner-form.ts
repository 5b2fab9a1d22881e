import { joinEmail, toIntlBusinessNumberPayload, EMAIL_DIRECT_INPUT } from '@po/contracts';
import type { FieldPath } from '@/shared/form/schema-form';
import type { PartnerFlags } from './partner-form';

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const yn = (v: unknown): 'Y' | 'N' => (v === true ? 'Y' : 'N');

/** The company phone and fax of the international page: one number sent split 4/4/rest. */
export function splitIntlPhone(value: string): [string, string, string] {
  const v = value.replace(/\s/g, '');
  return [v.slice(0, 4), v.slice(4, 8), v.slice(8)];
}

export type ContactTarget = 'csOperator' | 'sacOperator';

/** The "same as the person in charge" box of one contact: checked copies name, phone and e-mail; unchecked clears them. */
export function sameAsManager(v: Record<string, unknown>, target: ContactTarget, on: boolean): Record<string, unknown> {
  if (!on)
    return { [`${target}Nm`]: '', [`${target}Phone`]: '', [`${target}Email1`]: '', [`${target}Email2`]: '', [`${target}EmailSelect`]: EMAIL_DIRECT_INPUT };
  return {
    [`${target}Nm`]: v.chgNm,
    [`${target}Phone`]: v.chgHphone,
    [`${target}Email1`]: v.chgEmail1,
    [`${target}Email2`]: v.chgEmail2,
    [`${target}EmailSelect`]: v.chgEmailSelect ?? EMAIL_DIRECT_INPUT,
  };
}

const email = (v: Record<string, unknown>, prefix: string) => {
  const local = str(v[`${prefix}1`]);
  const domain = str(v[`${prefix}2`]);
  return local === '' && domain === '' ? '' : joinEmail(local, domain);
};

/** Form values of the international page as the `partner` JSON part (before fileKinds). */
export function toIntlRequest(v: Record<string, unknown>, flags: PartnerFlags) {
  const keys = [
    'bizGb',
    'supplyEntrNm',
    'ownerNm',
    'bizKind',
    'bizType',
    'bizCountryCd',
    'bizCityNm',
    'bizZipNo',
    'bizFixAddr',
    'bizDtlAddr',
    'homeUrl',
    'chgNm',
    'chgHphone',
    'csOperatorNm',
    'csOperatorPhone',
    'sacOperatorNm',
    'sacOperatorPhone',
    'bankCd',
    'accountNm',
    'accountNo',
    'bankNm',
    'bankEnAddr',
    'swiftCd',
    'countryCd',
    'mdNm',
    'deptNm',
    'mgrId',
  ];
  const out: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, str(v[k])]));
  const [phone1, phone2, phone3] = splitIntlPhone(str(v.phone));
  const [fax1, fax2, fax3] = splitIntlPhone(str(v.fax));
  return {
    ...out,
    bizNo: toIntlBusinessNumberPayload(str(v.bizNo)),
    phone1,
    phone2,
    phone3,
    fax1,
    fax2,
    fax3,
    chgEmail: email(v, 'chgEmail'),
    csOperatorEmail: email(v, 'csOperatorEmail'),
    sacOperatorEmail: email(v, 'sacOperatorEmail'),
    passwd: typeof v.passwd === 'string' ? v.passwd : '',
    passwdChk: typeof v.passwdChk === 'string' ? v.passwdChk : '',
    agreeYn: yn(v.agreeYn),
    agreeGenuineYn: 'N',
    pymagrmConfirmYn: yn(v.pymagrmConfirmYn),
    ntceYn: yn(v.ntceYn),
    usdSacUseYn: 'N',
    ...flags,
  };
}

/** Where a schema message of the international request shows: joined e-mails on their local box, split phones on the one box. */
export function intlFieldOf(path: FieldPath): FieldPath {
  const [head] = path;
  if (head === 'chgEmail' || head === 'csOperatorEmail' || head === 'sacOperatorEmail') return [`${head}1`];
  if (head === 'phone1' || head === 'phone2' || head === 'phone3') return ['phone'];
  if (head === 'fax1' || head === 'fax2' || head === 'fax3') return ['fax'];
  return path;
}
