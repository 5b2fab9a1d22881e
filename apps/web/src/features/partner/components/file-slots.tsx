import { PARTNER_FILE_RULES, type TPartnerFileKind, type TPartnerVariant } from '@po/contracts';
import { Button, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileKindsOf, fileProblem, MAX_FILES, type FileSlots } from '../model/partner-form';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useFeedback } from '@/shared/feedback/feedback';

const MB = 1024 * 1024;

/** The attachments area: one picker per kind (JPG, PNG, PDF), required kinds marked; an unusable file is refused with an alert. */
export function FileSlotsField({
  variant,
  slots,
  onChange,
  errors,
}: {
  variant: TPartnerVariant;
  slots: FileSlots;
  onChange: (s: FileSlots) => void;
  errors: Partial<Record<TPartnerFileKind, string>>;
}) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const pick = (kind: TPartnerFileKind, input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = fileProblem(file, kind, variant);
    if (problem) {
      modal.warning({ content: t(runtimeKey(problem)), okButtonProps: { 'data-testid': 'partner-file-alert-ok' } });
      return;
    }
    onChange({ ...slots, [kind]: [file] });
  };
  return (
    <>
      {fileKindsOf(variant).map((kind) => {
        const rule = PARTNER_FILE_RULES[variant][kind];
        const file = slots[kind]?.[0];
        return (
          <Form.Item
            key={kind}
            label={t(`partner.file.${kind}`)}
            required={rule?.required}
            validateStatus={errors[kind] ? 'error' : undefined}
            help={errors[kind]}
          >
            <Flex gap={8} align="center" wrap>
              <input
                type="file"
                accept=".jpg,.jpeg,.png,.pdf"
                aria-label={t(`partner.file.${kind}`)}
                data-testid={`partner-file-${kind}`}
                onChange={(e) => pick(kind, e.currentTarget)}
              />
              {file && (
                <>
                  <Typography.Text data-testid={`partner-file-${kind}-name`}>{file.name}</Typography.Text>
                  <Button size="small" onClick={() => onChange({ ...slots, [kind]: [] })}>
                    {t('partner.file.remove')}
                  </Button>
                </>
              )}
              <Typography.Text type="secondary">{t('partner.file.limit', { mb: (rule?.maxBytes ?? 0) / MB })}</Typography.Text>
            </Flex>
          </Form.Item>
        );
      })}
      <Typography.Paragraph type="secondary">{t('partner.file.tip', { max: MAX_FILES })}</Typography.Paragraph>
    </>
  );
}
