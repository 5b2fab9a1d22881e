import { CODE_GROUPS, INQUIRY_CATEGORIES, INQUIRY_LIMITS, ZEnterinquireRequest } from '@po/contracts';
import { Button, Checkbox, Collapse, Flex, Form, Input, Select } from 'antd';
import { Paragraph } from '@/shared/ui/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCodeList, usePhonePrefixes } from '@/shared/code/code-list';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, clearChangedErrors, showServerFieldErrors } from '@/shared/form/schema-form';
import { EmailFields } from '@/shared/ui/contact/email-fields';
import { PhoneFields } from '@/shared/ui/contact/phone-fields';
import { FilePicker } from '@/shared/ui/form/file-picker';
import { PublicPageShell } from '@/shared/ui/public-page-shell';
import { createEnterinquire } from '../api/create-enterinquire';
import { imageProblem, toInquiryRequest } from '../model/inquiry-form';
import { useFeedback } from '@/shared/feedback/feedback';

/** /Enterinquire: the public partnership inquiry (spec access §2, §3). */
export function EnterinquirePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm();
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const phones = usePhonePrefixes('any');
  const domains = useCodeList(CODE_GROUPS.emailDomain);

  const submit = async () => {
    const body = checkWithSchema(form, ZEnterinquireRequest, toInquiryRequest(form.getFieldsValue(true) as Record<string, unknown>), t);
    if (!body) return;
    setSaving(true);
    try {
      await createEnterinquire(body, image);
      modal.success({ content: t('inquiry.saved'), okButtonProps: { 'data-testid': 'inquiry-success-ok' }, onOk: () => void navigate('/login') });
    } catch (e) {
      if (!showServerFieldErrors(form, e, t)) failure(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PublicPageShell title={t('inquiry.title')} width={720}>
      <Form form={form} layout="vertical" onValuesChange={(c: object) => clearChangedErrors(form, c)} data-testid="inquiry-page">
        <Form.Item name="regGb" label={t('inquiry.field.regGb')} required>
          <Select
            options={INQUIRY_CATEGORIES.map((c) => ({ value: c, label: t(`inquiry.category.${c}`), title: t(`inquiry.category.${c}`) }))}
            placeholder={t('inquiry.field.regGbHint')}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="inquiry-category"
          />
        </Form.Item>
        <Form.Item name="entrNm" label={t('inquiry.field.entrNm')} required>
          <Input maxLength={INQUIRY_LIMITS.entrNmMax} data-testid="inquiry-company" />
        </Form.Item>
        <Form.Item name="chgNm" label={t('inquiry.field.chgNm')} required>
          <Input maxLength={50} data-testid="inquiry-name" />
        </Form.Item>
        <EmailFields
          names={['chgEmail1', 'chgEmail2']}
          pickName="chgEmailSelect"
          label={t('inquiry.field.email')}
          domains={domains.data ?? []}
          loading={domains.isPending}
          required
          testId="inquiry-email"
        />
        <PhoneFields
          names={['chgPhone1', 'chgPhone2', 'chgPhone3']}
          label={t('inquiry.field.phone')}
          prefixes={phones.prefixes}
          loading={phones.loading}
          required
          testId="inquiry-phone"
        />
        <Form.Item name="reqContents" label={t('inquiry.field.reqContents')} required>
          <Input.TextArea rows={5} maxLength={INQUIRY_LIMITS.reqContentsMax} showCount data-testid="inquiry-contents" />
        </Form.Item>
        <Form.Item label={t('inquiry.field.image')}>
          <FilePicker
            accept=".jpg,.jpeg,.gif,.png"
            maxBytes={INQUIRY_LIMITS.imageMaxBytes}
            file={image}
            onChange={setImage}
            check={imageProblem}
            label={t('inquiry.field.image')}
            testId="inquiry-image"
            alertTestId="inquiry-file-alert-ok"
          />
        </Form.Item>
        <Collapse
          size="small"
          style={{ marginBottom: 8 }}
          items={[
            {
              key: 'policy',
              label: t('inquiry.policy.title'),
              children: (
                <Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }} data-testid="inquiry-policy">
                  {t('inquiry.policy.body', { months: INQUIRY_LIMITS.retentionMonths })}
                </Paragraph>
              ),
            },
          ]}
        />
        <Form.Item name="chgAgree" valuePropName="checked">
          <Checkbox data-testid="inquiry-agree">{t('inquiry.policy.agree')}</Checkbox>
        </Form.Item>
        <Flex justify="center" gap={8}>
          <Button onClick={() => void navigate('/login')} data-testid="inquiry-cancel">
            {t('inquiry.cancel')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="inquiry-submit">
            {t('inquiry.submit')}
          </Button>
        </Flex>
      </Form>
    </PublicPageShell>
  );
}
