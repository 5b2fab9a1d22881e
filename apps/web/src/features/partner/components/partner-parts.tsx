import { DownloadOutlined } from '@ant-design/icons';
import { MANAGER_ID_LIMITS, PASSWORD_LIMITS } from '@po/contracts';
import { Button, Checkbox, Divider, Flex, Form, Input, Space, Tabs, type FormInstance } from 'antd';
import { Text, TextLink } from '@/shared/ui/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '@/shared/feedback/feedback';
import { TermsDocument } from '@/shared/ui/terms-document';

const templateHref = (file: string, name: string) =>
  `/api/file/attachment/download/public?filePath=${encodeURIComponent(`templates/${file}`)}&downloadName=${encodeURIComponent(name)}`;

/**
 * Cancel of an application form: back to /login, after asking once something was typed or attached, since
 * nothing of an unsent application is kept.
 */
export function useCancelApplication(form: FormInstance, hasFiles: boolean): () => void {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  return () => {
    const leave = () => void navigate('/login');
    if (!form.isFieldsTouched() && !hasFiles) return leave();
    modal.confirm({ content: t('partner.confirmCancel'), okButtonProps: { 'data-testid': 'partner-cancel-ok' }, onOk: leave });
  };
}

/** Domestic / international switch (two pages, one tab bar). */
export function PartnerTabs({ active }: { active: 'domestic' | 'international' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => void navigate(key === 'domestic' ? '/Partner' : '/IntPartner')}
      items={[
        { key: 'domestic', label: <span data-testid="partner-tab-domestic">{t('partner.tabDomestic')}</span> },
        { key: 'international', label: <span data-testid="partner-tab-international">{t('partner.tabInternational')}</span> },
      ]}
    />
  );
}

/** The public templates the applicant fills in and attaches. */
export function TemplateLinks() {
  const { t } = useTranslation();
  return (
    <Flex gap={16} wrap>
      <TextLink href={templateHref('account-declaration.pdf', t('partner.template.accountName'))} data-testid="partner-template-account">
        <DownloadOutlined /> {t('partner.template.account')}
      </TextLink>
      <TextLink href={templateHref('payment-agreement.pdf', t('partner.template.paymentName'))} data-testid="partner-template-payment">
        <DownloadOutlined /> {t('partner.template.payment')}
      </TextLink>
    </Flex>
  );
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section data-testid={testId}>
      <Divider titlePlacement="start">{title}</Divider>
      {children}
    </section>
  );
}

/** area7: the terms with the required agreement, the genuine-goods agreement (entrType O only), the payment pledge confirmation and ntceYn. */
export function PolicySection({ genuine }: { genuine: boolean }) {
  const { t } = useTranslation();
  return (
    <Section title={t('partner.area.policy')} testId="partner-area7">
      <TermsDocument id="sellerTerms" printable={false} maxHeight={200} />
      <Form.Item name="agreeYn" valuePropName="checked">
        <Checkbox data-testid="partner-agree">{t('partner.policy.agree')}</Checkbox>
      </Form.Item>
      {genuine && (
        <>
          <TermsDocument id="guarantee" printable={false} maxHeight={160} />
          <Form.Item name="agreeGenuineYn" valuePropName="checked">
            <Checkbox data-testid="partner-agree-genuine">{t('partner.policy.genuine')}</Checkbox>
          </Form.Item>
        </>
      )}
      <TermsDocument id="paymentPledge" printable={false} maxHeight={160} />
      <Form.Item name="pymagrmConfirmYn" valuePropName="checked">
        <Checkbox data-testid="partner-pymagrm">{t('partner.policy.payment')}</Checkbox>
      </Form.Item>
      <Form.Item name="ntceYn" valuePropName="checked">
        <Checkbox data-testid="partner-ntce">{t('partner.policy.ntce')}</Checkbox>
      </Form.Item>
    </Section>
  );
}

/** The answer of a check button (business number, account, id), shown under its field. */
export type CheckNote = { type: 'success' | 'danger'; text: string } | null;

export function checkNote(note: CheckNote, testId: string) {
  return (
    note && (
      <Text type={note.type} data-testid={testId}>
        {note.text}
      </Text>
    )
  );
}

/** area6: the manager id with its duplicate check, and the password (sign-up input max 15). */
export function LoginCredentialsSection({ mgrIdNote, checking, onCheckMgrId }: { mgrIdNote: CheckNote; checking: boolean; onCheckMgrId: () => void }) {
  const { t } = useTranslation();
  return (
    <Section title={t('partner.area.login')} testId="partner-area6">
      <Form.Item label={t('partner.field.mgrId')} required extra={checkNote(mgrIdNote, 'partner-mgrid-note')}>
        <Space.Compact>
          <Form.Item name="mgrId" noStyle>
            <Input
              style={{ width: 220 }}
              maxLength={MANAGER_ID_LIMITS.inputMax}
              aria-label={t('partner.field.mgrId')}
              data-testid="partner-mgrid"
              autoComplete="off"
            />
          </Form.Item>
          <Button loading={checking} onClick={onCheckMgrId} data-testid="partner-mgrid-check">
            {t('partner.duplicateCheck')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        label={t('partner.field.passwd')}
        name="passwd"
        required
        extra={t('password.guide.classes', { min: PASSWORD_LIMITS.min, twoClassMin: PASSWORD_LIMITS.twoClassMin })}
      >
        <Input.Password maxLength={PASSWORD_LIMITS.signUpInputMax} style={{ maxWidth: 260 }} autoComplete="new-password" data-testid="partner-passwd" />
      </Form.Item>
      <Form.Item label={t('partner.field.passwdChk')} name="passwdChk" required>
        <Input.Password maxLength={PASSWORD_LIMITS.signUpInputMax} style={{ maxWidth: 260 }} autoComplete="new-password" data-testid="partner-passwd-chk" />
      </Form.Item>
    </Section>
  );
}
