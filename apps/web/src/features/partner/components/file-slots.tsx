import { PARTNER_FILE_RULES, type TPartnerFileKind, type TPartnerVariant } from '@po/contracts';
import { Form } from 'antd';
import { Paragraph } from '@/shared/ui/typography';
import { useTranslation } from 'react-i18next';
import { fileKindsOf, fileProblem, MAX_FILES, type FileSlots } from '../model/partner-form';
import { FilePicker } from '@/shared/ui/form/file-picker';

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
  return (
    <>
      {fileKindsOf(variant).map((kind) => {
        const rule = PARTNER_FILE_RULES[variant][kind];
        return (
          <Form.Item
            key={kind}
            label={t(`partner.file.${kind}`)}
            required={rule?.required}
            validateStatus={errors[kind] ? 'error' : undefined}
            help={errors[kind]}
          >
            <FilePicker
              accept=".jpg,.jpeg,.png,.pdf"
              maxBytes={rule?.maxBytes ?? 0}
              file={slots[kind]?.[0] ?? null}
              onChange={(file) => onChange({ ...slots, [kind]: file ? [file] : [] })}
              check={(file) => fileProblem(file, kind, variant)}
              label={t(`partner.file.${kind}`)}
              testId={`partner-file-${kind}`}
              alertTestId="partner-file-alert-ok"
              invalid={Boolean(errors[kind])}
            />
          </Form.Item>
        );
      })}
      <Paragraph type="secondary">{t('partner.file.tip', { max: MAX_FILES })}</Paragraph>
    </>
  );
}
