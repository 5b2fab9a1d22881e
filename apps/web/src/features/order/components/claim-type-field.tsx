import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** The return screens' claim-kind filter: all, returns, or exchanges (the empty value is all). */
export function ClaimTypeField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="claimType" label={t('claim.field.claimType')}>
      <Radio.Group
        optionType="button"
        options={[
          { value: '', label: t('claim.list.all') },
          { value: 'RETURN', label: t('order.claimType.RETURN') },
          { value: 'EXCHANGE', label: t('order.claimType.EXCHANGE') },
        ]}
        data-testid={testId}
      />
    </Form.Item>
  );
}
