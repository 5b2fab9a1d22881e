import { useMemo, useRef, useState } from 'react';
import type { LoginValues } from './use-sign-in';

export type LoginField = 'loginId' | 'password';

/**
 * What the sign-in flow does to the form: the same three calls it made on antd's form instance. The sign-in
 * form is a plain form rather than antd's Form: Form brings rc-form and async-validator (~20 kB gzip) to
 * the first screen for two fields (docs/decisions.md, "The first screen's weight").
 */
export interface LoginFormControl {
  setFields(fields: { name: LoginField; errors: string[] }[]): void;
  setFieldValue(name: LoginField, value: string): void;
  focusField(name: LoginField): void;
}

export interface LoginFormState extends LoginFormControl {
  values: LoginValues;
  errors: Partial<Record<LoginField, string>>;
  /** A typed value; like antd's Form, typing clears the field's message. */
  change(name: keyof LoginValues, value: string | boolean): void;
  inputRef(name: LoginField): (el: HTMLInputElement | null) => void;
}

export function useLoginFormState(initialValues: LoginValues): LoginFormState {
  const [values, setValues] = useState<LoginValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const control = useMemo(
    () => ({
      setFields: (fields: { name: LoginField; errors: string[] }[]) =>
        setErrors((prev) => {
          const next = { ...prev };
          for (const f of fields) next[f.name] = f.errors[0];
          return next;
        }),
      setFieldValue: (name: LoginField, value: string) => setValues((prev) => ({ ...prev, [name]: value })),
      focusField: (name: LoginField) => inputs.current[name]?.focus(),
      inputRef: (name: LoginField) => (el: HTMLInputElement | null) => {
        inputs.current[name] = el;
      },
      change: (name: keyof LoginValues, value: string | boolean) => {
        setValues((prev) => ({ ...prev, [name]: value }));
        if (name !== 'remember') setErrors((prev) => (prev[name] === undefined ? prev : { ...prev, [name]: undefined }));
      },
    }),
    [],
  );
  return { values, errors, ...control };
}
