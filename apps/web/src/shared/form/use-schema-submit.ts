import type { FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFailureToast } from './failure';
import { checkWithSchema, showServerFieldErrors, type NameOf } from './schema-form';

export interface SchemaSubmitOptions<S extends z.ZodType, V> {
  form: FormInstance<V>;
  /** The call's contract schema: the form shows every one of its messages at once. */
  schema: S;
  /** The request from the form's values, before the schema runs. */
  toBody: (values: V) => unknown;
  /** Schema paths to form items (a date pair shown on one range picker), for the values being sent. */
  nameOf?: (values: V) => NameOf;
  /** Sends the checked request; a VALIDATION_ERROR lands on the boxes, any other failure is a toast. */
  send: (body: z.output<S>) => Promise<unknown>;
}

/**
 * The submit of every business form: runs once at a time (a double click sends one request — the
 * mutation's own pending flag arrives a render too late to stop the second click), checks the whole
 * form with the contract schema, and maps the server's field errors onto the boxes.
 */
export function useSchemaSubmit<S extends z.ZodType, V>(opts: SchemaSubmitOptions<S, V>): { submit: () => Promise<void>; pending: boolean } {
  const { t } = useTranslation();
  const toastFailure = useFailureToast();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const latest = useRef(opts);
  latest.current = opts;

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const { form, schema, toBody, nameOf, send } = latest.current;
    const values = form.getFieldsValue(true) as V;
    const names = nameOf?.(values);
    const body = checkWithSchema(form, schema, toBody(values), t, names);
    if (body === null) return;
    inFlight.current = true;
    setPending(true);
    try {
      await send(body);
    } catch (error) {
      if (!showServerFieldErrors(form, error, t, names)) toastFailure(error);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [t, toastFailure]);

  return { submit, pending };
}
