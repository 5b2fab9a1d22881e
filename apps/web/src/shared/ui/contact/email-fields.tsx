import { EMAIL_DIRECT_INPUT, EMAIL_LIMITS, type TCodeItem } from '@po/contracts';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface EmailFieldsProps {
  /** The request's two field names (local part, domain), e.g. ['chgEmail1', 'chgEmail2']. */
  names: readonly [string, string];
  /** A form item of its own for the domain picker (not sent). */
  pickName: string;
  label: string;
  domains: readonly TCodeItem[];
  loading?: boolean;
  required?: boolean;
  testId: string;
}

/**
 * An e-mail in two boxes with a domain picker (spec access §5): a listed domain fills the domain box and
 * makes it read-only; 99 (direct entry) empties it for typing.
 */
export function EmailFields({ names, pickName, label, domains, loading, required, testId }: EmailFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const pick = Form.useWatch(pickName, form) as string | undefined;
  const direct = pick === undefined || pick === EMAIL_DIRECT_INPUT;
  const onPick = (value: string) => {
    form.setFieldValue(names[1], value === EMAIL_DIRECT_INPUT ? '' : value);
    form.setFields([{ name: names[1], errors: [] }]);
  };
  return (
    <Form.Item label={label} required={required}>
      <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
        <Form.Item name={names[0]} noStyle>
          <Input
            maxLength={EMAIL_LIMITS.partMax}
            aria-label={`${label} ${t('form.email.local')}`}
            placeholder={t('form.email.local')}
            data-testid={`${testId}-1`}
          />
        </Form.Item>
        <Space.Addon>@</Space.Addon>
        <Form.Item name={names[1]} noStyle>
          <Input
            maxLength={EMAIL_LIMITS.partMax}
            readOnly={!direct}
            aria-label={`${label} ${t('form.email.domain')}`}
            placeholder={t('form.email.domain')}
            data-testid={`${testId}-2`}
          />
        </Form.Item>
        <Form.Item name={pickName} noStyle>
          <Select
            style={{ width: 150 }}
            options={domains.map((d) => ({ value: d.code, label: d.code === EMAIL_DIRECT_INPUT ? t('form.email.direct') : d.codeNm }))}
            loading={loading}
            onChange={onPick}
            aria-label={`${label} ${t('form.email.pick')}`}
            data-testid={`${testId}-pick`}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
