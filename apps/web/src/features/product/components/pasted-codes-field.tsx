import { parsePastedCodes, PASTED_CODE_LIMITS, ZPastedCodes } from '@po/contracts';
import { Form, Input, theme, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';

/** The contract's message key for a paste it refuses (over 1,000 codes, a code too long), or null. */
export function pastedCodesError(text: string | undefined): string | null {
  if (!text?.trim()) return null;
  const parsed = ZPastedCodes.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'product.msg.prodCds');
}

/**
 * Pasted product codes (a column from Excel, a line from a mail): a text area with the count of distinct codes
 * as the contract reads them, red over the limit. The form's field is `prodCds`.
 */
export function PastedCodesField<V extends { prodCds?: string }>({ form, testId }: { form: FormInstance<V>; testId: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const text = Form.useWatch('prodCds', form) as string | undefined;
  const count = parsePastedCodes(text ?? '').length;
  const over = count > PASTED_CODE_LIMITS.maxCodes;
  return (
    <Form.Item
      name="prodCds"
      label={t('product.list.prodCds')}
      extra={
        <span style={{ color: over ? token.colorError : undefined }} data-testid={`${testId}-count`}>
          {t('product.list.prodCdsCount', { n: formatNumber(count), max: formatNumber(PASTED_CODE_LIMITS.maxCodes) })}
        </span>
      }
    >
      <Input.TextArea rows={2} style={{ width: 260 }} placeholder={t('product.list.prodCdsHelp')} data-testid={testId} />
    </Form.Item>
  );
}
