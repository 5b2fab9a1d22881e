import { PHONE_LIMITS, stripNonDigits } from '@po/contracts';
import { Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Text } from '@/shared/ui/typography';
import { digitsOnly } from './phone-fields';

export interface IntlPhoneFieldProps {
  /** The request's field name, e.g. 'chgHphone'. */
  name: string;
  label: string;
  /** What the box takes (digits with the country code, 9 to 28). */
  hint: string;
  required?: boolean;
  testId: string;
}

type Format = (value: string) => string;

/** The numbering plans (30 kB gzipped) for the readable preview: loaded after the form shows, the preview appears once they are in. */
function useLazyPhoneFormat(): Format | null {
  const [format, setFormat] = useState<Format | null>(null);
  useEffect(() => {
    let live = true;
    void import('@po/contracts/rules/phone-format').then((m) => live && setFormat(() => m.formatPhoneNumber));
    return () => {
      live = false;
    };
  }, []);
  return format;
}

/**
 * An international phone in one box (spec access §5), as the international sign-up takes it: digits only,
 * at most 28. Under the hint, the number as people read it (+358 40 1234567) once a numbering plan knows it.
 */
export function IntlPhoneField({ name, label, hint, required, testId }: IntlPhoneFieldProps) {
  const form = Form.useFormInstance();
  const value = (Form.useWatch(name, form) as string | undefined) ?? '';
  const format = useLazyPhoneFormat();
  const shown = format ? format(value) : '';
  const readable = shown !== '' && shown !== stripNonDigits(value);
  return (
    <Form.Item
      label={label}
      name={name}
      required={required}
      normalize={digitsOnly(PHONE_LIMITS.intlMax)}
      extra={
        <Flex vertical>
          <span>{hint}</span>
          {readable && (
            <Text type="secondary" data-testid={`${testId}-shown`}>
              {shown}
            </Text>
          )}
        </Flex>
      }
    >
      <Input inputMode="numeric" maxLength={PHONE_LIMITS.intlMax} style={{ maxWidth: 300 }} aria-label={label} data-testid={testId} />
    </Form.Item>
  );
}
