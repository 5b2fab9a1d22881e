import { checkPasswordChange, PASSWORD_RULE_MESSAGE_KEYS, type TPasswordField } from '@po/contracts';
import type { FieldMessage } from '@/shared/form/schema-form';

/** The form's items carry the request's names, so the server's field errors land on them as they are. */
export interface PasswordFormValues {
  passwd?: string;
  newPasswd?: string;
  newPasswdChk?: string;
}

const FIELD_OF: Record<TPasswordField, keyof PasswordFormValues> = { currentPassword: 'passwd', newPassword: 'newPasswd', newPasswordConfirm: 'newPasswdChk' };

/** Every broken rule of spec access §5 as a message on its form item (first per item, in form order). */
export function passwordMessages(mgrId: string, v: PasswordFormValues): FieldMessage[] {
  const violations = checkPasswordChange({ mgrId, currentPassword: v.passwd ?? '', newPassword: v.newPasswd ?? '', newPasswordConfirm: v.newPasswdChk ?? '' });
  const seen = new Set<string>();
  const out: FieldMessage[] = [];
  for (const x of violations) {
    const name = FIELD_OF[x.field];
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({ name: [name], messageKey: PASSWORD_RULE_MESSAGE_KEYS[x.code] });
  }
  return out;
}
