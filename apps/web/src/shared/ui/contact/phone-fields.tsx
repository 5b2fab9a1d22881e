import { PHONE_LIMITS, stripNonDigits } from '@po/contracts';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Keeps the digits of a number-only box, at most `max` (Korean and other characters are dropped). */
export const digitsOnly = (max: number) => (value: unknown) => stripNonDigits(typeof value === 'string' ? value : '').slice(0, max);

export interface PhoneFieldsProps {
  /** The request's three field names, e.g. ['chgHphone1', 'chgHphone2', 'chgHphone3']. */
  names: readonly [string, string, string];
  label: string;
  prefixes: string[];
  loading?: boolean;
  required?: boolean;
  disabled?: boolean;
  testId: string;
}

/**
 * A domestic phone in three parts (spec access §5): a prefix from a code list, the middle 3-4 digits and
 * the last 4, digits only. The parts are form items of their own, so rule messages land on each part.
 */
export function PhoneFields({ names, label, prefixes, loading, required, disabled, testId }: PhoneFieldsProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required={required}>
      <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
        <Form.Item name={names[0]} noStyle>
          <Select
            style={{ width: 110 }}
            options={prefixes.map((p) => ({ value: p, label: p }))}
            loading={loading}
            disabled={disabled}
            placeholder={t('form.phone.prefix')}
            aria-label={`${label} ${t('form.phone.prefix')}`}
            data-testid={`${testId}-1`}
          />
        </Form.Item>
        <Form.Item name={names[1]} noStyle normalize={digitsOnly(PHONE_LIMITS.partMax)}>
          <Input
            inputMode="numeric"
            disabled={disabled}
            placeholder={t('form.phone.middle')}
            aria-label={`${label} ${t('form.phone.middle')}`}
            data-testid={`${testId}-2`}
          />
        </Form.Item>
        <Form.Item name={names[2]} noStyle normalize={digitsOnly(PHONE_LIMITS.lastLength)}>
          <Input
            inputMode="numeric"
            disabled={disabled}
            placeholder={t('form.phone.last')}
            aria-label={`${label} ${t('form.phone.last')}`}
            data-testid={`${testId}-3`}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
