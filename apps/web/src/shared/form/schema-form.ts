import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { safeParse } from 'zod/mini';
import { isApiError } from '@/shared/http/errors';
import { runtimeKey } from '@/shared/i18n/runtime-key';

/** A form item's name as antd takes it: `'chgNm'` or `['boxFares', 0, 'shscFare']`. */
export type FieldPath = (string | number)[];

/** A message for one form item; `messageKey` is an i18n key of the contracts or the server. */
export interface FieldMessage {
  name: FieldPath;
  messageKey: string;
}

/** Maps a schema path (or a server field name split at dots) to the form item that shows it; null drops it. */
export type NameOf = (path: FieldPath) => FieldPath | null;

const identity: NameOf = (path) => path;
const MESSAGE_KEY = /^[\w-]+(\.[\w-]+)+$/;

/** The text of a rule's message: the contracts name i18n keys; zod's own English defaults are replaced. */
export function messageText(t: TFunction, key: string): string {
  return MESSAGE_KEY.test(key) ? t(runtimeKey(key)) : t('form.msg.invalid');
}

/** A server field name (`boxFares.0.shscFare`, `body.chgNm`) as a form path. */
export function fieldPath(field: string): FieldPath {
  return field
    .replace(/^(body|query|params)\./, '')
    .split('.')
    .filter((p) => p !== '')
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/**
 * Every issue of `schema` on `values`, first message per form item, in the schema's order. Takes `zod/mini`
 * schemas as well as classic ones: the sign-in dialogs check the sign-in contracts, which are mini.
 */
export function schemaMessages<S extends z.core.$ZodType>(
  schema: S,
  values: unknown,
  nameOf: NameOf = identity,
): { ok: true; data: z.output<S> } | { ok: false; messages: FieldMessage[] } {
  const parsed = safeParse(schema, values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const seen = new Set<string>();
  const messages: FieldMessage[] = [];
  for (const issue of parsed.error.issues) {
    const name = nameOf(issue.path.filter((p): p is string | number => typeof p !== 'symbol'));
    if (!name || name.length === 0) continue;
    const id = JSON.stringify(name);
    if (seen.has(id)) continue;
    seen.add(id);
    messages.push({ name, messageKey: issue.message });
  }
  return { ok: false, messages };
}

/** Clears the errors the form shows now and shows `messages`; focuses the first one. */
export function showFieldMessages(form: FormInstance, messages: FieldMessage[], t: TFunction): void {
  const stale = form
    .getFieldsError()
    .filter((f) => f.errors.length > 0)
    .map((f) => ({ name: f.name, errors: [] as string[] }));
  form.setFields([...stale, ...messages.map((m) => ({ name: m.name, errors: [messageText(t, m.messageKey)] }))]);
  const first = messages[0];
  if (first) {
    try {
      form.scrollToField(first.name, { block: 'center' });
      form.focusField(first.name);
    } catch {
      // A message for an item that is not mounted (a hidden section) has nothing to focus.
    }
  }
}

/**
 * Runs the contract schema over the form's values (already shaped as the request) and shows its
 * issues on the form items. Answers the parsed request, or null when a rule failed.
 */
export function checkWithSchema<S extends z.ZodType>(
  form: FormInstance,
  schema: S,
  values: unknown,
  t: TFunction,
  nameOf: NameOf = identity,
): z.output<S> | null {
  const result = schemaMessages(schema, values, nameOf);
  if (result.ok) {
    showFieldMessages(form, [], t);
    return result.data;
  }
  showFieldMessages(form, result.messages, t);
  return null;
}

/** The field list of a VALIDATION_ERROR reply as form messages (empty for any other failure). */
export function serverFieldMessages(error: unknown, nameOf: NameOf = identity): FieldMessage[] {
  if (!isApiError(error, 'VALIDATION_ERROR')) return [];
  const out: FieldMessage[] = [];
  for (const f of error.body?.fields ?? []) {
    const name = nameOf(fieldPath(f.field));
    if (name && name.length > 0) out.push({ name, messageKey: f.messageKey });
  }
  return out;
}

/**
 * Shows a VALIDATION_ERROR's fields on the form items that exist; answers whether any was shown, so
 * the caller shows the reply's displayMessage otherwise ("no changed data" names no field).
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, t: TFunction, nameOf: NameOf = identity): boolean {
  const known = new Set(form.getFieldsError().map((f) => JSON.stringify(f.name)));
  const messages = serverFieldMessages(error, nameOf).filter((m) => known.has(JSON.stringify(m.name)));
  if (messages.length === 0) return false;
  showFieldMessages(form, messages, t);
  return true;
}

/** An edited item drops its message (antd keeps a set error until the next validation otherwise). */
export function clearChangedErrors(form: FormInstance, changed: object): void {
  const names = Object.keys(changed);
  const stale = form.getFieldsError().filter((f) => f.errors.length > 0 && names.includes(String(f.name[0])));
  if (stale.length > 0) form.setFields(stale.map((f) => ({ name: f.name, errors: [] as string[] })));
}
