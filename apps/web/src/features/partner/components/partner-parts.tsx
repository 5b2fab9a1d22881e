import { DownloadOutlined } from '@ant-design/icons';
import { Checkbox, Divider, Flex, Form, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TermsDocument } from '@/shared/ui/terms-document';

const templateHref = (file: string, name: string) =>
  `/api/file/attachment/download/public?filePath=${encodeURIComponent(`templates/${file}`)}&downloadName=${encodeURIComponent(name)}`;

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
      <Typography.Link href={templateHref('account-declaration.pdf', t('partner.template.accountName'))} data-testid="partner-template-account">
        <DownloadOutlined /> {t('partner.template.account')}
      </Typography.Link>
      <Typography.Link href={templateHref('payment-agreement.pdf', t('partner.template.paymentName'))} data-testid="partner-template-payment">
        <DownloadOutlined /> {t('partner.template.payment')}
      </Typography.Link>
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
